import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { formatDate } from '../../domain/dates';
import {
    RELATIONSHIPS,
    relationshipLabel,
    validateMinor,
    validateMinorPayload,
    validateResponsible,
} from '../../domain/signup';
import { typeCpf } from '../../domain/typingMasks';
import { textOf, useMessages } from '../../i18n';
import { fieldErrorsOf, runChecks } from './api';
import type { RegistrationCalls } from './calls';
import { registrationMessages } from './messages';
import type { AgencyDraft } from './steps/AgencyField';
import { type AddressDraft, addressPayload, EMPTY_ADDRESS } from './steps/address';
import { addressStep, agencyStep } from './steps/commonSteps';
import { PasswordFields } from './steps/PasswordFields';
import { cpfOf, isoOf } from './typedValues';
import { useWizard } from './wizard/context';
import { DateItem, SelectItem, TextItem } from './wizard/fields';
import type { Errors } from './wizard/paths';
import type { RegistrationMode, WizardStep } from './wizard/types';

export interface MinorDraft extends AgencyDraft {
    minor: { name: string; cpf: string; birth_date: string };
    responsible: { cpf: string; birth_date: string; relationship: string };
    /** The masked name access/signup/responsible answered, for the CPF and birth date it was asked with. */
    responsible_found: { cpf: string; birth_date: string; name: string } | null;
    address: AddressDraft;
    /** Public mode: the responsible's own login password. */
    password: string;
}

export const EMPTY_MINOR: MinorDraft = {
    minor: { name: '', cpf: '', birth_date: '' },
    responsible: { cpf: '', birth_date: '', relationship: '' },
    responsible_found: null,
    address: EMPTY_ADDRESS,
    agency_id: '',
    agency_label: '',
    password: '',
};

export const MINOR_SECRETS = ['password'] as const;

/** The body of access/signup/minor or access/backoffice/register/minor, from the typed draft. */
export const minorPayload = (d: MinorDraft, mode: RegistrationMode, termsVersion = '') => ({
    minor: { name: d.minor.name.trim(), cpf: cpfOf(d.minor.cpf), birth_date: isoOf(d.minor.birth_date) },
    responsible: {
        cpf: cpfOf(d.responsible.cpf),
        birth_date: isoOf(d.responsible.birth_date),
        relationship: d.responsible.relationship,
    },
    address: addressPayload(d.address),
    agency_id: Number(d.agency_id),
    ...(mode === 'public' ? { terms_version: termsVersion, password: d.password } : {}),
});

/** The responsible's masked name while the CPF and birth date are still those it was found with. */
const foundName = (d: MinorDraft) => {
    const found = d.responsible_found;
    const { cpf, birth_date } = minorPayload(d, 'staff').responsible;
    return found && found.cpf === cpf && found.birth_date === birth_date ? found.name : null;
};

const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((r) => ({ value: r.code, label: r.label }));

const text = textOf(registrationMessages);

const MinorFields = () => {
    const t = useMessages(registrationMessages);
    return (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextItem name="minor.name" label={t('registration.minor.name')} />
            <TextItem
                name="minor.cpf"
                label={t('registration.minor.cpf')}
                mask={typeCpf}
                inputMode="numeric"
            />
            <DateItem name="minor.birth_date" label={t('registration.minor.birth_date')} />
        </Box>
    );
};

const ResponsibleFields = () => {
    const t = useMessages(registrationMessages);
    const { draft, mode } = useWizard<MinorDraft>();
    return (
        <Box>
            <Alert severity="info" sx={{ mb: 1 }}>
                {mode === 'public'
                    ? t('registration.minor.responsible_public')
                    : t('registration.minor.responsible_staff')}
            </Alert>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
                <TextItem
                    name="responsible.cpf"
                    label={t('registration.minor.responsible_cpf')}
                    mask={typeCpf}
                    inputMode="numeric"
                />
                <DateItem
                    name="responsible.birth_date"
                    label={t('registration.minor.responsible_birth_date')}
                />
                <SelectItem
                    name="responsible.relationship"
                    label={t('registration.minor.relationship')}
                    options={RELATIONSHIP_OPTIONS}
                />
            </Box>
            {foundName(draft) && (
                <Alert severity="success">{t('registration.minor.found', { name: foundName(draft) })}</Alert>
            )}
        </Box>
    );
};

const Confirmation = () => {
    const t = useMessages(registrationMessages);
    return (
        <PasswordFields
            name="password"
            label={t('registration.minor.password')}
            confirm={false}
            help={t('registration.minor.password_help')}
        />
    );
};

export const minorSteps = (mode: RegistrationMode): WizardStep<MinorDraft>[] => {
    const payload = (d: MinorDraft) => minorPayload(d, mode);
    const steps: WizardStep<MinorDraft>[] = [
        {
            id: 'menor',
            label: text('registration.minor.steps.minor'),
            fields: ['minor'],
            validate: (d) => validateMinor(payload(d).minor),
            check: (d, _apply, calls) =>
                runChecks([['minor.cpf', () => calls.checkUnique('cpf', cpfOf(d.minor.cpf))]]),
            Body: MinorFields,
            review: (d) => [
                [text('registration.review.name'), d.minor.name],
                ['CPF', d.minor.cpf],
                [text('registration.review.birth'), formatDate(isoOf(d.minor.birth_date))],
            ],
        },
        {
            id: 'responsavel',
            label: text('registration.minor.steps.responsible'),
            fields: ['responsible'],
            validate: (d) => validateResponsible(payload(d).responsible, payload(d).minor.cpf),
            check: async (d, apply, calls) => {
                const { cpf, birth_date } = payload(d).responsible;
                try {
                    const found = await calls.findResponsible(cpf, birth_date);
                    apply((current) => ({
                        ...current,
                        responsible_found: { cpf, birth_date, name: found.name_masked },
                    }));
                    return {};
                } catch (failure) {
                    const errors = fieldErrorsOf(failure);
                    if (!errors) throw failure;
                    apply((current) => ({ ...current, responsible_found: null }));
                    return Object.fromEntries(
                        Object.entries(errors).map(([field, message]) => [`responsible.${field}`, message]),
                    ) as Errors;
                }
            },
            Body: ResponsibleFields,
            review: (d) => [
                [text('registration.minor.steps.responsible'), foundName(d) ?? ''],
                [text('registration.minor.responsible_cpf'), d.responsible.cpf],
                [text('registration.minor.relationship'), relationshipLabel(d.responsible.relationship)],
            ],
        },
        addressStep<MinorDraft>(),
        agencyStep<MinorDraft>(),
    ];
    if (mode === 'public') {
        steps.push({
            id: 'confirmacao',
            label: text('registration.minor.steps.confirmation'),
            fields: ['password'],
            validate: (d): Errors => {
                const { password } = validateMinorPayload(minorPayload(d, mode, 'x'), { mode });
                return password ? { password } : {};
            },
            Body: Confirmation,
            review: () => [],
        });
    }
    return steps;
};

export const submitMinor =
    (mode: RegistrationMode) => (d: MinorDraft, termsVersion: string, calls: RegistrationCalls) =>
        calls.register(mode, 'minor', minorPayload(d, mode, termsVersion));
