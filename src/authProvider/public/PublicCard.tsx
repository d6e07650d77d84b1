import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../app/layout/BrandLogo';
import { currentBrand } from '../../brands';
import { PRODUCT_VERSION } from '../../config';
import { useAppTranslate } from '../../i18n';

/** The frame of the pages open without a session (login, password, username): a card on the brand gradient. */
export const PublicCard = ({
    heading,
    children,
    wide = false,
}: {
    heading?: string;
    children: ReactNode;
    /** Room for a wizard (self-registration) instead of a small form. */
    wide?: boolean;
}) => {
    const translate = useAppTranslate();
    const brand = currentBrand();
    return (
        <Box
            component="main"
            sx={{
                minHeight: '100vh',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                p: 2,
                background: `linear-gradient(160deg, ${brand.primary} 0%, #12408f 55%, #eef2f9 55%)`,
            }}
        >
            <Card sx={{ width: '100%', maxWidth: wide ? 920 : 420 }} elevation={6}>
                <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
                        <BrandLogo brand={brand} size={44} />
                        <Box>
                            <Typography variant="h6" component="h1" sx={{ lineHeight: 1.2 }}>
                                {brand.title}
                            </Typography>
                            {heading && (
                                <Typography variant="body2" color="text.secondary">
                                    {heading}
                                </Typography>
                            )}
                        </Box>
                    </Box>
                    {children}
                    <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block', mt: 3, textAlign: 'center' }}
                    >
                        {translate('app.version', { version: PRODUCT_VERSION })}
                    </Typography>
                </CardContent>
            </Card>
        </Box>
    );
};
