import Box from '@mui/material/Box';
import { formatDate } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import {
    validateConfirmations,
    validateContact,
    validateCredentials,
    validateIncome,
    validateNaturalIdentity,
} from '../../domain/signup';
import { typeCpf } from '../../domain/typingMasks';
import { textOf, useMessages } from '../../i18n';
import { runChecks } from './api';
import type { RegistrationCalls } from './calls';
import { registrationMessages } from './messages';
import type { AgencyDraft } from './steps/AgencyField';
import { type AddressDraft, addressPayload, EMPTY_ADDRESS } from './steps/address';
import { ConfirmedContact } from './steps/ConfirmedContact';
import { addressStep, agencyStep } from './steps/commonSteps';
import { tokenFor, type Verified } from './steps/contact';
import { PasswordFields } from './steps/PasswordFields';
import { cellphoneServerProblem, checkContact, emailServerProblem } from './steps/serverChecks';
import { cpfOf, emailOf, isoOf, mobileOf } from './typedValues';
import { DateItem, MoneyItem, TextItem } from './wizard/fields';
import type { RegistrationMode, WizardStep } from './wizard/types';

export interface PersonDraft extends AgencyDraft {
    name: string;
    cpf: string;
    /** dd/MM/yyyy as typed. */
    birth_date: string;
    mother_name: string;
    email: string;
    email_token: Verified | null;
    cellphone: string;
    cellphone_token: Verified | null;
    /** Cents. */
    monthly_income: number | null;
    address: AddressDraft;
    password: string;
    password_confirmation: string;
}

export const EMPTY_PERSON: PersonDraft = {
    name: '',
    cpf: '',
    birth_date: '',
    mother_name: '',
    email: '',
    email_token: null,
    cellphone: '',
    cellphone_token: null,
    monthly_income: null,
    address: EMPTY_ADDRESS,
    agency_id: '',
    agency_label: '',
    password: '',
    password_confirmation: '',
};

export const PERSON_SECRETS = ['password', 'password_confirmation'] as const;

/** The body of access/signup/cpf (public) or access/backoffice/register/cpf (staff), from the typed draft. */
export const personPayload = (d: PersonDraft, mode: RegistrationMode, termsVersion = '') => ({
    name: d.name.trim(),
    cpf: cpfOf(d.cpf),
    birth_date: isoOf(d.birth_date),
    mother_name: d.mother_name.trim(),
    email: emailOf(d.email),
    cellphone: mobileOf(d.cellphone),
    monthly_income: d.monthly_income,
    address: addressPayload(d.address),
    agency_id: Number(d.agency_id),
    ...(mode === 'public'
        ? {
              email_token: tokenFor('email', d.email, d.email_token),
              cellphone_token: tokenFor('cellphone', d.cellphone, d.cellphone_token),
              terms_version: termsVersion,
              password: d.password,
              password_confirmation: d.password_confirmation,
          }
        : {}),
});

const text = textOf(registrationMessages);

const Identification = () => {
    const t = useMessages(registrationMessages);
    return (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextItem name="name" label={t('registration.fields.full_name')} autoComplete="name" />
            <TextItem name="cpf" label="CPF" mask={typeCpf} inputMode="numeric" />
            <DateItem name="birth_date" label={t('registration.fields.birth_date')} />
            <TextItem name="mother_name" label={t('registration.person.mother_name')} />
        </Box>
    );
};

const Contact = () => {
    const t = useMessages(registrationMessages);
    return (
        <Box sx={{ display: 'grid', gap: 1 }}>
            <ConfirmedContact
                channel="email"
                name="email"
                tokenName="email_token"
                label={t('registration.fields.email')}
                precheck={(calls, typed) => emailServerProblem(calls, typed, true)}
            />
            <ConfirmedContact
                channel="cellphone"
                name="cellphone"
                tokenName="cellphone_token"
                label={t('registration.fields.cellphone')}
                precheck={cellphoneServerProblem}
            />
        </Box>
    );
};

const Income = () => {
    const t = useMessages(registrationMessages);
    return (
        <MoneyItem
            name="monthly_income"
            label={t('registration.person.monthly_income')}
            help={t('registration.person.income_help')}
        />
    );
};

const Password = () => {
    const t = useMessages(registrationMessages);
    return (
        <PasswordFields
            name="password"
            label={t('registration.person.password')}
            confirm
            help={t('registration.person.password_help')}
        />
    );
};

export const personSteps = (mode: RegistrationMode): WizardStep<PersonDraft>[] => {
    const payload = (d: PersonDraft) => personPayload(d, mode);
    const steps: WizardStep<PersonDraft>[] = [
        {
            id: 'identificacao',
            label: text('registration.person.steps.identification'),
            fields: ['name', 'cpf', 'birth_date', 'mother_name'],
            validate: (d) => validateNaturalIdentity(payload(d)),
            check: (d, _apply, calls) => runChecks([['cpf', () => calls.checkUnique('cpf', cpfOf(d.cpf))]]),
            Body: Identification,
            review: (d) => [
                [text('registration.review.name'), d.name],
                ['CPF', d.cpf],
                [text('registration.review.birth'), formatDate(isoOf(d.birth_date))],
                [text('registration.person.mother_name'), d.mother_name],
            ],
        },
        {
            id: 'contato',
            label: text('registration.person.steps.contact'),
            fields: ['email', 'cellphone', 'email_token', 'cellphone_token'],
            validate: (d) => {
                const errors = validateContact(payload(d));
                return mode === 'staff' || Object.keys(errors).length > 0
                    ? errors
                    : validateConfirmations(payload(d));
            },
            // The public confirmed both by code, after the same checks.
            check: mode === 'staff' ? (d, _apply, calls) => checkContact(calls, d, '', true) : undefined,
            Body: Contact,
            review: (d) => [
                [text('registration.fields.email'), d.email],
                [text('registration.fields.cellphone'), d.cellphone],
            ],
        },
        addressStep<PersonDraft>(),
        {
            id: 'renda',
            label: text('registration.person.steps.income'),
            fields: ['monthly_income'],
            validate: (d) => validateIncome(payload(d)),
            Body: Income,
            review: (d) => [
                [
                    text('registration.person.monthly_income'),
                    d.monthly_income === null ? '' : formatBRL(d.monthly_income),
                ],
            ],
        },
        agencyStep<PersonDraft>(),
    ];
    if (mode === 'public') {
        steps.push({
            id: 'senha',
            label: text('registration.person.steps.password'),
            fields: ['password', 'password_confirmation'],
            validate: (d) => validateCredentials(d, cpfOf(d.cpf)),
            Body: Password,
            review: () => [],
        });
    }
    return steps;
};

export const submitPerson =
    (mode: RegistrationMode) => (d: PersonDraft, termsVersion: string, calls: RegistrationCalls) =>
        calls.register(mode, 'cpf', personPayload(d, mode, termsVersion));
