import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n';
import { pixMessages } from './messages';

/** A QR Code needs a key: the way to register one. */
export const NoActiveKey = () => {
    const t = useMessages(pixMessages);
    return (
        <Alert
            severity="info"
            action={
                <Button component={Link} to="/pix-keys" color="inherit" size="small">
                    {t('pix.common.my_keys')}
                </Button>
            }
        >
            {t('pix.keys.no_active')}
        </Alert>
    );
};
