import { Create, SelectInput, SimpleForm, TextInput, useGetList, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { AccountType } from '../../contract/accounts';
import {
    type AgencyView,
    INSTITUTION_ACCOUNT_KINDS,
    type InstitutionAccountRow,
} from '../../contract/institutions';
import { toFormErrors } from '../../dataProvider/laravel';
import { typeDocument } from '../../domain/typingMasks';
import { useAccountTypeLabel, useMessages } from '../../i18n';
import { FormSection, span } from '../../ui/FormSection';
import { useBankChoices } from './AgencyFormPage';
import { institutionMessages } from './messages';
import { useIdParam } from './parts';
import { validateInstitutionAccount } from './rules';
import { hierarchyPaths } from './variant';
import { useWords } from './words';

const validate = (values: Record<string, unknown>) => toFormErrors(validateInstitutionAccount(values));
const digitsUpTo = (max: number) => (text: string) => text.replace(/\D/g, '').slice(0, max);
const plainDocument = (text: string) =>
    text
        .replace(/[^0-9a-z]/gi, '')
        .toUpperCase()
        .slice(0, 14);

/** The chosen institution's active units. */
const AgencyInput = () => {
    const w = useWords();
    const bank = useWatch({ name: 'bank_id' });
    const { data = [] } = useGetList<AgencyView>(
        'agencias',
        {
            pagination: { page: 1, perPage: 200 },
            sort: { field: 'number', order: 'ASC' },
            filter: { bank_id: bank, status: 'active' },
        },
        { enabled: !!bank },
    );
    return (
        <SelectInput
            source="agency_id"
            label={w('agency')}
            choices={data.map((a) => ({ id: a.id, name: `${a.number}-${a.digit} · ${a.name}` }))}
            disabled={!bank}
            sx={span(3)}
        />
    );
};

const useTypeChoices = () => {
    const label = useAccountTypeLabel();
    const { data = [] } = useGetList<AccountType>('tipos-contas', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'name', order: 'ASC' },
        filter: { active: 'true' },
    });
    return data.map((type) => ({ id: type.id, name: `${type.name} (${label(type.code)})` }));
};

/**
 * `/cadastro-contas` (`/cadastro-funcionarios`): an account opened in a unit for a registered holder, of one of
 * spec 2 §3's kinds; `?bank=` and `?agency=` come from the unit's page. Saving opens the unit's page.
 */
export const AccountFormPage = () => {
    const t = useMessages(institutionMessages);
    const w = useWords();
    const notify = useNotify();
    const navigate = useNavigate();
    const bank = useIdParam('bank');
    const agency = useIdParam('agency');
    const banks = useBankChoices();
    const types = useTypeChoices();
    const onSuccess = (row: InstitutionAccountRow) => {
        notify(w('account_saved', { account: `${row.number}-${row.digit}` }), { type: 'success' });
        navigate(`${hierarchyPaths().agencyDetail}?id=${row.agency_id}`);
    };
    return (
        <Create
            resource="contas"
            title={w('new_account')}
            mutationOptions={{ onSuccess }}
            record={{ bank_id: bank ?? undefined, agency_id: agency ?? undefined }}
        >
            <SimpleForm validate={validate} sx={{ maxWidth: 880 }}>
                <FormSection title={t('institutions.sections.identification')}>
                    <SelectInput source="bank_id" label={w('bank')} choices={banks} sx={span(3)} />
                    <AgencyInput />
                    <TextInput
                        source="holder_document"
                        label={t('institutions.field.holder_document')}
                        format={(value: unknown) => typeDocument(String(value ?? ''))}
                        parse={plainDocument}
                        helperText={t('institutions.help.holder')}
                        slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters' } }}
                        sx={span(3)}
                    />
                </FormSection>
                <FormSection title={t('institutions.sections.account')}>
                    <SelectInput
                        source="kind"
                        label={t('institutions.field.kind')}
                        choices={INSTITUTION_ACCOUNT_KINDS.map((kind) => ({
                            id: kind,
                            name: t(`institutions.kind.${kind}`),
                        }))}
                        sx={span(3)}
                    />
                    <SelectInput
                        source="account_type_id"
                        label={t('institutions.field.account_type')}
                        choices={types}
                        sx={span(3)}
                    />
                    <TextInput
                        source="number"
                        label={t('institutions.field.account_number')}
                        parse={digitsUpTo(8)}
                        helperText={t('institutions.help.account_number')}
                        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                        sx={span(3)}
                    />
                    <TextInput
                        source="digit"
                        label={t('institutions.field.digit')}
                        parse={digitsUpTo(1)}
                        helperText={t('institutions.help.digit')}
                        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                        sx={span(1)}
                    />
                </FormSection>
            </SimpleForm>
        </Create>
    );
};
