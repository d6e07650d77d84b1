import { Create, Edit, SelectInput, SimpleForm, TextInput, useGetList } from 'react-admin';
import type { BankView } from '../../contract/institutions';
import { toFormErrors } from '../../dataProvider/laravel';
import { useMessages } from '../../i18n';
import { FormSection, span } from '../../ui/FormSection';
import { AddressFields, PhoneInput, StatusInput } from './AddressFields';
import { useSaved } from './BankFormPage';
import { institutionMessages } from './messages';
import { useIdParam } from './parts';
import { validateAgency } from './rules';
import { hierarchyPaths } from './variant';
import { useWords } from './words';

const validate = (values: Record<string, unknown>) => toFormErrors(validateAgency(values));
const digitsUpTo = (max: number) => (text: string) => text.replace(/\D/g, '').slice(0, max);

/** The brand's active institutions to choose from (a parent cannot change once units hang from it). */
export const useBankChoices = () => {
    const { data = [] } = useGetList<BankView>('bancos', {
        pagination: { page: 1, perPage: 200 },
        sort: { field: 'name', order: 'ASC' },
        filter: { status: 'active' },
    });
    return data.map((bank) => ({ id: bank.id, name: `${bank.code} · ${bank.trade_name || bank.name}` }));
};

const AgencyForm = ({ editing }: { editing: boolean }) => {
    const t = useMessages(institutionMessages);
    const w = useWords();
    const banks = useBankChoices();
    return (
        <SimpleForm validate={validate} sx={{ maxWidth: 880 }}>
            <FormSection title={t('institutions.sections.identification')}>
                <SelectInput
                    source="bank_id"
                    label={w('bank')}
                    choices={banks}
                    disabled={editing}
                    sx={span(3)}
                />
                <TextInput source="name" label={t('institutions.field.agency_name')} sx={span(3)} />
                <TextInput
                    source="number"
                    label={t('institutions.field.agency_number')}
                    parse={digitsUpTo(4)}
                    helperText={t('institutions.help.agency_number')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                    sx={span(2)}
                />
                <TextInput
                    source="digit"
                    label={t('institutions.field.digit')}
                    parse={digitsUpTo(1)}
                    helperText={t('institutions.help.digit')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                    sx={span(1)}
                />
                {editing && <StatusInput />}
                <PhoneInput />
            </FormSection>
            <AddressFields />
        </SimpleForm>
    );
};

/**
 * `/cadastro-agencia` (`/cadastro-ponto-de-venda`, `/cadastro-filial`): a new unit, under `?bank=` when it comes
 * from an institution's page; with `?id=` the unit to edit. Saving opens its detail page.
 */
export const AgencyFormPage = () => {
    const w = useWords();
    const id = useIdParam();
    const bank = useIdParam('bank');
    const saved = useSaved(w('agency_saved'), hierarchyPaths().agencyDetail);
    return id ? (
        <Edit
            resource="agencias"
            id={id}
            title={w('edit_agency')}
            mutationMode="pessimistic"
            mutationOptions={saved}
            actions={false}
        >
            <AgencyForm editing />
        </Edit>
    ) : (
        <Create
            resource="agencias"
            title={w('new_agency')}
            mutationOptions={saved}
            record={bank ? { bank_id: bank } : undefined}
        >
            <AgencyForm editing={false} />
        </Create>
    );
};
