import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import type { Address } from '../../contract/people';
import { useVerb } from '../../dataProvider/hooks';
import { formatPhone, normalizePhone } from '../../domain/drawee';
import { useMessages } from '../../i18n';
import { FormDialog } from '../../ui/FormDialog';
import { useBusy } from '../../ui/useBusy';
import type { HolderDetail } from './api';
import { holderMessages } from './messages';

const FIELDS = [
    'zip',
    'street',
    'number',
    'complement',
    'district',
    'city',
    'state',
] as const satisfies readonly (keyof Address)[];

/** Edits the holder's e-mail, mobile and address; the bank's 422 messages land on their fields. */
export const ContactDialog = ({
    holder,
    open,
    onClose,
    onSaved,
}: {
    holder: HolderDetail;
    open: boolean;
    onClose: () => void;
    onSaved: () => void;
}) => {
    const t = useMessages(holderMessages);
    const [email, setEmail] = useState(holder.email);
    const [phone, setPhone] = useState(formatPhone(holder.phone));
    const [address, setAddress] = useState<Address>({ ...holder.address });
    const [errors, setErrors] = useState<Record<string, string>>({});
    const { busy, run } = useBusy();
    const notify = useNotify();
    const change = useVerb('titulares', 'change');

    const submit = () =>
        void run(async () => {
            try {
                await change.mutateAsync({
                    id: holder.id,
                    data: {
                        email,
                        phone: normalizePhone(phone) ?? phone,
                        address: { ...address, complement: address.complement ?? '' },
                    },
                });
                notify(t('holders.contact.saved'), { type: 'success' });
                setErrors({});
                onSaved();
            } catch (failure) {
                const fields = serverFieldErrors(failure);
                setErrors(Object.keys(fields).length > 0 ? fields : { form: t('holders.contact.failed') });
            }
        });

    return (
        <FormDialog
            id="holder-contact"
            open={open}
            title={t('holders.contact.title')}
            submitLabel={t('holders.contact.submit')}
            busy={busy}
            onClose={onClose}
            onSubmit={submit}
        >
            <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
                <TextField
                    label={t('holders.contact.email')}
                    type="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    error={!!errors.email}
                    helperText={errors.email}
                />
                <TextField
                    label={holder.type === 'legal' ? t('holders.contact.phone') : t('holders.contact.mobile')}
                    value={phone}
                    onChange={(event) => setPhone(event.target.value)}
                    error={!!errors.phone}
                    helperText={errors.phone}
                    inputMode="tel"
                />
                {FIELDS.map((field) => (
                    <TextField
                        key={field}
                        label={t(`holders.contact.address.${field}`)}
                        value={address[field] ?? ''}
                        onChange={(event) => setAddress({ ...address, [field]: event.target.value })}
                        error={!!errors[`address.${field}`]}
                        helperText={errors[`address.${field}`]}
                    />
                ))}
                {errors.form && <Alert severity="error">{errors.form}</Alert>}
            </Box>
        </FormDialog>
    );
};
