import type { ReactElement } from 'react';
import { SelectInput, SimpleForm, TextInput, type TextInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { toFormErrors } from '../../../dataProvider/laravel';
import { documentError, normalizePhone, UFS, validateDrawee } from '../../../domain/drawee';
import { typeDocument, typePhone } from '../../../domain/typingMasks';
import { useMessages } from '../../../i18n';
import { CepInput } from '../../../ui/CepInput';
import { FormSection, span } from '../../../ui/FormSection';
import { draweeMessages } from './messages';

/** The same rules the bank applies, checked before sending; its answers (a document taken) land on the fields too. */
const validate = (values: Record<string, unknown>) => toFormErrors(validateDrawee(values));

const UF_CHOICES = Object.entries(UFS).map(([id, name]) => ({ id, name: `${id} — ${name}` }));

/** Unformatted as the API wants it: digits and the alphanumeric CNPJ's letters, upper-cased. */
const documentValue = (text: string) =>
    text
        .replace(/[^0-9a-z]/gi, '')
        .toUpperCase()
        .slice(0, 14);
/** The national digits once the number is complete (a '+55' or '0055' in front understood); as shown before. */
const phoneValue = (text: string) => {
    const shown = typePhone(text);
    return normalizePhone(shown) ?? shown;
};
const masked = (mask: (text: string) => string) => (value: unknown) => mask(String(value ?? ''));

/**
 * CPF or CNPJ with its typing mask, checked as soon as the user leaves it and again as they fix it. The
 * check sets the field's error directly rather than running the form's validation, which would disable the
 * Save button for a moment and swallow the click that caused the blur. Saving runs every rule anyway.
 */
const DocumentInput = (props: Omit<TextInputProps, 'source'>) => {
    const t = useMessages(draweeMessages);
    const { setError, clearErrors, getFieldState } = useFormContext();
    const check = (typed: string) => {
        const problem = typed ? documentError(documentValue(typed)) : null;
        if (problem) setError('document', { type: 'document', message: problem });
        else clearErrors('document');
    };
    return (
        <TextInput
            {...props}
            source="document"
            label={t('drawees.form.document')}
            format={masked(typeDocument)}
            parse={documentValue}
            onBlur={(event: { target: { value: string } }) => check(event.target.value)}
            onChange={(event: { target: { value: string } }) => {
                if (getFieldState('document').error) check(event.target.value);
            }}
            helperText={t('drawees.form.document_help')}
            slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters' } }}
        />
    );
};

/**
 * A payer: document (CPF or CNPJ, alphanumeric kept) and name; e-mail and phone, where the boleto is sent;
 * the address a registered boleto needs, filled from the CEP. Every rule is checked on saving, then again
 * as each wrong field is fixed.
 */
export const DraweeForm = ({ toolbar }: { toolbar?: ReactElement }) => {
    const t = useMessages(draweeMessages);
    return (
        <SimpleForm validate={validate} sx={{ maxWidth: 880 }} toolbar={toolbar}>
            <FormSection title={t('drawees.form.sections.identification')}>
                <DocumentInput sx={span(2)} />
                <TextInput
                    source="name"
                    label={t('drawees.form.name')}
                    slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 120 } }}
                    sx={span(4)}
                />
            </FormSection>
            <FormSection title={t('drawees.form.sections.contact')}>
                <TextInput
                    source="email"
                    label={t('drawees.form.email')}
                    type="email"
                    helperText={t('drawees.form.optional')}
                    slotProps={{ htmlInput: { autoComplete: 'off' } }}
                    sx={span(4)}
                />
                <TextInput
                    source="phone"
                    label={t('drawees.form.phone')}
                    format={masked(typePhone)}
                    parse={phoneValue}
                    helperText={t('drawees.form.phone_help')}
                    slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
                    sx={span(2)}
                />
            </FormSection>
            <FormSection title={t('drawees.form.sections.address')}>
                <CepInput sx={span(2)} />
                <TextInput source="address.street" label={t('drawees.form.street')} sx={span(4)} />
                <TextInput
                    source="address.number"
                    label={t('drawees.form.number')}
                    helperText={t('drawees.form.number_help')}
                    sx={span(1)}
                />
                <TextInput
                    source="address.complement"
                    label={t('drawees.form.complement')}
                    helperText={t('drawees.form.optional')}
                    sx={span(2)}
                />
                <TextInput source="address.district" label={t('drawees.form.district')} sx={span(3)} />
                <TextInput source="address.city" label={t('drawees.form.city')} sx={span(4)} />
                <SelectInput
                    source="address.state"
                    label={t('drawees.form.state')}
                    choices={UF_CHOICES}
                    emptyText={t('drawees.form.state_empty')}
                    sx={span(2)}
                />
            </FormSection>
        </SimpleForm>
    );
};
