import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import {
    BooleanInput,
    CreateBase,
    EditBase,
    SaveButton,
    SelectInput,
    SimpleForm,
    TextInput,
    Title,
    Toolbar,
    useDataProvider,
    useEditContext,
    useGetList,
    useInput,
    useRecordContext,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { FavoredCategory } from '../../../contract/payees';
import type { BankDataProvider } from '../../../dataProvider';
import { toFormErrors } from '../../../dataProvider/laravel';
import { formatDocument } from '../../../domain/document';
import { typeCheckDigit } from '../../../domain/linkedAccounts';
import {
    BANK_ACCOUNT_KIND_LABELS,
    BANK_ACCOUNT_KINDS,
    FAVORED_MESSAGES,
    favoredProblems,
    OTHER_BANK_ACCOUNT_MAX,
} from '../../../domain/payees';
import { PORTAL_ISPB } from '../../../domain/pix';
import { typeDigits, typeDocument } from '../../../domain/typingMasks';
import { isHttpError } from '../../../http/HttpError';
import { useMessages } from '../../../i18n';
import { FormSection, span } from '../../../ui/FormSection';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { type Participant, ParticipantPicker } from '../../pix';
import type { FavoredView } from './api';
import { payeeMessages } from './messages';

const isOwnBank = (values: Record<string, unknown>) => values.bank_ispb === PORTAL_ISPB;

/** The rules the bank applies, checked before sending; the bank's own answers (a duplicate) land on the fields too. */
const validate = (values: Record<string, unknown>) =>
    toFormErrors(
        Object.fromEntries(
            Object.entries(favoredProblems(values, isOwnBank(values))).map(([field, message]) => [
                field,
                [message as string],
            ]),
        ),
    );

/** Unformatted as the bank takes it: digits and the alphanumeric CNPJ's letters, upper-cased. */
const documentValue = (text: string) =>
    text
        .replace(/[^0-9a-z]/gi, '')
        .toUpperCase()
        .slice(0, 14);

const masked = (mask: (text: string) => string) => (value: unknown) => mask(String(value ?? ''));

/** A form error as react-admin keeps it: the message, or `{ message, args }`. */
const errorText = (raw: unknown) =>
    typeof raw === 'string' ? raw : ((raw as { message?: string } | undefined)?.message ?? undefined);

/** The bank, searched by name or COMPE code; the form keeps its ISPB (`bank_ispb`). */
const BankInput = () => {
    const { field, fieldState } = useInput({ source: 'bank_ispb' });
    const record = useRecordContext<FavoredView>();
    const [chosen, setChosen] = useState<Participant | null>(() =>
        record
            ? {
                  ispb: record.bank_ispb,
                  name: record.bank_name,
                  short_name: record.bank_name,
                  compe: record.bank_code || null,
                  type: 'DRCT',
              }
            : null,
    );
    return (
        <Box sx={span(6)}>
            <ParticipantPicker
                value={chosen}
                onChange={(participant) => {
                    setChosen(participant);
                    field.onChange(participant?.ispb ?? '');
                }}
                error={errorText(fieldState.error?.message)}
            />
        </Box>
    );
};

/**
 * An account of this bank: its holder is looked up once agency, account and digit are complete, and fills
 * the name and the document (the bank stores those of the account's holder whatever is typed).
 */
const OwnBankHolder = () => {
    const t = useMessages(payeeMessages);
    const dataProvider = useDataProvider<BankDataProvider>();
    const { setValue } = useFormContext();
    const [bank_ispb, agency, account, account_digit] = useWatch({
        name: ['bank_ispb', 'agency', 'account', 'account_digit'],
    }) as string[];
    const [state, setState] = useState<{ found?: { name: string; document: string }; problem?: string }>({});
    const own = bank_ispb === PORTAL_ISPB;
    const rules = favoredProblems(
        { bank_ispb, agency, account, account_digit, account_kind: 'checking' },
        true,
    );
    const complete = own && !rules.agency && !rules.account && !rules.account_digit;
    useEffect(() => {
        setState({});
        if (!complete) return;
        const controller = new AbortController();
        dataProvider
            .verb<{ name: string; document: string }>('favorecidos', 'lookup', {
                data: { agency, account, account_digit },
                quiet: true,
                signal: controller.signal,
            })
            .then(
                ({ data }) => {
                    setState({ found: data });
                    setValue('name', data.name, { shouldDirty: true });
                    setValue('document', data.document, { shouldDirty: true });
                },
                (error: unknown) => {
                    if (controller.signal.aborted) return;
                    const errors = isHttpError(error)
                        ? (error.body as { errors?: Record<string, string[]> } | null)?.errors
                        : undefined;
                    setState({ problem: Object.values(errors ?? {})[0]?.[0] ?? FAVORED_MESSAGES.notFound });
                },
            );
        return () => controller.abort();
    }, [complete, agency, account, account_digit, dataProvider, setValue]);
    if (!own) return null;
    return (
        <Box sx={{ ...span(6), mb: 1 }} aria-live="polite">
            {state.found ? (
                <Alert severity="success">
                    {t('payees.form.found', {
                        name: state.found.name,
                        document: formatDocument(state.found.document),
                    })}
                </Alert>
            ) : state.problem ? (
                <Alert severity="warning">{state.problem}</Alert>
            ) : (
                <Alert severity="info">{t('payees.form.own_bank')}</Alert>
            )}
        </Box>
    );
};

const WhoFields = () => {
    const t = useMessages(payeeMessages);
    const own = useWatch({ name: 'bank_ispb' }) === PORTAL_ISPB;
    return (
        <FormSection title={t('payees.form.who')}>
            <TextInput
                source="name"
                label={t('payees.form.name')}
                disabled={own}
                slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 80 } }}
                sx={span(4)}
            />
            <TextInput
                source="document"
                label={t('payees.form.document')}
                disabled={own}
                format={masked(typeDocument)}
                parse={documentValue}
                helperText={t('payees.form.document_help')}
                slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters' } }}
                sx={span(2)}
            />
        </FormSection>
    );
};

const KIND_CHOICES = BANK_ACCOUNT_KINDS.map((id) => ({ id, name: BANK_ACCOUNT_KIND_LABELS[id] }));

const PayeeForm = () => {
    const t = useMessages(payeeMessages);
    const { data: categories = [] } = useGetList<FavoredCategory>('categorias-favorecidos', {
        pagination: { page: 1, perPage: 50 },
    });
    return (
        <SimpleForm
            validate={validate}
            defaultValues={{ account_kind: 'checking', agency_digit: '', favorite: false, category_id: null }}
            sx={{ maxWidth: 880 }}
            toolbar={
                // Enabled from the start: a click on an empty form says what each field needs.
                <Toolbar>
                    <SaveButton alwaysEnable />
                </Toolbar>
            }
        >
            <FormSection title={t('payees.form.where')}>
                <BankInput />
                <OwnBankHolder />
                <TextInput
                    source="agency"
                    label={t('payees.form.agency')}
                    parse={(v: string) => typeDigits(v, 4)}
                    helperText={t('payees.form.agency_help')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                    sx={span(2)}
                />
                <TextInput
                    source="agency_digit"
                    label={t('payees.form.agency_digit')}
                    parse={typeCheckDigit}
                    helperText={t('payees.form.agency_digit_help')}
                    slotProps={{ htmlInput: { autoComplete: 'off' } }}
                    sx={span(2)}
                />
                <SelectInput
                    source="account_kind"
                    label={t('payees.form.account_kind')}
                    choices={KIND_CHOICES}
                    sx={span(2)}
                />
                <TextInput
                    source="account"
                    label={t('payees.form.account')}
                    parse={(v: string) => typeDigits(v, OTHER_BANK_ACCOUNT_MAX)}
                    helperText={t('payees.form.account_help')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                    sx={span(4)}
                />
                <TextInput
                    source="account_digit"
                    label={t('payees.form.account_digit')}
                    parse={typeCheckDigit}
                    slotProps={{ htmlInput: { autoComplete: 'off' } }}
                    sx={span(2)}
                />
            </FormSection>
            <WhoFields />
            <FormSection title={t('payees.form.more')}>
                <SelectInput
                    source="category_id"
                    label={t('payees.form.category')}
                    choices={categories}
                    emptyText={t('payees.form.no_category')}
                    parse={(value: unknown) => (value === '' || value == null ? null : Number(value))}
                    format={(value: unknown) => (value == null ? '' : value)}
                    sx={span(2)}
                />
                <TextInput
                    source="nickname"
                    label={t('payees.form.nickname')}
                    helperText={t('payees.form.nickname_help')}
                    slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 40 } }}
                    sx={span(2)}
                />
                <TextInput
                    source="email"
                    type="email"
                    label={t('payees.form.email')}
                    helperText={t('payees.form.email_help')}
                    slotProps={{ htmlInput: { autoComplete: 'off' } }}
                    sx={span(2)}
                />
                <BooleanInput source="favorite" label={t('payees.form.favorite')} sx={span(6)} />
            </FormSection>
        </SimpleForm>
    );
};

const toList = () => '/favorecidos';

const EditForm = () => {
    const t = useMessages(payeeMessages);
    const { record, isPending, error, refetch } = useEditContext<FavoredView>();
    if (isPending) return <Loading label={t('payees.form.loading')} />;
    if (error || !record)
        return <LoadFailed what={t('payees.form.load_failed')} onRetry={() => void refetch()} />;
    return <PayeeForm />;
};

/** Cadastro de favorecido (`/cadastro-favorecido`; `?id=` changes one): the bank's 422 lands on each field. */
export const FavoredFormPage = () => {
    const t = useMessages(payeeMessages);
    const [params] = useSearchParams();
    const id = params.get('id');
    const title = t(id ? 'payees.form.title_edit' : 'payees.form.title_create');
    return (
        <Box sx={{ py: 2 }}>
            <Title title={title} />
            <Button component={RouterLink} to="/favorecidos" size="small" sx={{ mb: 1 }}>
                {t('payees.form.back')}
            </Button>
            {id && /^\d+$/.test(id) ? (
                <EditBase resource="favorecidos" id={Number(id)} mutationMode="pessimistic" redirect={toList}>
                    <EditForm />
                </EditBase>
            ) : (
                <CreateBase resource="favorecidos" redirect={toList}>
                    <PayeeForm />
                </CreateBase>
            )}
        </Box>
    );
};
