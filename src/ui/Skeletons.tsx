import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/**
 * Placeholders shaped like what is coming (a list's rows, a row of figure cards, a record's fields, a whole page),
 * so a screen does not jump when its data arrives. They are decoration: the text a screen reader hears is the
 * `Loading` status's label (LoadStates.tsx).
 */
export const RowsSkeleton = ({ rows = 5 }: { rows?: number }) => (
    <Stack spacing={1} aria-hidden data-skeleton="rows">
        <Skeleton variant="rounded" height={36} />
        {Array.from({ length: rows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order
            <Skeleton key={index} variant="rounded" height={44} sx={{ opacity: 1 - index * 0.12 }} />
        ))}
    </Stack>
);

export const FiguresSkeleton = ({ count = 4 }: { count?: number }) => (
    <Box
        aria-hidden
        data-skeleton="figures"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
    >
        {Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order
            <Skeleton key={index} variant="rounded" height={96} />
        ))}
    </Box>
);

/** A record's label/value pairs, as a details card or a confirmation step shows them. */
export const DetailSkeleton = ({ lines = 4 }: { lines?: number }) => (
    <Stack spacing={1.5} aria-hidden data-skeleton="detail" sx={{ maxWidth: 560 }}>
        {Array.from({ length: lines }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order
            <Box key={index}>
                <Skeleton variant="text" width="30%" sx={{ fontSize: '0.75rem' }} />
                <Skeleton variant="text" width={index % 2 ? '55%' : '70%'} />
            </Box>
        ))}
    </Stack>
);

/** One form field (an account or a list of options on its way). */
export const FieldSkeleton = () => (
    <Skeleton aria-hidden data-skeleton="field" variant="rounded" height={56} sx={{ maxWidth: 560 }} />
);

/** A screen whose code is still on its way: the page header's title, a toolbar and the rows. */
export const PageSkeleton = () => (
    <Stack spacing={2} aria-hidden data-skeleton="page" sx={{ py: 1 }}>
        <Skeleton variant="text" width="min(320px, 60%)" sx={{ fontSize: '1.5rem' }} />
        <Stack direction="row" spacing={1}>
            <Skeleton variant="rounded" width={220} height={40} />
            <Skeleton variant="rounded" width={120} height={40} />
        </Stack>
        <RowsSkeleton rows={4} />
    </Stack>
);

/**
 * Before the layout's code has arrived (a reload, the first page after signing in): the app bar's band, the side
 * menu's column on wide screens, and a page.
 */
export const ShellSkeleton = () => (
    <Box aria-hidden data-skeleton="shell" sx={{ minHeight: '100vh' }}>
        <Box sx={{ height: 48, bgcolor: 'primary.main' }} />
        <Box sx={{ display: 'flex' }}>
            <Stack
                spacing={1.5}
                sx={{ display: { xs: 'none', md: 'flex' }, width: 240, p: 2, flexShrink: 0 }}
            >
                <Skeleton variant="rounded" height={36} />
                {Array.from({ length: 8 }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order
                    <Skeleton key={index} variant="text" width={index % 3 ? '70%' : '85%'} />
                ))}
            </Stack>
            <Box sx={{ flex: 1, minWidth: 0, p: 2 }}>
                <PageSkeleton />
            </Box>
        </Box>
    </Box>
);
