import { Create, Edit, SimpleForm, TextInput, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { toFormErrors } from '../../dataProvider/laravel';
import { typeDocument } from '../../domain/typingMasks';
import { useMessages } from '../../i18n';
import { FormSection, span } from '../../ui/FormSection';
import { AddressFields, PhoneInput, StatusInput } from './AddressFields';
import { institutionMessages } from './messages';
import { useIdParam } from './parts';
import { validateBank } from './rules';
import { hierarchyPaths } from './variant';
import { useWords } from './words';

const validate = (values: Record<string, unknown>) => toFormErrors(validateBank(values));
const plainDocument = (text: string) =>
    text
        .replace(/[^0-9a-z]/gi, '')
        .toUpperCase()
        .slice(0, 14);
const digitsUpTo = (max: number) => (text: string) => text.replace(/\D/g, '').slice(0, max);

const BankForm = ({ editing }: { editing: boolean }) => {
    const t = useMessages(institutionMessages);
    return (
        <SimpleForm validate={validate} sx={{ maxWidth: 880 }} defaultValues={{ status: 'active' }}>
            <FormSection title={t('institutions.sections.identification')}>
                <TextInput source="name" label={t('institutions.field.name')} sx={span(4)} />
                <TextInput
                    source="trade_name"
                    label={t('institutions.field.trade_name')}
                    helperText={t('institutions.help.optional')}
                    sx={span(2)}
                />
                <TextInput
                    source="document"
                    label={t('institutions.field.document')}
                    format={(value: unknown) => typeDocument(String(value ?? ''))}
                    parse={plainDocument}
                    helperText={t('institutions.help.document')}
                    slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters' } }}
                    sx={span(2)}
                />
                <TextInput
                    source="code"
                    label={t('institutions.field.code')}
                    parse={digitsUpTo(3)}
                    helperText={t('institutions.help.code')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                    sx={span(2)}
                />
                <TextInput
                    source="ispb"
                    label={t('institutions.field.ispb')}
                    parse={digitsUpTo(8)}
                    helperText={t('institutions.help.ispb')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                    sx={span(2)}
                />
                {editing && <StatusInput />}
            </FormSection>
            <FormSection title={t('institutions.sections.contact')}>
                <TextInput
                    source="email"
                    type="email"
                    label={t('institutions.field.email')}
                    helperText={t('institutions.help.optional')}
                    sx={span(4)}
                />
                <PhoneInput />
            </FormSection>
            <AddressFields />
        </SimpleForm>
    );
};

/** After saving: the brand's notice, then the record's detail page. */
export const useSaved = (message: string, detail: string) => {
    const notify = useNotify();
    const navigate = useNavigate();
    return {
        onSuccess: (data: { id: number }) => {
            notify(message, { type: 'success' });
            navigate(`${detail}?id=${data.id}`);
        },
    };
};

/**
 * `/cadastro-banco` (and the brand's `/cadastro-loja`, `/cadastro-montadora`): a new institution, or with
 * `?id=` the one to edit. Saving opens its detail page; the bank's 422 lands on each field.
 */
export const BankFormPage = () => {
    const w = useWords();
    const id = useIdParam();
    const saved = useSaved(w('bank_saved'), hierarchyPaths().bankDetail);
    return id ? (
        <Edit
            resource="bancos"
            id={id}
            title={w('edit_bank')}
            mutationMode="pessimistic"
            mutationOptions={saved}
            actions={false}
        >
            <BankForm editing />
        </Edit>
    ) : (
        <Create resource="bancos" title={w('new_bank')} mutationOptions={saved}>
            <BankForm editing={false} />
        </Create>
    );
};
