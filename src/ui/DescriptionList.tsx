import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Label–value pairs as a `<dl>`: two columns from `sm` up, stacked on phones (confirmations, receipts). */
export const DescriptionList = ({
    pairs,
    label,
}: {
    pairs: readonly (readonly [string, string])[];
    label?: string;
}) => (
    <Box
        component="dl"
        aria-label={label}
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2 }}
    >
        {pairs.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                    {term}
                </Typography>
                <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0.5 }, overflowWrap: 'anywhere' }}>
                    {value}
                </Typography>
            </Box>
        ))}
    </Box>
);
