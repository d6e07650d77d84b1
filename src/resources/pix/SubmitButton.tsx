import Box from '@mui/material/Box';
import { useFormState } from 'react-hook-form';
import { BusySubmitButton } from '../../ui/BusyButton';

/** A react-admin form's submit button that cannot fire again while the call is under way. */
export const SubmitButton = ({ label }: { label: string }) => {
    const { isSubmitting } = useFormState();
    return (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <BusySubmitButton busy={isSubmitting}>{label}</BusySubmitButton>
        </Box>
    );
};
