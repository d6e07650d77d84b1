import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { browserNavigation } from './browserNavigation';

/** A screen whose code could not be loaded; reloading fetches the current version of the portal. */
export const LoadError = () => (
    <Box sx={{ p: 2, maxWidth: 560 }}>
        <Alert
            severity="error"
            action={
                <Button color="inherit" size="small" onClick={browserNavigation.reload}>
                    Tentar novamente
                </Button>
            }
        >
            <AlertTitle>Não foi possível carregar esta página</AlertTitle>
            Verifique sua conexão com a internet e tente novamente.
        </Alert>
    </Box>
);
