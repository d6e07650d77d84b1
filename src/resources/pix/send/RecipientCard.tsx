import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { pixSendMessages } from './messages';
import { type RecipientView, recipientPairs } from './recipient';

interface Props {
    recipient: RecipientView;
    /** Move the focus here when it appears (after a search), so the recipient is read before the amount. */
    focusOnMount?: boolean;
    children?: ReactNode;
}

/** Who will receive, shown before the amount is asked. */
export const RecipientCard = ({ recipient, focusOnMount, children }: Props) => {
    const t = useMessages(pixSendMessages);
    const headingRef = useRef<HTMLHeadingElement>(null);
    useEffect(() => {
        if (focusOnMount) headingRef.current?.focus();
    }, [focusOnMount]);
    return (
        <Box
            component="section"
            aria-labelledby="pix-recipient-title"
            sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}
        >
            <Typography
                id="pix-recipient-title"
                ref={headingRef}
                tabIndex={-1}
                variant="subtitle1"
                component="h3"
                sx={{ mb: 1, outline: 'none' }}
            >
                {t('pix_send.recipient.title')}
            </Typography>
            <DescriptionList pairs={recipientPairs(recipient)} />
            {children}
        </Box>
    );
};
