import { BooleanInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { validateAccountType } from '../../domain/accountTypes';
import { useMessages } from '../../i18n';
import { MoneyInput } from '../../ui/MoneyInput';
import { useCodeChoices } from './fields';
import { accountTypeMessages } from './messages';

/** The same rules the server applies, checked before sending; the server's answer still lands on the fields. */
const validate = (values: Record<string, unknown>) =>
    Object.fromEntries(
        Object.entries(validateAccountType(values)).map(([field, [message]]) => [field, message]),
    );

export const AccountTypeForm = () => {
    const t = useMessages(accountTypeMessages);
    return (
        <SimpleForm
            validate={validate}
            defaultValues={{ active: true, monthly_fee: 0 }}
            sx={{ maxWidth: 640 }}
        >
            <TextInput source="name" fullWidth />
            <SelectInput
                source="code"
                choices={useCodeChoices()}
                fullWidth
                helperText={t('resources.tipos-contas.help.code')}
            />
            <TextInput source="description" multiline minRows={2} fullWidth />
            <MoneyInput source="monthly_fee" helperText={t('resources.tipos-contas.help.monthly_fee')} />
            <BooleanInput source="active" />
        </SimpleForm>
    );
};
