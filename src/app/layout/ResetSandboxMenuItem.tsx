import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useUserMenu } from 'react-admin';
import { useVerb } from '../../dataProvider/hooks';
import { useAppTranslate } from '../../i18n';

/** "Redefinir dados de demonstração": the sandbox bank goes back to its seed (shown only with the sandbox). */
export const ResetSandboxMenuItem = () => {
    const translate = useAppTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const userMenu = useUserMenu();
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    const resetBank = useVerb('sandbox', 'reset');

    const reset = async () => {
        setBusy(true);
        try {
            await resetBank.mutateAsync({});
            notify(translate('app.sandbox.reset_done'), { type: 'success' });
            refresh();
        } catch {
            // The error catalogue already told the user.
        } finally {
            setBusy(false);
            setOpen(false);
            userMenu?.onClose();
        }
    };

    return (
        <>
            <MenuItem onClick={() => setOpen(true)}>
                <ListItemIcon>
                    <RestartAltIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{translate('app.sandbox.reset')}</ListItemText>
            </MenuItem>
            <Confirm
                isOpen={open}
                loading={busy}
                title={translate('app.sandbox.reset_title')}
                content={translate('app.sandbox.reset_content')}
                confirm={translate('app.sandbox.reset_confirm')}
                cancel={translate('app.sandbox.reset_cancel')}
                onConfirm={reset}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
