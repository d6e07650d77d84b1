import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import type { AccountType } from '../../contract/accounts';
import { ACCOUNT_TYPE_CODES, ACCOUNT_TYPE_LABELS } from '../../domain/accountTypes';
import { formatBRL } from '../../domain/money';

export const codeChoices = ACCOUNT_TYPE_CODES.map((code) => ({ id: code, name: ACCOUNT_TYPE_LABELS[code] }));

export const CodeField = () => {
    const record = useRecordContext<AccountType>();
    return record ? (ACCOUNT_TYPE_LABELS[record.code] ?? record.code) : null;
};

export const feeText = (fee: number) => (fee === 0 ? 'Isento' : formatBRL(fee));

export const FeeField = () => {
    const record = useRecordContext<AccountType>();
    return record ? feeText(record.monthly_fee) : null;
};

export const ActiveField = () => {
    const record = useRecordContext<AccountType>();
    if (!record) return null;
    return record.active ? (
        <Chip size="small" color="success" variant="outlined" label="Ativo" />
    ) : (
        <Chip size="small" variant="outlined" label="Inativo" />
    );
};
