import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { useVerb } from '../../dataProvider/hooks';
import type { LinkedAccountField } from '../../domain/linkedAccounts';
import { useMessages } from '../../i18n';
import { BusySubmitButton } from '../../ui/BusyButton';
import { useBusy } from '../../ui/useBusy';
import { type AccountView, accountLabel } from '../accounts';
import { createBody, type LinkedAccountView, updateBody } from './api';
import { type DraftErrors, draftErrorsFrom, draftProblems, inputOf, type LinkedAccountDraft } from './draft';
import { linkedAccountMessages } from './messages';
import { OtherBankFields } from './OtherBankFields';

interface Props {
    /** The holder's own active accounts (uuid included). */
    accounts: (AccountView & { uuid: string })[];
    initial: LinkedAccountDraft;
    /** Set when changing the saved one: PUT by person with `approve: false`. */
    personId: number | null;
    onSaved: (linked: LinkedAccountView) => void;
    onCancel?: () => void;
}

/** The holder's account at another bank: own account, institution, branch, account and type. */
export const LinkedAccountForm = ({ accounts, initial, personId, onSaved, onCancel }: Props) => {
    const t = useMessages(linkedAccountMessages);
    const [draft, setDraft] = useState(initial);
    const [errors, setErrors] = useState<DraftErrors>({});
    const { busy, run } = useBusy();
    const create = useVerb<LinkedAccountView>('conta-bancaria', 'create');
    const update = useVerb<LinkedAccountView>('conta-bancaria', 'update');

    const set = (patch: Partial<LinkedAccountDraft>, field: LinkedAccountField) => {
        setDraft((current) => ({ ...current, ...patch }));
        setErrors((current) => ({ ...current, [field]: undefined }));
    };
    const field = (name: LinkedAccountField, helper = ' ') => ({
        error: !!errors[name],
        helperText: errors[name] ?? helper,
    });

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found = draftProblems(draft);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        void run(async () => {
            try {
                const input = inputOf(draft);
                onSaved(
                    personId === null
                        ? await create.mutateAsync({ data: createBody(input) })
                        : await update.mutateAsync({ id: personId, data: updateBody(input) }),
                );
            } catch (failure) {
                // The notice came from the http layer; the field errors stay on their fields.
                setErrors(draftErrorsFrom(serverFieldErrors(failure)));
            }
        });
    };

    return (
        <Box
            component="form"
            onSubmit={submit}
            noValidate
            aria-label={
                personId === null
                    ? t('linked_accounts.form.create_label')
                    : t('linked_accounts.form.update_label')
            }
            sx={{ display: 'grid', gap: 1 }}
        >
            <TextField
                select
                label={t('linked_accounts.form.own_account')}
                value={draft.account}
                onChange={(e) => set({ account: e.target.value }, 'account')}
                {...field('account', t('linked_accounts.form.own_account_help'))}
                fullWidth
            >
                {accounts.map((account) => (
                    <MenuItem key={account.uuid} value={account.uuid}>
                        {t('linked_accounts.form.own_account_option', {
                            account: accountLabel(account),
                            type: account.account_type?.name ?? t('linked_accounts.form.account_fallback'),
                        })}
                    </MenuItem>
                ))}
            </TextField>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
                {t('linked_accounts.form.other_bank')}
            </Typography>
            <OtherBankFields
                draft={draft}
                errors={errors}
                onChange={set}
                columns={{ xs: '1fr 10rem', md: '1fr 10rem 1.5fr 10rem' }}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
                {onCancel && (
                    <Button onClick={onCancel} disabled={busy}>
                        {t('linked_accounts.form.cancel')}
                    </Button>
                )}
                <BusySubmitButton busy={busy}>
                    {personId === null ? t('linked_accounts.form.create') : t('linked_accounts.form.update')}
                </BusySubmitButton>
            </Box>
        </Box>
    );
};
