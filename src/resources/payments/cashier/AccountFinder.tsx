import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { useRead } from '../../../dataProvider/hooks';
import { CASH_TEXTS } from '../../../domain/cashier';
import { detectDocument, isValidDocument } from '../../../domain/document';
import { statusLabel } from '../../../domain/statuses';
import { typeDigits, typeDocument } from '../../../domain/typingMasks';
import { useMessages } from '../../../i18n';
import { BusySubmitButton } from '../../../ui/BusyButton';
import { Loading } from '../../../ui/LoadStates';
import { type CashAccount, cashAccountText } from './api';
import { cashierMessages } from './messages';

type By = 'document' | 'account';
type Errors = Partial<Record<'document' | 'agency' | 'number', string>>;

const ACCOUNT_NUMBER = /^\d{4,8}-?[0-9Xx]$/;

const check = (by: By, fields: { document: string; agency: string; number: string }): Errors => {
    if (by === 'document') {
        const found = detectDocument(fields.document);
        return found && isValidDocument(found.value) ? {} : { document: CASH_TEXTS.documentInvalid };
    }
    return {
        ...(/^\d{4}$/.test(fields.agency) ? {} : { agency: CASH_TEXTS.agencyInvalid }),
        ...(ACCOUNT_NUMBER.test(fields.number.trim()) ? {} : { number: CASH_TEXTS.numberInvalid }),
    };
};

/**
 * The holder's account, by CPF/CNPJ or by agency and account: the cashier sees the holder's name and masked
 * document to confirm against the customer's ID before going on. The search is not kept anywhere.
 */
export const AccountFinder = ({ onChoose }: { onChoose: (account: CashAccount) => void }) => {
    const t = useMessages(cashierMessages);
    const [by, setBy] = useState<By>('document');
    const [fields, setFields] = useState({ document: '', agency: '', number: '' });
    const [errors, setErrors] = useState<Errors>({});
    const [search, setSearch] = useState<Record<string, string> | null>(null);
    const found = useRead<CashAccount[]>(
        'caixa-operacoes',
        'accounts',
        search === null ? null : { query: search, quiet: true },
    );
    const server = found.error ? serverFieldErrors(found.error) : {};
    const shown: Errors = {
        document: errors.document ?? server['filter.document'],
        agency: errors.agency ?? server['filter.agency'],
        number: errors.number ?? server['filter.number'],
    };

    const set = (name: keyof typeof fields, value: string) => {
        setFields((f) => ({ ...f, [name]: value }));
        setErrors((e) => ({ ...e, [name]: undefined }));
        setSearch(null);
    };
    const submit = (event: FormEvent) => {
        event.preventDefault();
        const problems = check(by, fields);
        setErrors(problems);
        if (Object.keys(problems).length > 0) return;
        setSearch(
            by === 'document'
                ? { document: fields.document }
                : { agency: fields.agency, number: fields.number.trim() },
        );
    };

    return (
        <Box component="section" aria-labelledby="cash-find-title">
            <Typography id="cash-find-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('cashier.find.title')}
            </Typography>
            <Box component="form" onSubmit={submit} noValidate>
                <RadioGroup
                    row
                    aria-label={t('cashier.find.by')}
                    value={by}
                    onChange={(event) => {
                        setBy(event.target.value as By);
                        setErrors({});
                        setSearch(null);
                    }}
                >
                    <FormControlLabel
                        value="document"
                        control={<Radio />}
                        label={t('cashier.find.by_document')}
                    />
                    <FormControlLabel
                        value="account"
                        control={<Radio />}
                        label={t('cashier.find.by_account')}
                    />
                </RadioGroup>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                    {by === 'document' ? (
                        <TextField
                            label={t('cashier.find.document')}
                            value={fields.document}
                            onChange={(event) => set('document', typeDocument(event.target.value))}
                            error={!!shown.document}
                            helperText={shown.document ?? ' '}
                            autoComplete="off"
                            sx={{ flex: '1 1 240px' }}
                            autoFocus
                        />
                    ) : (
                        <>
                            <TextField
                                label={t('cashier.find.agency')}
                                value={fields.agency}
                                onChange={(event) => set('agency', typeDigits(event.target.value, 4))}
                                error={!!shown.agency}
                                helperText={shown.agency ?? ' '}
                                inputMode="numeric"
                                autoComplete="off"
                                sx={{ flex: '0 1 120px' }}
                                autoFocus
                            />
                            <TextField
                                label={t('cashier.find.number')}
                                value={fields.number}
                                onChange={(event) =>
                                    set('number', event.target.value.replace(/[^0-9Xx-]/g, '').slice(0, 10))
                                }
                                error={!!shown.number}
                                helperText={shown.number ?? t('cashier.find.number_help')}
                                autoComplete="off"
                                sx={{ flex: '1 1 160px' }}
                            />
                        </>
                    )}
                    <BusySubmitButton busy={found.isFetching} sx={{ mt: 1 }}>
                        {t('cashier.find.search')}
                    </BusySubmitButton>
                </Box>
            </Box>
            {found.isFetching && <Loading label={t('cashier.find.search')} shape="inline" />}
            {found.data && (
                <Box
                    component="ul"
                    aria-label={t('cashier.find.results')}
                    sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
                >
                    {found.data.map((account) => (
                        <Card component="li" variant="outlined" key={account.id}>
                            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                                    {account.holder_name}
                                </Typography>
                                <Typography color="text.secondary">
                                    {`${account.holder_document_masked} · ${cashAccountText(account)}`}
                                </Typography>
                                {account.status === 'active' ? (
                                    <Button
                                        variant="outlined"
                                        sx={{ mt: 1 }}
                                        onClick={() => onChoose(account)}
                                        aria-label={`${t('cashier.find.choose')}: ${account.holder_name}, ${cashAccountText(account)}`}
                                    >
                                        {t('cashier.find.choose')}
                                    </Button>
                                ) : (
                                    <Alert severity="warning" sx={{ mt: 1 }}>
                                        {t('cashier.find.inactive', {
                                            status: statusLabel('entity', account.status).toLowerCase(),
                                        })}
                                    </Alert>
                                )}
                            </CardContent>
                        </Card>
                    ))}
                </Box>
            )}
        </Box>
    );
};
