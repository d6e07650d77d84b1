import Box from '@mui/material/Box';
import { Form, SelectInput, TextInput } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { useVerb } from '../../dataProvider/hooks';
import { isValidDocument } from '../../domain/document';
import { PIX_DESCRIPTION_MAX, PIX_TEXTS } from '../../domain/pix';
import { typeDocument } from '../../domain/typingMasks';
import { isHttpError } from '../../http/HttpError';
import { textOf, useMessages } from '../../i18n';
import { MoneyInput } from '../../ui/MoneyInput';
import type { AccountView } from '../accounts';
import { formCall, type PixCharge } from './api';
import { pixMessages } from './messages';
import { EXPIRY_MESSAGE, EXPIRY_UNITS, type ExpiryUnit, expirySeconds } from './qrRules';
import { SubmitButton } from './SubmitButton';

interface Values {
    key_id: number | '';
    amount: number | null;
    expiry: string;
    unit: ExpiryUnit;
    payer_name: string;
    payer_document: string;
    description: string;
}

const text = textOf(pixMessages);

const useUnitChoices = () => {
    const t = useMessages(pixMessages);
    return Object.entries(EXPIRY_UNITS).map(([id, unit]) => ({ id, name: t(unit.label) }));
};

const documentValue = (text: string) =>
    text
        .replace(/[^0-9a-z]/gi, '')
        .toUpperCase()
        .slice(0, 14);

const validate = (form: FieldValues) => {
    const values = form as Values;
    const errors: Record<string, string> = {};
    if (values.key_id === '' || values.key_id === undefined) errors.key_id = PIX_TEXTS.qrKeyInvalid;
    if (values.amount === null || values.amount === undefined) errors.amount = PIX_TEXTS.amountRequired;
    else if (values.amount <= 0) errors.amount = PIX_TEXTS.amountInvalid;
    if (expirySeconds(values.expiry ?? '', values.unit) === null) errors.expiry = EXPIRY_MESSAGE;
    const name = (values.payer_name ?? '').trim();
    const document = values.payer_document ?? '';
    if (document && !isValidDocument(document))
        errors.payer_document = text('pix.charges.form.document_invalid');
    if (name && !document) errors.payer_document = text('pix.charges.form.document_required');
    if (document && !name) errors.payer_name = PIX_TEXTS.payerNameRequired;
    if ((values.description ?? '').trim().length > PIX_DESCRIPTION_MAX)
        errors.description = PIX_TEXTS.descriptionLong;
    return errors;
};

/** Server fields → the form's inputs. */
const toInputs = (fields: Record<string, string>) => ({
    key_id: fields.key_id,
    amount: fields.amount,
    expiry: fields.expires_in,
    payer_name: fields['payer.name'] ?? fields.payer,
    payer_document: fields['payer.document'],
    description: fields.description,
});

interface Props {
    account: AccountView;
    keyChoices: { id: number; name: string }[];
    onCreated: (charge: PixCharge) => void;
}

/** A dynamic charge: amount, validity, the payer when known, and a description. */
export const NewChargeForm = ({ account, keyChoices, onCreated }: Props) => {
    const t = useMessages(pixMessages);
    const unitChoices = useUnitChoices();
    const createCharge = useVerb<PixCharge>('pix-cobrancas', 'create');
    const submit = async (form: FieldValues) => {
        const values = form as Values;
        const name = values.payer_name.trim();
        const description = values.description.trim();
        try {
            const charge = await formCall(
                createCharge.mutateAsync({
                    data: {
                        account_id: account.id,
                        key_id: Number(values.key_id),
                        amount: values.amount ?? 0,
                        expires_in: expirySeconds(values.expiry, values.unit) ?? 0,
                        description: description || undefined,
                        payer: name ? { name, document: values.payer_document } : undefined,
                    },
                    quiet: true,
                }),
            );
            onCreated(charge);
        } catch (failure) {
            if (isHttpError(failure) && failure.status === 422) return toInputs(serverFieldErrors(failure));
        }
        return undefined;
    };

    return (
        <Form
            onSubmit={submit}
            validate={validate}
            noValidate
            defaultValues={{
                key_id: keyChoices[0]?.id ?? '',
                amount: null,
                expiry: '30',
                unit: 'minutes',
                payer_name: '',
                payer_document: '',
                description: '',
            }}
        >
            <SelectInput
                source="key_id"
                label={t('pix.common.receiving_key')}
                choices={keyChoices}
                fullWidth
            />
            <MoneyInput source="amount" label={t('pix.common.amount')} fullWidth />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <TextInput
                    source="expiry"
                    label={t('pix.charges.form.validity')}
                    sx={{ flex: '1 1 120px' }}
                    slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                    helperText={t('pix.charges.form.validity_help')}
                />
                <SelectInput
                    source="unit"
                    label={t('pix.charges.form.unit')}
                    choices={unitChoices}
                    sx={{ flex: '1 1 120px' }}
                />
            </Box>
            <TextInput source="payer_name" label={t('pix.charges.form.payer_name')} fullWidth />
            <TextInput
                source="payer_document"
                label={t('pix.charges.form.payer_document')}
                format={(value: unknown) => typeDocument(String(value ?? ''))}
                parse={documentValue}
                fullWidth
                slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters' } }}
            />
            <TextInput
                source="description"
                label={t('pix.charges.form.description')}
                helperText={t('pix.charges.form.description_help', { max: PIX_DESCRIPTION_MAX })}
                fullWidth
                multiline
            />
            <SubmitButton label={t('pix.charges.form.submit')} />
        </Form>
    );
};
