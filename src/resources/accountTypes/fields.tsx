import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import type { AccountType } from '../../contract/accounts';
import { ACCOUNT_TYPE_CODES } from '../../domain/accountTypes';
import { formatBRL } from '../../domain/money';
import { useAccountTypeLabel, useMessages } from '../../i18n';
import { accountTypeMessages } from './messages';

export const useCodeChoices = () => {
    const label = useAccountTypeLabel();
    return ACCOUNT_TYPE_CODES.map((code) => ({ id: code, name: label(code) }));
};

export const CodeField = () => {
    const label = useAccountTypeLabel();
    const record = useRecordContext<AccountType>();
    return record ? label(record.code) : null;
};

export const useFeeText = () => {
    const t = useMessages(accountTypeMessages);
    return (fee: number) => (fee === 0 ? t('resources.tipos-contas.fee_free') : formatBRL(fee));
};

export const FeeField = () => {
    const feeText = useFeeText();
    const record = useRecordContext<AccountType>();
    return record ? feeText(record.monthly_fee) : null;
};

export const ActiveField = () => {
    const t = useMessages(accountTypeMessages);
    const record = useRecordContext<AccountType>();
    if (!record) return null;
    return record.active ? (
        <Chip
            size="small"
            color="success"
            variant="outlined"
            label={t('resources.tipos-contas.status.active')}
        />
    ) : (
        <Chip size="small" variant="outlined" label={t('resources.tipos-contas.status.inactive')} />
    );
};
