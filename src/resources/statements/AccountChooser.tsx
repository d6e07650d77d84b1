import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { getUser } from '../../authProvider/session';
import { asLoad } from '../../dataProvider/hooks';
import { formatDocument } from '../../domain/document';
import { useMessages } from '../../i18n';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { FILTER_GROW } from '../../ui/lists/filterGrow';
import { useUrlValues } from '../../ui/lists/useUrlState';
import { type AccountView, accountLabel, isStaff, useHolderAccounts } from '../accounts';
import { statementMessages } from './messages';
import { useAccountSearch } from './useStatement';

/** `own`: the holder's own account; `sub`: one of their sub-accounts; `any`: any account the user may read. */
export type AccountScope = 'own' | 'sub' | 'any';

/** The chosen account is kept in the URL (`conta`), so the detail's "back" and a reload keep it. */
export const useChosenId = () => {
    const [params, update] = useUrlValues();
    const raw = params.get('conta') ?? '';
    const id = /^\d+$/.test(raw) ? Number(raw) : null;
    return [
        id,
        (next: number | null) =>
            update({ conta: next === null ? undefined : String(next), pagina: undefined }),
    ] as const;
};

/** The holder's accounts in a scope: their first account is their own, the later ones their sub-accounts. */
const inScope = (accounts: AccountView[], personId: number | null, scope: AccountScope) => {
    if (scope === 'any') return accounts;
    const [own, ...subaccounts] = accounts
        .filter((a) => a.person_id === personId)
        .sort((a, b) => a.id - b.id);
    return scope === 'own' ? (own ? [own] : []) : subaccounts;
};

/**
 * Who chooses the account: staff who open accounts search any account (number, holder, CPF/CNPJ); a holder
 * picks among their accounts of the scope (their minors' too for `any`). Renders the chosen account's screen.
 */
export const AccountChooser = ({
    scope,
    children,
}: {
    scope: AccountScope;
    children: (accountId: number) => ReactNode;
}) => {
    const user = getUser();
    if (scope === 'any' && isStaff(user)) return <StaffChooser>{children}</StaffChooser>;
    return (
        <HolderChooser scope={scope} personId={user?.person_id ?? null}>
            {children}
        </HolderChooser>
    );
};

const HolderChooser = ({
    scope,
    personId,
    children,
}: {
    scope: AccountScope;
    personId: number | null;
    children: (accountId: number) => ReactNode;
}) => {
    const t = useMessages(statementMessages);
    const accounts = asLoad(useHolderAccounts(personId));
    const [chosen, choose] = useChosenId();
    if (accounts.status === 'loading') return <Loading label={t('statements.page.loading_accounts')} />;
    if (accounts.status === 'error')
        return <LoadFailed what={t('statements.page.accounts_failed')} onRetry={accounts.retry} />;
    const list = inScope(accounts.data, personId, scope);
    if (list.length === 0)
        return (
            <Typography color="text.secondary">
                {scope === 'sub' ? t('statements.page.no_subaccount') : t('statements.page.no_account')}
            </Typography>
        );
    const account = list.find((a) => a.id === chosen) ?? list.find((a) => a.status === 'active') ?? list[0];
    return (
        <>
            {list.length > 1 && (
                <TextField
                    fullWidth={false}
                    select
                    size="small"
                    label={scope === 'sub' ? t('statements.page.subaccount') : t('statements.page.account')}
                    value={account.id}
                    onChange={(event) => choose(Number(event.target.value))}
                    slotProps={{ select: { native: true } }}
                    sx={{ minWidth: 260, mb: 2, ...FILTER_GROW }}
                >
                    {list.map((a) => (
                        <option key={a.id} value={a.id}>
                            {t('statements.page.account_option', {
                                account: accountLabel(a),
                                type:
                                    a.holder && a.person_id !== personId
                                        ? a.holder.name
                                        : (a.account_type?.name ?? ''),
                            })}
                        </option>
                    ))}
                </TextField>
            )}
            {children(account.id)}
        </>
    );
};

const StaffChooser = ({ children }: { children: (accountId: number) => ReactNode }) => {
    const t = useMessages(statementMessages);
    const [chosen, choose] = useChosenId();
    if (chosen !== null)
        return (
            <>
                <Button size="small" onClick={() => choose(null)} sx={{ mb: 1 }}>
                    {t('statements.search_account.change')}
                </Button>
                {children(chosen)}
            </>
        );
    return <AccountSearch onChoose={choose} />;
};

const AccountSearch = ({ onChoose }: { onChoose: (id: number) => void }) => {
    const t = useMessages(statementMessages);
    const [typed, setTyped] = useState('');
    const [search, setSearch] = useState('');
    const found = asLoad(useAccountSearch(search));
    return (
        <Box>
            <Box
                component="form"
                role="search"
                onSubmit={(event) => {
                    event.preventDefault();
                    setSearch(typed);
                }}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}
            >
                <TextField
                    fullWidth={false}
                    size="small"
                    label={t('statements.search_account.label')}
                    helperText={t('statements.search_account.helper')}
                    value={typed}
                    onChange={(event) => setTyped(event.target.value)}
                    sx={{ minWidth: 320, ...FILTER_GROW }}
                />
                <Button type="submit" variant="contained">
                    {t('statements.filters.search')}
                </Button>
            </Box>
            {search.trim().length >= 3 && found.status === 'loading' && (
                <Loading label={t('statements.search_account.searching')} />
            )}
            {found.status === 'error' && (
                <LoadFailed what={t('statements.search_account.failed')} onRetry={found.retry} />
            )}
            {found.status === 'ready' &&
                (found.data.data.length === 0 ? (
                    <Typography color="text.secondary">{t('statements.search_account.none')}</Typography>
                ) : (
                    <List aria-label={t('statements.search_account.results')} dense>
                        {found.data.data.map((account) => (
                            <ListItemButton key={account.id} divider onClick={() => onChoose(account.id)}>
                                <ListItemText
                                    primary={`${accountLabel(account)} · ${account.holder?.name ?? ''}`}
                                    secondary={[
                                        account.holder ? formatDocument(account.holder.document) : null,
                                        account.account_type?.name,
                                    ]
                                        .filter(Boolean)
                                        .join(' · ')}
                                />
                            </ListItemButton>
                        ))}
                    </List>
                ))}
        </Box>
    );
};
