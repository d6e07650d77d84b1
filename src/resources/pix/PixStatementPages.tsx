import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { getUser } from '../../authProvider/session';
import { asLoad } from '../../dataProvider/hooks';
import { useMessages } from '../../i18n';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { FILTER_GROW } from '../../ui/lists/filterGrow';
import { type AccountView, accountLabel, useHolderAccounts } from '../accounts';
import type { TransactionFilter } from './api';
import { pixMessages } from './messages';
import { PixAccountGate } from './PixAccountGate';
import { PixStatement } from './PixStatement';
import { StatementFilters, useStatementFilters } from './StatementFilters';

const accountTag = (account: AccountView) =>
    `conta-${account.agency?.number ?? ''}-${account.number}${account.digit}`;

/** The filters, then the statement once the period is valid. */
const StatementBody = ({
    accountId,
    fileTag,
    scope,
    accounts,
    accountPicker,
}: {
    accountId?: number;
    fileTag: string;
    scope: string;
    accounts: readonly AccountView[];
    accountPicker?: React.ReactNode;
}) => {
    const t = useMessages(pixMessages);
    const filters = useStatementFilters();
    const filter: TransactionFilter = {
        ...filters.period.period,
        account_id: accountId,
        direction: filters.direction === 'all' ? undefined : filters.direction,
    };
    const byId = new Map(accounts.map((a) => [a.id, accountLabel(a)]));
    return (
        <>
            <StatementFilters filters={filters}>{accountPicker}</StatementFilters>
            {filters.period.valid ? (
                <PixStatement
                    key={`${accountId ?? 'all'}:${filter.from}:${filter.to}:${filters.direction}`}
                    filter={filter}
                    fileTag={fileTag}
                    scope={scope}
                    accountName={
                        accountId === undefined
                            ? (row) => (row.account_id ? byId.get(row.account_id) : undefined)
                            : undefined
                    }
                />
            ) : (
                <Typography color="text.secondary">{t('pix.statement.fix_period')}</Typography>
            )}
        </>
    );
};

/** `/pix-extract`: the Pix of the account selected in the Pix area. */
export const PixExtractPage = () => {
    const t = useMessages(pixMessages);
    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('pix.common.statement')} />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('pix.common.statement')}
            </Typography>
            <PixAccountGate>
                {(account) => (
                    <>
                        <Typography color="text.secondary" sx={{ mb: 2 }}>
                            {t('pix.common.account_line', { account: accountLabel(account) })}
                        </Typography>
                        <StatementBody
                            accountId={account.id}
                            fileTag={accountTag(account)}
                            scope={t('pix.common.account_line', { account: accountLabel(account) })}
                            accounts={[account]}
                        />
                    </>
                )}
            </PixAccountGate>
        </Box>
    );
};

const ALL = 'all';

/** `/extrato-pix` ("Movimentações Pix"): the Pix of all the user's accounts, or of the one picked. */
export const PixMovementsPage = () => {
    const t = useMessages(pixMessages);
    const personId = getUser()?.person_id ?? null;
    const accounts = asLoad(useHolderAccounts(personId));
    const [chosen, setChosen] = useState<string>(ALL);
    const list = accounts.status === 'ready' ? accounts.data : [];
    const account = list.find((a) => String(a.id) === chosen);

    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('pix.statement.movements')} />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('pix.statement.movements')}
            </Typography>
            {accounts.status === 'loading' && (
                <Loading label={t('pix.common.loading_accounts')} shape="field" />
            )}
            {accounts.status === 'error' && (
                <LoadFailed what={t('pix.common.your_accounts')} onRetry={accounts.retry} />
            )}
            {accounts.status === 'ready' && list.length === 0 && (
                <Typography color="text.secondary">{t('pix.statement.no_account')}</Typography>
            )}
            {list.length > 0 && (
                <StatementBody
                    accountId={account?.id}
                    fileTag={account ? accountTag(account) : 'todas-as-contas'}
                    scope={
                        account
                            ? t('pix.common.account_line', { account: accountLabel(account) })
                            : t('pix.common.all_accounts')
                    }
                    accounts={list}
                    accountPicker={
                        <TextField
                            select
                            size="small"
                            label={t('pix.common.account')}
                            value={chosen}
                            onChange={(event) => setChosen(event.target.value)}
                            slotProps={{ select: { native: true } }}
                            sx={{ minWidth: 220, ...FILTER_GROW }}
                        >
                            <option value={ALL}>{t('pix.common.all_accounts')}</option>
                            {list.map((a) => (
                                <option key={a.id} value={a.id}>
                                    {accountLabel(a)} · {a.account_type?.name ?? t('pix.common.account')}
                                </option>
                            ))}
                        </TextField>
                    }
                />
            )}
        </Box>
    );
};
