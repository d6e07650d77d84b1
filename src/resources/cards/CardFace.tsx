import ContactlessIcon from '@mui/icons-material/Contactless';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import type { Card, CardBrand } from '../../contract/cards';
import { BRAND_LABELS, KIND_LABELS, maskedNumber, validity } from '../../domain/cards';
import { statusInfo } from '../../domain/statuses';
import { useMessages } from '../../i18n';
import { STATUS_TONE_COLOURS } from '../../ui/statusTones';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { cardMessages } from './messages';

/** Each network's colours: the card's background and the logo drawn in its corner. */
const NETWORKS: Record<CardBrand, { background: string }> = {
    visa: { background: 'linear-gradient(135deg, #1a1f71 0%, #1434cb 58%, #0b1a5c 100%)' },
    mastercard: { background: 'linear-gradient(135deg, #252525 0%, #3c3c3c 55%, #5a1e0e 100%)' },
    elo: { background: 'linear-gradient(135deg, #000000 0%, #1d1d1d 55%, #08384f 100%)' },
};

/** The networks' lettering in their logos: trademarks, never translated. */
const VISA = 'VISA'; // not text
const ELO = 'elo'; // not text

const VisaLogo = () => (
    <Typography
        component="span"
        sx={{ fontStyle: 'italic', fontWeight: 900, fontSize: '1.45rem', letterSpacing: 1, lineHeight: 1 }}
    >
        {VISA}
    </Typography>
);

const MastercardLogo = () => (
    <svg width="46" height="28" viewBox="0 0 46 28" aria-hidden="true" focusable="false">
        <circle cx="16" cy="14" r="13" fill="#eb001b" />
        <circle cx="30" cy="14" r="13" fill="#f79e1b" />
        <path d="M23 3.2a13 13 0 0 1 0 21.6a13 13 0 0 1 0-21.6z" fill="#ff5f00" />
    </svg>
);

const EloLogo = () => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <svg width="14" height="28" viewBox="0 0 14 28" aria-hidden="true" focusable="false">
            <circle cx="7" cy="5" r="4" fill="#ffcb05" />
            <circle cx="7" cy="14" r="4" fill="#00a4e0" />
            <circle cx="7" cy="23" r="4" fill="#ef4123" />
        </svg>
        <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.5rem', lineHeight: 1 }}>
            {ELO}
        </Typography>
    </Box>
);

const LOGOS: Record<CardBrand, ComponentType> = {
    visa: VisaLogo,
    mastercard: MastercardLogo,
    elo: EloLogo,
};

/** The contact chip of a plastic card. */
const EmvChip = () => (
    <Box
        aria-hidden
        sx={{
            width: 40,
            height: 30,
            borderRadius: 1,
            background: 'linear-gradient(135deg, #f4d98a 0%, #c9a646 50%, #f0d27a 100%)',
            border: '1px solid rgba(0, 0, 0, 0.25)', // not text
        }}
    />
);

const onDark = { color: '#fff', bgcolor: 'rgba(255, 255, 255, 0.18)', fontWeight: 500 };

/**
 * A card drawn as it looks: the network's colours, its number masked to the last four digits, the holder,
 * the validity (MM/AA), its kind and status. Blocked cards are shaded with a lock; canceled ones greyed.
 */
export const CardFace = ({ card }: { card: Card }) => {
    const t = useMessages(cardMessages);
    const Logo = LOGOS[card.brand];
    const status = statusInfo('card', card.status);
    const physical = card.kind !== 'virtual';
    return (
        <Box
            sx={{
                position: 'relative',
                overflow: 'hidden',
                width: '100%',
                maxWidth: 360,
                aspectRatio: '1.586',
                mx: 'auto',
                p: { xs: 2, sm: 2.5 },
                borderRadius: 3,
                color: '#fff',
                background: NETWORKS[card.brand].background,
                boxShadow: 4,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'space-between',
                filter: card.status === 'canceled' ? 'grayscale(1)' : undefined,
                opacity: card.status === 'canceled' ? 0.75 : 1,
                // A soft sheen across the plastic.
                '&::before': {
                    content: '""',
                    position: 'absolute',
                    width: '120%',
                    height: '140%',
                    top: '-70%',
                    right: '-55%',
                    borderRadius: '50%',
                    background: 'rgba(255, 255, 255, 0.07)',
                    pointerEvents: 'none',
                },
                // Shaded while blocked.
                '&::after':
                    card.status === 'blocked'
                        ? {
                              content: '""',
                              position: 'absolute',
                              inset: 0,
                              background: 'rgba(0, 0, 0, 0.35)',
                              pointerEvents: 'none',
                          }
                        : undefined,
            }}
        >
            <Box
                sx={{
                    position: 'relative',
                    zIndex: 1,
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 0.75,
                    justifyContent: 'space-between',
                    alignItems: 'center',
                }}
            >
                <Chip size="small" label={KIND_LABELS[card.kind]} sx={onDark} />
                <Chip
                    size="small"
                    label={status.label}
                    icon={
                        card.status === 'blocked' ? <LockIcon sx={{ '&&': { color: '#fff' } }} /> : undefined
                    }
                    // On the card's own dark face in either theme: the tone's light-theme shade behind white text.
                    sx={
                        status.tone === 'grey'
                            ? onDark
                            : { ...onDark, bgcolor: STATUS_TONE_COLOURS[status.tone].light }
                    }
                />
            </Box>
            <Box sx={{ position: 'relative', zIndex: 1, display: 'flex', alignItems: 'center', gap: 1.5 }}>
                {physical && <EmvChip />}
                {card.contactless && card.status === 'active' && (
                    <ContactlessIcon aria-hidden sx={{ opacity: 0.85 }} />
                )}
            </Box>
            <Box sx={{ position: 'relative', zIndex: 1 }}>
                <Typography
                    aria-hidden
                    sx={{
                        fontFamily: '"Roboto Mono", ui-monospace, SFMono-Regular, Menlo, monospace',
                        fontSize: { xs: '1.05rem', sm: '1.25rem' },
                        letterSpacing: { xs: 1, sm: 2 },
                        whiteSpace: 'nowrap',
                        textShadow: '0 1px 1px rgba(0, 0, 0, 0.4)',
                    }}
                >
                    {maskedNumber(card.last4)}
                </Typography>
                <Box component="span" sx={visuallyHidden}>
                    {t('cards.face.last4', { last4: card.last4 })}
                </Box>
                <Box
                    sx={{
                        mt: 1,
                        display: 'flex',
                        alignItems: 'flex-end',
                        justifyContent: 'space-between',
                        gap: 1,
                    }}
                >
                    <Box sx={{ minWidth: 0 }}>
                        <Typography
                            sx={{
                                fontSize: { xs: '0.8rem', sm: '0.9rem' },
                                letterSpacing: 1,
                                textTransform: 'uppercase',
                                overflow: 'hidden',
                                textOverflow: 'ellipsis',
                                whiteSpace: 'nowrap',
                            }}
                        >
                            {card.holder_name}
                        </Typography>
                        <Typography sx={{ fontSize: '0.75rem', opacity: 0.9 }}>
                            {t('cards.face.validity')}{' '}
                            <Box component="span" sx={{ fontWeight: 600 }}>
                                {validity(card.expiry_month, card.expiry_year)}
                            </Box>
                        </Typography>
                    </Box>
                    <Box aria-hidden sx={{ flexShrink: 0, display: 'flex' }}>
                        <Logo />
                    </Box>
                    <Box component="span" sx={visuallyHidden}>
                        {t('cards.face.network', { brand: BRAND_LABELS[card.brand] })}
                    </Box>
                </Box>
            </Box>
        </Box>
    );
};
