import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

/** The step's submit: disabled with a spinner while its call runs, so it cannot fire twice. */
export const SubmitButton = ({ loading, children }: { loading: boolean; children: ReactNode }) => (
    <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={loading}
        sx={{ mt: 1 }}
        startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
        {children}
    </Button>
);
