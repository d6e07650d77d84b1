import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useMessages } from '../../../i18n';
import { BankDataFields } from './BankDataFields';
import {
    type BankDataDraft,
    type BankDataErrors,
    type BankDataField,
    bankDataBody,
    bankDataErrorsFrom,
    EMPTY_BANK_DATA,
    validateBankData,
} from './bankData';
import { pixSendMessages } from './messages';
import type { FormStep } from './PixSendFlow';
import { PixSendScreen } from './PixSendScreen';
import { bankDataView } from './recipient';
import { SendDetailsFields } from './SendDetailsFields';
import { hasErrors } from './sendDetails';
import { useSendDetails } from './useSendDetails';

/** `/pix-bank-data` ("Pix manual"): send to an account given by its institution, branch and number. */
export const PixBankDataPage = () => {
    const t = useMessages(pixSendMessages);
    return (
        <PixSendScreen title={t('pix_send.bank_data_page.title')} intro={t('pix_send.bank_data_page.intro')}>
            {(step) => <BankDataForm {...step} />}
        </PixSendScreen>
    );
};

const BankDataForm = ({ account, limits, serverErrors, onContinue }: FormStep) => {
    const t = useMessages(pixSendMessages);
    const [draft, setDraft] = useState<BankDataDraft>(EMPTY_BANK_DATA);
    const [errors, setErrors] = useState<BankDataErrors>({});
    const { state, validate, orderFor } = useSendDetails({ balance: account.balance, limits, serverErrors });
    useEffect(() => {
        if (serverErrors) setErrors(bankDataErrorsFrom(serverErrors));
    }, [serverErrors]);

    const set = (patch: Partial<BankDataDraft>, field: BankDataField) => {
        setDraft((current) => ({ ...current, ...patch }));
        setErrors((current) => ({ ...current, [field]: undefined }));
    };

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found = validateBankData(draft);
        setErrors(found);
        // Both halves are checked, so every message shows at once.
        const detailsOk = validate();
        if (hasErrors(found) || !detailsOk) return;
        onContinue(orderFor(bankDataView(draft), { bank_data: bankDataBody(draft) }));
    };

    return (
        <Box
            component="form"
            onSubmit={submit}
            noValidate
            aria-label={t('pix_send.bank_data_page.form')}
            sx={{ display: 'grid', gap: 1 }}
        >
            <Typography variant="subtitle1" component="h3">
                {t('pix_send.bank_data_page.account_heading')}
            </Typography>
            <BankDataFields draft={draft} errors={errors} onChange={set} holder="recipient" />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
                {t('pix_send.amount')}
            </Typography>
            <SendDetailsFields state={state} balance={account.balance} limits={limits} allowFavorite />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
                <Button type="submit" variant="contained">
                    {t('pix_send.continue')}
                </Button>
            </Box>
        </Box>
    );
};
