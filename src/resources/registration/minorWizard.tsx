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
import { fieldErrorsOf, runChecks } from './api';
import type { RegistrationCalls } from './calls';
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

const MinorFields = () => (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextItem name="minor.name" label="Nome completo do menor" />
        <TextItem name="minor.cpf" label="CPF do menor" mask={typeCpf} inputMode="numeric" />
        <DateItem name="minor.birth_date" label="Data de nascimento do menor" />
    </Box>
);

const ResponsibleFields = () => {
    const { draft, mode } = useWizard<MinorDraft>();
    return (
        <Box>
            <Alert severity="info" sx={{ mb: 1 }}>
                {mode === 'public'
                    ? 'O responsável precisa ser titular ativo deste banco: ele confirma a abertura com a própria senha.'
                    : 'O responsável precisa ser titular ativo deste banco.'}
            </Alert>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
                <TextItem
                    name="responsible.cpf"
                    label="CPF do responsável"
                    mask={typeCpf}
                    inputMode="numeric"
                />
                <DateItem name="responsible.birth_date" label="Data de nascimento do responsável" />
                <SelectItem
                    name="responsible.relationship"
                    label="Parentesco"
                    options={RELATIONSHIP_OPTIONS}
                />
            </Box>
            {foundName(draft) && <Alert severity="success">Responsável encontrado: {foundName(draft)}</Alert>}
        </Box>
    );
};

const Confirmation = () => (
    <PasswordFields
        name="password"
        label="Senha do responsável"
        confirm={false}
        help="O responsável confirma a abertura da conta com a senha com que entra no portal."
    />
);

export const minorSteps = (mode: RegistrationMode): WizardStep<MinorDraft>[] => {
    const payload = (d: MinorDraft) => minorPayload(d, mode);
    const steps: WizardStep<MinorDraft>[] = [
        {
            id: 'menor',
            label: 'Menor',
            fields: ['minor'],
            validate: (d) => validateMinor(payload(d).minor),
            check: (d, _apply, calls) =>
                runChecks([['minor.cpf', () => calls.checkUnique('cpf', cpfOf(d.minor.cpf))]]),
            Body: MinorFields,
            review: (d) => [
                ['Nome', d.minor.name],
                ['CPF', d.minor.cpf],
                ['Nascimento', formatDate(isoOf(d.minor.birth_date))],
            ],
        },
        {
            id: 'responsavel',
            label: 'Responsável',
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
                ['Responsável', foundName(d) ?? ''],
                ['CPF do responsável', d.responsible.cpf],
                ['Parentesco', relationshipLabel(d.responsible.relationship)],
            ],
        },
        addressStep<MinorDraft>(),
        agencyStep<MinorDraft>(),
    ];
    if (mode === 'public') {
        steps.push({
            id: 'confirmacao',
            label: 'Confirmação',
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
