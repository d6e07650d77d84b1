import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';

/** A QR Code needs a key: the way to register one. */
export const NoActiveKey = () => (
    <Alert
        severity="info"
        action={
            <Button component={Link} to="/pix-keys" color="inherit" size="small">
                Minhas chaves
            </Button>
        }
    >
        Esta conta não tem chave Pix ativa. Cadastre uma chave para gerar QR Codes.
    </Alert>
);
