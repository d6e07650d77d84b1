import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useGetList } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import type { AccountType } from '../../contract/accounts';
import { allLoaded, asLoad, useRead, useVerb } from '../../dataProvider/hooks';
import { formatBRL } from '../../domain/money';
import { SUBACCOUNT_MESSAGES } from '../../domain/subaccounts';
import { useMessages } from '../../i18n';
import { BusySubmitButton } from '../../ui/BusyButton';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { useBusy } from '../../ui/useBusy';
import type { AccountView } from '../accounts';
import type { AgencyOption, HolderSummary } from './api';
import { subaccountMessages } from './messages';

type Field = 'account_type_id' | 'agency_id';

interface Props {
    holder: HolderSummary;
    /** The agency of the holder's first account, chosen until the user picks another. */
    defaultAgencyId?: number;
    onOpened: (account: AccountView) => void;
}

/** The new account: its type (active types) and its agency. */
export const OpenAccountForm = ({ holder, defaultAgencyId, onOpened }: Props) => {
    const t = useMessages(subaccountMessages);
    const options = allLoaded({
        types: asLoad(
            useGetList<AccountType>('tipos-contas', {
                filter: { active: true },
                pagination: { page: 1, perPage: 100 },
                sort: { field: 'name', order: 'ASC' },
            }),
        ),
        agencies: asLoad(useRead<AgencyOption[]>('subcontas', 'agencies')),
    });
    const open = useVerb<AccountView>('subcontas', 'open');
    const [typeId, setTypeId] = useState<number | ''>('');
    const [agencyId, setAgencyId] = useState<number | ''>('');
    const [errors, setErrors] = useState<Partial<Record<Field | 'person_id', string>>>({});
    const { busy, run } = useBusy();
    const agency = agencyId === '' ? (defaultAgencyId ?? '') : agencyId;

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found: typeof errors = {};
        if (typeId === '') found.account_type_id = SUBACCOUNT_MESSAGES.accountType;
        if (agency === '') found.agency_id = SUBACCOUNT_MESSAGES.agency;
        setErrors(found);
        if (typeId === '' || agency === '') return;
        void run(async () => {
            try {
                const account = await open.mutateAsync({
                    data: { person_id: holder.id, account_type_id: typeId, agency_id: agency },
                });
                setTypeId('');
                onOpened(account);
            } catch (failure) {
                setErrors(serverFieldErrors(failure));
            }
        });
    };

    if (options.status === 'loading') return <Loading label={t('subaccounts.open.loading')} />;
    if (options.status === 'error')
        return <LoadFailed what={t('subaccounts.open.load_failed')} onRetry={options.retry} />;

    return (
        <Box
            component="form"
            onSubmit={submit}
            noValidate
            aria-label={t('subaccounts.open.form_label')}
            sx={{ display: 'grid', gap: 1, mt: 2 }}
        >
            <Typography variant="subtitle1" component="h4">
                {t('subaccounts.open.heading')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField
                    select
                    label={t('subaccounts.open.type')}
                    value={typeId}
                    onChange={(e) => {
                        setTypeId(Number(e.target.value));
                        setErrors((current) => ({ ...current, account_type_id: undefined }));
                    }}
                    error={!!errors.account_type_id}
                    helperText={errors.account_type_id ?? ' '}
                >
                    {options.data.types.map((type) => (
                        <MenuItem key={type.id} value={type.id}>
                            {t('subaccounts.open.type_option', {
                                name: type.name,
                                fee: formatBRL(type.monthly_fee),
                            })}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    select
                    label={t('subaccounts.open.agency')}
                    value={agency}
                    onChange={(e) => {
                        setAgencyId(Number(e.target.value));
                        setErrors((current) => ({ ...current, agency_id: undefined }));
                    }}
                    error={!!errors.agency_id}
                    helperText={errors.agency_id ?? ' '}
                >
                    {options.data.agencies.map((option) => (
                        <MenuItem key={option.id} value={option.id}>
                            {option.number} · {option.name} ({option.city}/{option.state})
                        </MenuItem>
                    ))}
                </TextField>
            </Box>
            {errors.person_id && (
                <Typography color="error" variant="body2" role="alert">
                    {errors.person_id}
                </Typography>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <BusySubmitButton busy={busy}>{t('subaccounts.open.submit')}</BusySubmitButton>
            </Box>
        </Box>
    );
};
