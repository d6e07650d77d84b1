import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { useVerb } from '../../dataProvider/hooks';
import { formatCpf } from '../../domain/cpf';
import { EMPLOYEE_MESSAGES, type EmployeeInput, employeeProblems } from '../../domain/employees';
import { formatMobile, normalizeMobile } from '../../domain/phone';
import { PORTAL_ISPB } from '../../domain/pix';
import { cpfDigits } from '../../domain/signupFields';
import { textOf, useMessages } from '../../i18n';
import { BusySubmitButton } from '../../ui/BusyButton';
import { MoneyField } from '../../ui/MoneyField';
import { useBusy } from '../../ui/useBusy';
import type { PersonInput } from '../accessUsers';
import { EMPTY_PERSON, PersonFields } from '../accessUsers';
import {
    EMPTY_OTHER_BANK,
    OTHER_BANK_FIELDS,
    type OtherBankDraft,
    type OtherBankField,
    OtherBankFields,
    otherBankDraftOf,
    otherBankInputOf,
} from '../linkedAccounts';
import type { EmployeeView, PayrollAccount } from './api';
import { payrollMessages } from './messages';

const text = textOf(payrollMessages);

interface Draft extends OtherBankDraft {
    person: PersonInput;
    salary: number | null;
    kind: 'internal' | 'external' | '';
    /** The CPF's accounts found in this bank (null: not searched yet). */
    accounts: PayrollAccount[] | null;
    account_id: number | null;
}

const EMPTY: Draft = {
    person: EMPTY_PERSON,
    salary: null,
    kind: '',
    accounts: null,
    account_id: null,
    ...EMPTY_OTHER_BANK,
};

const draftOf = (employee: EmployeeView): Draft => {
    const person = {
        name: employee.name,
        cpf: formatCpf(employee.cpf),
        email: employee.email,
        phone: formatMobile(employee.phone),
    };
    const { destination: d } = employee;
    if (d.kind === 'internal')
        return {
            ...EMPTY,
            person,
            salary: employee.salary,
            kind: 'internal',
            accounts: [d],
            account_id: d.account_id,
        };
    return {
        ...EMPTY,
        person,
        salary: employee.salary,
        kind: 'external',
        ...otherBankDraftOf({ ispb: d.bank, name: d.bank_name, compe: null }, d),
    };
};

const inputOf = (draft: Draft): EmployeeInput => ({
    ...draft.person,
    cpf: cpfDigits(draft.person.cpf) || draft.person.cpf,
    phone: normalizeMobile(draft.person.phone) ?? draft.person.phone.replace(/\D/g, ''),
    salary: draft.salary,
    destination:
        draft.kind === 'internal'
            ? { kind: 'internal', account_id: draft.account_id }
            : ({
                  kind: draft.kind,
                  ...otherBankInputOf(draft),
              } as EmployeeInput['destination']),
});

const accountText = (a: PayrollAccount) =>
    text('payroll.form.account_option', {
        type: a.type_name,
        agency: a.agency ?? '—',
        number: a.number,
        digit: a.digit,
        holder: a.holder_name,
    });

interface Props {
    /** Set when changing an employee. */
    employee?: EmployeeView;
    onSaved: (employee: EmployeeView) => void;
    onCancel?: () => void;
}

/** One employee: who, salary and where it is paid; a bad field keeps everything typed and says why. */
export const EmployeeForm = ({ employee, onSaved, onCancel }: Props) => {
    const t = useMessages(payrollMessages);
    const [draft, setDraft] = useState<Draft>(() => (employee ? draftOf(employee) : EMPTY));
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [searching, setSearching] = useState(false);
    const { busy, run } = useBusy();
    const lookup = useVerb<PayrollAccount[]>('funcionarios', 'lookup');
    const create = useVerb<EmployeeView>('funcionarios', 'create');
    const update = useVerb<EmployeeView>('funcionarios', 'update');

    const set = (patch: Partial<Draft>, ...fields: string[]) => {
        setDraft((current) => ({ ...current, ...patch }));
        setErrors((current) => {
            const next = { ...current };
            for (const field of fields) delete next[field];
            return next;
        });
    };
    const field = (name: string, helper = ' ') => ({
        error: !!errors[name],
        helperText: errors[name] ?? helper,
    });
    const bankErrors = Object.fromEntries(
        OTHER_BANK_FIELDS.map((name) => [name, errors[`destination.${name}`]]),
    ) as Partial<Record<OtherBankField, string>>;

    const findAccounts = async () => {
        setSearching(true);
        try {
            const accounts = await lookup.mutateAsync({
                data: { cpf: cpfDigits(draft.person.cpf) },
                quiet: true,
            });
            set(
                { accounts, account_id: accounts.length === 1 ? accounts[0].account_id : null },
                'destination.account_id',
            );
        } catch (failure) {
            const found = serverFieldErrors(failure);
            set({ accounts: [], account_id: null });
            setErrors((current) => ({
                ...current,
                ...(found.cpf ? { 'destination.account_id': found.cpf } : {}),
            }));
        } finally {
            setSearching(false);
        }
    };

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const input = inputOf(draft);
        const found = employeeProblems(input, PORTAL_ISPB);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        void run(async () => {
            try {
                onSaved(
                    employee
                        ? await update.mutateAsync({ id: employee.id, data: input })
                        : await create.mutateAsync({ data: input }),
                );
                if (!employee) setDraft(EMPTY);
            } catch (failure) {
                setErrors(serverFieldErrors(failure));
            }
        });
    };

    return (
        <Box
            component="form"
            noValidate
            onSubmit={submit}
            aria-label={employee ? t('payroll.edit_named', { name: employee.name }) : t('payroll.form.new')}
            sx={{ display: 'grid', gap: 1 }}
        >
            <PersonFields
                value={draft.person}
                errors={errors}
                onChange={(patch) =>
                    set(
                        {
                            person: { ...draft.person, ...patch },
                            ...(patch.cpf !== undefined ? { accounts: null, account_id: null } : {}),
                        },
                        ...Object.keys(patch),
                    )
                }
                hints={{ cpf: ' ', phone: ' ' }}
            />
            <MoneyField
                label={t('payroll.salary')}
                value={draft.salary}
                onChange={(salary) => set({ salary }, 'salary')}
                error={errors.salary}
                help={t('payroll.form.salary_help')}
            />
            <FormControl error={!!errors['destination.kind']}>
                <FormLabel id="employee-destination">{t('payroll.form.destination')}</FormLabel>
                <RadioGroup
                    row
                    aria-labelledby="employee-destination"
                    value={draft.kind}
                    onChange={(e) => set({ kind: e.target.value as Draft['kind'] }, 'destination.kind')}
                >
                    <FormControlLabel
                        value="internal"
                        control={<Radio />}
                        label={t('payroll.form.internal')}
                    />
                    <FormControlLabel
                        value="external"
                        control={<Radio />}
                        label={t('payroll.form.external')}
                    />
                </RadioGroup>
                <FormHelperText>{errors['destination.kind'] ?? ' '}</FormHelperText>
            </FormControl>
            {draft.kind === 'internal' && (
                <Box sx={{ display: 'grid', gap: 1 }}>
                    <Box>
                        <Button
                            variant="outlined"
                            onClick={findAccounts}
                            disabled={searching || !cpfDigits(draft.person.cpf)}
                        >
                            {t(searching ? 'payroll.form.searching' : 'payroll.form.find_accounts')}
                        </Button>
                    </Box>
                    {draft.accounts !== null && draft.accounts.length > 0 ? (
                        <TextField
                            select
                            label={t('payroll.form.account')}
                            value={draft.account_id ?? ''}
                            onChange={(e) =>
                                set({ account_id: Number(e.target.value) }, 'destination.account_id')
                            }
                            {...field('destination.account_id')}
                            fullWidth
                        >
                            {draft.accounts.map((account) => (
                                <MenuItem key={account.account_id} value={account.account_id}>
                                    {accountText(account)}
                                </MenuItem>
                            ))}
                        </TextField>
                    ) : (
                        <FormHelperText error={!!errors['destination.account_id']}>
                            {errors['destination.account_id'] ??
                                (draft.accounts === null
                                    ? t('payroll.form.find_help')
                                    : EMPLOYEE_MESSAGES.accountNotFound)}
                        </FormHelperText>
                    )}
                </Box>
            )}
            {draft.kind === 'external' && (
                <Box sx={{ display: 'grid', gap: 1 }}>
                    <OtherBankFields
                        draft={draft}
                        errors={bankErrors}
                        onChange={(patch, name) => set(patch, `destination.${name}`)}
                        columns={{ xs: '1fr 5.5rem', sm: '8rem 5.5rem 1fr 5.5rem' }}
                    />
                </Box>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
                {onCancel && (
                    <Button onClick={onCancel} disabled={busy}>
                        {t('payroll.cancel')}
                    </Button>
                )}
                <BusySubmitButton busy={busy}>
                    {t(employee ? 'payroll.form.save' : 'payroll.form.create')}
                </BusySubmitButton>
            </Box>
        </Box>
    );
};
