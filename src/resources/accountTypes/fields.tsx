import { useRecordContext } from 'react-admin';
import type { AccountType } from '../../contract/accounts';
import { ACCOUNT_TYPE_CODES } from '../../domain/accountTypes';
import { formatBRL } from '../../domain/money';
import { useAccountTypeLabel, useMessages } from '../../i18n';
import { StatusChip } from '../../ui/StatusChip';
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
    const record = useRecordContext<AccountType>();
    return record ? <StatusChip vocabulary="entity" value={record.active ? 'active' : 'inactive'} /> : null;
};
