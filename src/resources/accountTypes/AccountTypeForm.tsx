import { BooleanInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { validateAccountType } from '../../domain/accountTypes';
import { MoneyInput } from '../../ui/MoneyInput';
import { codeChoices } from './fields';

/** The same rules the server applies, checked before sending; the server's answer still lands on the fields. */
const validate = (values: Record<string, unknown>) =>
    Object.fromEntries(
        Object.entries(validateAccountType(values)).map(([field, [message]]) => [field, message]),
    );

export const AccountTypeForm = () => (
    <SimpleForm validate={validate} defaultValues={{ active: true, monthly_fee: 0 }} sx={{ maxWidth: 640 }}>
        <TextInput source="name" fullWidth />
        <SelectInput
            source="code"
            choices={codeChoices}
            fullWidth
            helperText="Define como o sistema trata as contas deste tipo."
        />
        <TextInput source="description" multiline minRows={2} fullWidth />
        <MoneyInput
            source="monthly_fee"
            helperText="Cobrada todo mês das contas deste tipo. Use 0,00 para isentar."
        />
        <BooleanInput source="active" />
    </SimpleForm>
);
