import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { BankDataProvider } from '../../../dataProvider';
import { useMessages } from '../../../i18n';
import type { DraweeRecord } from './fields';
import { draweeMessages } from './messages';

/**
 * "Desabilitar" with a confirmation (`PUT payment/drawee/{id}/disable`): the payer takes no new boletos and
 * leaves the active list; the boletos already issued to them stay as they are.
 */
export const DisableButton = () => {
    const t = useMessages(draweeMessages);
    const record = useRecordContext<DraweeRecord>();
    const dataProvider = useDataProvider<BankDataProvider>();
    const notify = useNotify();
    const redirect = useRedirect();
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    if (record?.status !== 'active') return null;

    const disable = async () => {
        setBusy(true);
        try {
            await dataProvider.verb('sacados', 'disable', { id: record.id });
            notify(t('drawees.disable.done'), { type: 'success' });
            redirect('list', 'sacados');
        } catch {
            // The http layer already showed the failure with its code.
            setBusy(false);
            setOpen(false);
        }
    };

    return (
        <>
            <Button color="error" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
                {t('drawees.disable.button')}
            </Button>
            <Confirm
                isOpen={open}
                loading={busy}
                title={t('drawees.disable.title', { name: record.name })}
                content={t('drawees.disable.content')}
                confirm={t('drawees.disable.button')}
                cancel={t('drawees.common.cancel')}
                onConfirm={disable}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
