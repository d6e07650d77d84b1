import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { formatDate } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { formatPercent, percentToBp } from '../../domain/percent';
import {
    COMPANY_KINDS,
    companyKindOf,
    validateAttorney,
    validateCompany,
    validateConfirmations,
    validateCredentials,
    validatePartners,
    validateRepresentative,
    validateRepresentativeRole,
} from '../../domain/signup';
import { typeCpf, typeMobile, typePhone } from '../../domain/typingMasks';
import { textOf, useMessages } from '../../i18n';
import { runChecks } from './api';
import type { RegistrationCalls } from './calls';
import { typeCnpj } from './masks';
import { registrationMessages } from './messages';
import { AddressFields } from './steps/AddressFields';
import type { AgencyDraft } from './steps/AgencyField';
import { type AddressDraft, addressPayload, addressReview, EMPTY_ADDRESS } from './steps/address';
import { ConfirmedContact } from './steps/ConfirmedContact';
import { agencyStep } from './steps/commonSteps';
import { tokenFor, type Verified } from './steps/contact';
import { type PartnerDraft, PartnersFields } from './steps/PartnersFields';
import { PasswordFields } from './steps/PasswordFields';
import { cellphoneServerProblem, checkContact, emailServerProblem } from './steps/serverChecks';
import { cnpjOf, cpfOf, emailOf, isoOf, mobileOf } from './typedValues';
import { useWizard } from './wizard/context';
import { DateItem, EmailItem, MoneyItem, SelectItem, SwitchItem, TextItem } from './wizard/fields';
import type { Errors } from './wizard/paths';
import type { RegistrationMode, WizardStep } from './wizard/types';

const text = textOf(registrationMessages);

interface PersonFields {
    name: string;
    cpf: string;
    /** dd/MM/yyyy as typed. */
    birth_date: string;
    email: string;
    cellphone: string;
}

export interface CompanyDraft extends AgencyDraft {
    company: {
        cnpj: string;
        name: string;
        trade_name: string;
        company_kind: string;
        founded_on: string;
        monthly_revenue: number | null;
        email: string;
        phone: string;
        address: AddressDraft;
    };
    representative: PersonFields;
    email_token: Verified | null;
    cellphone_token: Verified | null;
    partners: PartnerDraft[];
    has_attorney: boolean;
    attorney: { name: string; cpf: string; email: string; phone: string; valid_until: string };
    password: string;
    password_confirmation: string;
}

export const emptyCompany = (companyKind = ''): CompanyDraft => ({
    company: {
        cnpj: '',
        name: '',
        trade_name: '',
        company_kind: companyKind,
        founded_on: '',
        monthly_revenue: null,
        email: '',
        phone: '',
        address: EMPTY_ADDRESS,
    },
    representative: { name: '', cpf: '', birth_date: '', email: '', cellphone: '' },
    email_token: null,
    cellphone_token: null,
    partners: [],
    has_attorney: false,
    attorney: { name: '', cpf: '', email: '', phone: '', valid_until: '' },
    agency_id: '',
    agency_label: '',
    password: '',
    password_confirmation: '',
});

export const COMPANY_SECRETS = ['password', 'password_confirmation'] as const;

/** Single-owner natures (MEI...): the representative is the one partner, with 100 %. */
const ownerAsPartner = (r: PersonFields) => [
    {
        name: r.name.trim(),
        cpf: cpfOf(r.cpf),
        birth_date: isoOf(r.birth_date),
        email: emailOf(r.email),
        phone: mobileOf(r.cellphone),
        share_bp: 10000,
        administrator: true,
    },
];

/** The body of access/signup/cnpj or access/backoffice/register/cnpj, from the typed draft. */
export const companyPayload = (
    d: CompanyDraft,
    mode: RegistrationMode,
    owner: boolean,
    termsVersion = '',
) => {
    const { company: c, representative: r, attorney: a } = d;
    return {
        company: {
            name: c.name.trim(),
            trade_name: c.trade_name.trim(),
            cnpj: cnpjOf(c.cnpj),
            company_kind: c.company_kind,
            founded_on: isoOf(c.founded_on),
            monthly_revenue: c.monthly_revenue,
            email: emailOf(c.email),
            phone: mobileOf(c.phone),
            address: addressPayload(c.address),
        },
        representative: {
            name: r.name.trim(),
            cpf: cpfOf(r.cpf),
            birth_date: isoOf(r.birth_date),
            email: emailOf(r.email),
            cellphone: mobileOf(r.cellphone),
        },
        partners: owner
            ? ownerAsPartner(r)
            : d.partners.map((p) => ({
                  name: p.name.trim(),
                  cpf: cpfOf(p.cpf),
                  birth_date: isoOf(p.birth_date),
                  email: emailOf(p.email),
                  phone: mobileOf(p.phone),
                  share_bp: percentToBp(p.share_bp),
                  administrator: p.administrator,
              })),
        ...(d.has_attorney
            ? {
                  attorney: {
                      name: a.name.trim(),
                      cpf: cpfOf(a.cpf),
                      email: emailOf(a.email),
                      phone: mobileOf(a.phone),
                      valid_until: isoOf(a.valid_until),
                  },
              }
            : {}),
        agency_id: Number(d.agency_id),
        ...(mode === 'public'
            ? {
                  email_token: tokenFor('email', r.email, d.email_token),
                  cellphone_token: tokenFor('cellphone', r.cellphone, d.cellphone_token),
                  terms_version: termsVersion,
                  password: d.password,
                  password_confirmation: d.password_confirmation,
              }
            : {}),
    };
};

const KIND_OPTIONS = COMPANY_KINDS.map((kind) => ({ value: kind.code, label: kind.label }));

const CompanyFields = ({ fixedKind }: { fixedKind: boolean }) => {
    const t = useMessages(registrationMessages);
    const { draft } = useWizard<CompanyDraft>();
    const kind = draft.company.company_kind;
    return (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextItem
                name="company.cnpj"
                label="CNPJ"
                mask={typeCnpj}
                help={t('registration.company.cnpj_help')}
            />
            <TextItem
                name="company.name"
                label={t('registration.company.name')}
                autoComplete="organization"
            />
            <TextItem name="company.trade_name" label={t('registration.company.trade_name')} />
            {fixedKind ? (
                <TextField
                    label={t('registration.company.kind')}
                    value={companyKindOf(kind)?.label ?? kind}
                    disabled
                    fullWidth
                    margin="dense"
                    helperText=" "
                />
            ) : (
                <SelectItem
                    name="company.company_kind"
                    label={t('registration.company.kind')}
                    options={KIND_OPTIONS}
                />
            )}
            <DateItem name="company.founded_on" label={t('registration.company.founded_on')} />
            <MoneyItem name="company.monthly_revenue" label={t('registration.company.monthly_revenue')} />
            <EmailItem name="company.email" label={t('registration.company.email')} />
            <TextItem
                name="company.phone"
                label={t('registration.company.phone')}
                mask={typePhone}
                type="tel"
                inputMode="tel"
            />
        </Box>
    );
};

const RepresentativeFields = () => {
    const t = useMessages(registrationMessages);
    return (
        <Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
                <TextItem
                    name="representative.name"
                    label={t('registration.fields.full_name')}
                    autoComplete="name"
                />
                <TextItem name="representative.cpf" label="CPF" mask={typeCpf} inputMode="numeric" />
                <DateItem name="representative.birth_date" label={t('registration.fields.birth_date')} />
            </Box>
            <ConfirmedContact
                channel="email"
                name="representative.email"
                tokenName="email_token"
                label={t('registration.fields.email')}
                precheck={(calls, typed) => emailServerProblem(calls, typed, true)}
            />
            <ConfirmedContact
                channel="cellphone"
                name="representative.cellphone"
                tokenName="cellphone_token"
                label={t('registration.fields.cellphone')}
                precheck={cellphoneServerProblem}
            />
        </Box>
    );
};

const AttorneyFields = () => {
    const t = useMessages(registrationMessages);
    const { draft } = useWizard<CompanyDraft>();
    return (
        <Box>
            <SwitchItem name="has_attorney" label={t('registration.company.has_attorney')} />
            {draft.has_attorney && (
                <Box
                    sx={{
                        display: 'grid',
                        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                        columnGap: 2,
                        mt: 1,
                    }}
                >
                    <TextItem name="attorney.name" label={t('registration.company.attorney_name')} />
                    <TextItem
                        name="attorney.cpf"
                        label={t('registration.company.attorney_cpf')}
                        mask={typeCpf}
                        inputMode="numeric"
                    />
                    <EmailItem name="attorney.email" label={t('registration.company.attorney_email')} />
                    <TextItem
                        name="attorney.phone"
                        label={t('registration.company.attorney_phone')}
                        mask={typeMobile}
                        type="tel"
                    />
                    <DateItem
                        name="attorney.valid_until"
                        label={t('registration.company.attorney_valid_until')}
                    />
                </Box>
            )}
        </Box>
    );
};

const Password = () => {
    const t = useMessages(registrationMessages);
    return (
        <PasswordFields
            name="password"
            label={t('registration.company.password')}
            confirm
            help={t('registration.company.password_help')}
        />
    );
};

const personReview = (p: PersonFields): [string, string][] => [
    [text('registration.review.name'), p.name],
    ['CPF', p.cpf],
    [text('registration.review.birth'), formatDate(isoOf(p.birth_date))],
    [text('registration.fields.email'), p.email],
    [text('registration.fields.cellphone'), p.cellphone],
];

/**
 * The legal-person steps. `owner`: a single-owner preset (the MEI of /registro-empreendedor): the nature is
 * fixed, the representative is the one partner with 100 % and there is no partners or attorney step.
 */
export const companySteps = (mode: RegistrationMode, owner: boolean): WizardStep<CompanyDraft>[] => {
    const payload = (d: CompanyDraft) => companyPayload(d, mode, owner);
    const ownerLabel = owner
        ? text('registration.company.steps.holder')
        : text('registration.company.steps.representative');
    const steps: WizardStep<CompanyDraft>[] = [
        {
            id: 'empresa',
            label: text('registration.company.steps.company'),
            fields: [
                'company.cnpj',
                'company.name',
                'company.trade_name',
                'company.company_kind',
                'company.founded_on',
                'company.monthly_revenue',
                'company.email',
                'company.phone',
            ],
            validate: (d) => {
                const errors = validateCompany(payload(d).company);
                return Object.fromEntries(
                    Object.entries(errors).filter(([key]) => !key.startsWith('company.address')),
                );
            },
            check: (d, _apply, calls) =>
                runChecks([['company.cnpj', () => calls.checkUnique('cnpj', cnpjOf(d.company.cnpj))]]),
            Body: () => <CompanyFields fixedKind={owner} />,
            review: (d) => [
                ['CNPJ', d.company.cnpj],
                [text('registration.company.name'), d.company.name],
                [text('registration.company.trade_name'), d.company.trade_name],
                [
                    text('registration.company.kind'),
                    companyKindOf(d.company.company_kind)?.label ?? d.company.company_kind,
                ],
                [text('registration.company.founded_on'), formatDate(isoOf(d.company.founded_on))],
                [
                    text('registration.company.monthly_revenue'),
                    d.company.monthly_revenue === null ? '' : formatBRL(d.company.monthly_revenue),
                ],
                [text('registration.fields.email'), d.company.email],
                [text('registration.company.phone_review'), d.company.phone],
            ],
        },
        {
            id: 'endereco',
            label: text('registration.address.step'),
            fields: ['company.address'],
            validate: (d) => {
                const errors = validateCompany(payload(d).company);
                return Object.fromEntries(
                    Object.entries(errors).filter(([key]) => key.startsWith('company.address')),
                );
            },
            Body: () => <AddressFields base="company.address" />,
            review: (d) => addressReview(d.company.address),
        },
        {
            id: 'representante',
            label: ownerLabel,
            fields: ['representative', 'email_token', 'cellphone_token'],
            validate: (d) => {
                const errors = validateRepresentative(payload(d).representative);
                return mode === 'staff' || Object.keys(errors).length > 0
                    ? errors
                    : validateConfirmations(payload(d));
            },
            check:
                mode === 'staff'
                    ? (d, _apply, calls) => checkContact(calls, d.representative, 'representative.', true)
                    : undefined,
            Body: RepresentativeFields,
            review: (d) => personReview(d.representative),
        },
    ];
    if (!owner) {
        steps.push(
            {
                id: 'socios',
                label: text('registration.company.steps.partners'),
                fields: ['partners'],
                validate: (d) => validatePartners(payload(d).partners, d.company.company_kind),
                Body: PartnersFields,
                review: (d) =>
                    d.partners.map((p, i) => [
                        text('registration.company.review_partner', { number: i + 1 }),
                        text(
                            p.administrator
                                ? 'registration.company.review_partner_value_administrator'
                                : 'registration.company.review_partner_value',
                            { name: p.name, cpf: p.cpf, share: formatPercent(percentToBp(p.share_bp) ?? 0) },
                        ),
                    ]),
            },
            {
                id: 'procurador',
                label: text('registration.company.steps.attorney'),
                fields: ['attorney', 'has_attorney'],
                validate: (d): Errors => {
                    const p = payload(d);
                    const errors = validateAttorney(p.attorney);
                    return Object.keys(errors).length > 0 ? errors : validateRepresentativeRole(p);
                },
                Body: AttorneyFields,
                review: (d) =>
                    d.has_attorney
                        ? [
                              [
                                  text('registration.company.steps.attorney'),
                                  text('registration.company.review_attorney_value', {
                                      name: d.attorney.name,
                                      cpf: d.attorney.cpf,
                                  }),
                              ],
                              [
                                  text('registration.company.review_valid_until'),
                                  formatDate(isoOf(d.attorney.valid_until)),
                              ],
                          ]
                        : [
                              [
                                  text('registration.company.steps.attorney'),
                                  text('registration.company.no_attorney'),
                              ],
                          ],
            },
        );
    }
    steps.push(agencyStep<CompanyDraft>());
    if (mode === 'public') {
        steps.push({
            id: 'senha',
            label: text('registration.company.steps.password'),
            fields: ['password', 'password_confirmation'],
            validate: (d) => validateCredentials(d, cpfOf(d.representative.cpf)),
            Body: Password,
            review: () => [],
        });
    }
    return steps;
};

export const submitCompany =
    (mode: RegistrationMode, owner: boolean) =>
    (d: CompanyDraft, termsVersion: string, calls: RegistrationCalls) =>
        calls.register(mode, 'cnpj', companyPayload(d, mode, owner, termsVersion));
