import { SelectInput, TextInput } from 'react-admin';
import { UFS } from '../../domain/drawee';
import { typePhone } from '../../domain/typingMasks';
import { useMessages } from '../../i18n';
import { CepInput } from '../../ui/CepInput';
import { FormSection, span } from '../../ui/FormSection';
import { institutionMessages } from './messages';

const UF_CHOICES = Object.entries(UFS).map(([id, name]) => ({ id, name: `${id} — ${name}` }));
const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** The institution's situation, on its edit form. */
export const StatusInput = () => {
    const t = useMessages(institutionMessages);
    return (
        <SelectInput
            source="status"
            label={t('institutions.field.status')}
            choices={[
                { id: 'active', name: t('institutions.status.active') },
                { id: 'inactive', name: t('institutions.status.inactive') },
            ]}
            sx={span(2)}
        />
    );
};

/** The phone with its typing mask, kept as digits. */
export const PhoneInput = () => {
    const t = useMessages(institutionMessages);
    return (
        <TextInput
            source="phone"
            label={t('institutions.field.phone')}
            format={(value: unknown) => typePhone(String(value ?? ''))}
            parse={(text: string) => digits(text, 11)}
            helperText={t('institutions.help.optional')}
            slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
            sx={span(2)}
        />
    );
};

export const AddressFields = () => {
    const t = useMessages(institutionMessages);
    return (
        <FormSection title={t('institutions.sections.address')}>
            <CepInput sx={span(2)} />
            <TextInput source="address.street" label={t('institutions.field.street')} sx={span(4)} />
            <TextInput source="address.number" label={t('institutions.field.number')} sx={span(1)} />
            <TextInput
                source="address.complement"
                label={t('institutions.field.complement')}
                helperText={t('institutions.help.optional')}
                sx={span(2)}
            />
            <TextInput source="address.district" label={t('institutions.field.district')} sx={span(3)} />
            <TextInput source="address.city" label={t('institutions.field.city')} sx={span(4)} />
            <SelectInput
                source="address.state"
                label={t('institutions.field.state')}
                choices={UF_CHOICES}
                sx={span(2)}
            />
        </FormSection>
    );
};
