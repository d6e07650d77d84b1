import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useFormState } from 'react-hook-form';

/** A react-admin form's submit button that cannot fire again while the call is under way. */
export const SubmitButton = ({ label }: { label: string }) => {
    const { isSubmitting } = useFormState();
    return (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting}
                startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
                {label}
            </Button>
        </Box>
    );
};
