import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { asLoad, useRead } from '../../../dataProvider/hooks';
import type { LaravelPage } from '../../../dataProvider/laravel';
import { formatDocument } from '../../../domain/document';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { accountLabel } from '../../accounts';
import { type FoundAccount, MANUAL_RECHARGES } from './api';
import { rechargeMessages } from './messages';

interface Props {
    label: string;
    value: FoundAccount | null;
    onChange: (account: FoundAccount | null) => void;
    error?: string;
    /** Sub-accounts only (/s-carga-manual). */
    subaccounts?: boolean;
    /** Shows the chosen account's balance (the debited account of a transfer). */
    showBalance?: boolean;
}

/** Staff find one account of this bank by CPF/CNPJ, agency and account, or name, and choose it. */
export const StaffAccountSearch = ({ label, value, onChange, error, subaccounts, showBalance }: Props) => {
    const t = useMessages(rechargeMessages);
    const id = useId();
    const [typed, setTyped] = useState('');
    const [search, setSearch] = useState('');
    const [short, setShort] = useState(false);
    const found = asLoad(
        useRead<LaravelPage<FoundAccount>>(
            MANUAL_RECHARGES,
            'accounts',
            search
                ? { query: { page: 1, per_page: 10, filter: { search, sub: subaccounts ? '1' : undefined } } }
                : null,
        ),
    );
    const describe = (account: FoundAccount) =>
        [
            account.holder ? formatDocument(account.holder.document) : null,
            account.account_type?.name,
            account.subaccount ? t('recharges.search.subaccount') : null,
            account.status !== 'active' ? t('recharges.search.inactive') : null,
        ]
            .filter(Boolean)
            .join(' · ');

    return (
        <Box
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, mb: 1 }}
            aria-describedby={error ? `${id}-error` : undefined}
        >
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 500 }}>
                {label}
            </Typography>
            {value ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Box sx={{ flex: '1 1 240px' }}>
                        <Typography>{`${value.holder?.name ?? ''} · ${accountLabel(value)}`}</Typography>
                        <Typography variant="body2" color="text.secondary">
                            {describe(value)}
                            {showBalance
                                ? ` · ${t('recharges.admin.balance', { amount: formatBRL(value.balance) })}`
                                : ''}
                        </Typography>
                    </Box>
                    <Button size="small" onClick={() => onChange(null)}>
                        {t('recharges.search.change')}
                    </Button>
                </Box>
            ) : (
                <>
                    <Box
                        role="search"
                        aria-label={label}
                        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
                    >
                        <TextField
                            size="small"
                            label={t('recharges.search.label')}
                            helperText={
                                short ? t('recharges.search.too_short') : t('recharges.search.helper')
                            }
                            error={short}
                            value={typed}
                            onChange={(event) => {
                                setTyped(event.target.value);
                                setShort(false);
                            }}
                            onKeyDown={(event) => {
                                if (event.key !== 'Enter') return;
                                event.preventDefault();
                                if (typed.trim().length < 3) setShort(true);
                                else setSearch(typed.trim());
                            }}
                            sx={{ flex: '1 1 280px' }}
                        />
                        <Button
                            variant="outlined"
                            aria-label={t('recharges.search.submit_for', { what: label })}
                            onClick={() =>
                                typed.trim().length < 3 ? setShort(true) : setSearch(typed.trim())
                            }
                        >
                            {t('recharges.search.submit')}
                        </Button>
                    </Box>
                    {search && found.status === 'loading' && (
                        <Loading label={t('recharges.search.searching')} />
                    )}
                    {found.status === 'error' && (
                        <LoadFailed what={t('recharges.search.failed')} onRetry={found.retry} />
                    )}
                    {search && found.status === 'ready' && found.data.data.length === 0 && (
                        <Typography color="text.secondary">{t('recharges.search.none')}</Typography>
                    )}
                    {search && found.status === 'ready' && found.data.data.length > 0 && (
                        <List dense aria-label={t('recharges.search.results')}>
                            {found.data.data.map((account) => (
                                <ListItemButton
                                    key={account.id}
                                    divider
                                    disabled={account.status !== 'active'}
                                    onClick={() => onChange(account)}
                                >
                                    <ListItemText
                                        primary={`${account.holder?.name ?? ''} · ${accountLabel(account)}`}
                                        secondary={describe(account)}
                                    />
                                </ListItemButton>
                            ))}
                        </List>
                    )}
                </>
            )}
            {error && (
                <Typography id={`${id}-error`} role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
                    {error}
                </Typography>
            )}
        </Box>
    );
};
