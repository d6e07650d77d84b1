import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
    CreateBase,
    NumberInput,
    SaveButton,
    SelectInput,
    SimpleForm,
    TextInput,
    Toolbar,
    useNotify,
} from 'react-admin';
import { COOPERATIVE_KINDS, type Cooperative } from '../../contract/cooperatives';
import { UFS } from '../../domain/drawee';
import { typeCpf, typePhone } from '../../domain/typingMasks';
import { useMessages } from '../../i18n';
import { CepInput } from '../../ui/CepInput';
import { FormSection, span } from '../../ui/FormSection';
import { cooperativeMessages } from './messages';
import { validateCooperative } from './validate';

const UF_CHOICES = Object.entries(UFS).map(([id, name]) => ({ id, name: `${id} — ${name}` }));

/** 'AA.AAA.AAA/AAAA-00' as it is typed: digits and, for the alphanumeric CNPJ, letters (upper-cased). */
const typeCnpj = (typed: string) => {
    const chars = typed
        .replace(/[^0-9a-z]/gi, '')
        .toUpperCase()
        .slice(0, 14);
    const cuts = [2, 5, 8, 12];
    const marks = ['.', '.', '/', '-'];
    let out = '';
    for (let i = 0; i < chars.length; i++) {
        const cut = cuts.indexOf(i);
        out += (cut >= 0 ? marks[cut] : '') + chars[i];
    }
    return out;
};

const masked = (mask: (text: string) => string) => (value: unknown) => mask(String(value ?? ''));
const unmasked = (text: string) => text.replace(/[^0-9a-z]/gi, '').toUpperCase();
const digits = (text: string) => text.replace(/\D/g, '');

const FormToolbar = ({ onCancel }: { onCancel: () => void }) => {
    const t = useMessages(cooperativeMessages);
    return (
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>{t('cooperatives.form.cancel')}</Button>
            <SaveButton label={t('cooperatives.form.submit')} alwaysEnable />
        </Toolbar>
    );
};

/**
 * A new cooperative: identification (CNPJ, alphanumeric too), contact, the head office's address filled
 * from the CEP, and the legal representative. Sent for another staff member's approval; the bank's 422
 * (a CNPJ already registered) lands on its field.
 */
export const CooperativeForm = ({
    onSaved,
    onCancel,
}: {
    onSaved: (c: Cooperative) => void;
    onCancel: () => void;
}) => {
    const t = useMessages(cooperativeMessages);
    const notify = useNotify();
    const kinds = COOPERATIVE_KINDS.map((id) => ({ id, name: t(`cooperatives.kinds.${id}`) }));
    return (
        <CreateBase<Cooperative>
            resource="cooperativas"
            redirect={false}
            mutationOptions={{
                onSuccess: (saved) => {
                    notify(t('cooperatives.form.sent'), { type: 'success' });
                    onSaved(saved);
                },
            }}
        >
            <Box component="section" aria-label={t('cooperatives.form.label')}>
                <SimpleForm
                    validate={validateCooperative}
                    toolbar={<FormToolbar onCancel={onCancel} />}
                    sx={{ maxWidth: 880 }}
                >
                    <FormSection title={t('cooperatives.form.identification')}>
                        <TextInput
                            source="document"
                            label={t('cooperatives.form.document')}
                            format={masked(typeCnpj)}
                            parse={unmasked}
                            helperText={t('cooperatives.form.document_help')}
                            slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters' } }}
                            sx={span(2)}
                        />
                        <TextInput source="name" label={t('cooperatives.form.name')} sx={span(4)} />
                        <TextInput
                            source="trade_name"
                            label={t('cooperatives.form.trade_name')}
                            helperText={t('cooperatives.form.optional')}
                            sx={span(2)}
                        />
                        <SelectInput
                            source="kind"
                            label={t('cooperatives.form.kind')}
                            choices={kinds}
                            emptyText=""
                            sx={span(2)}
                        />
                        <NumberInput
                            source="members"
                            label={t('cooperatives.form.members')}
                            helperText={t('cooperatives.form.members_help')}
                            min={1}
                            step={1}
                            sx={span(2)}
                        />
                    </FormSection>
                    <FormSection title={t('cooperatives.form.contact')}>
                        <TextInput
                            source="email"
                            label={t('cooperatives.form.email')}
                            type="email"
                            sx={span(4)}
                        />
                        <TextInput
                            source="phone"
                            label={t('cooperatives.form.phone')}
                            format={masked(typePhone)}
                            parse={digits}
                            helperText={t('cooperatives.form.phone_help')}
                            slotProps={{ htmlInput: { inputMode: 'tel' } }}
                            sx={span(2)}
                        />
                    </FormSection>
                    <FormSection title={t('cooperatives.form.address')}>
                        <CepInput sx={span(2)} />
                        <TextInput
                            source="address.street"
                            label={t('cooperatives.form.street')}
                            sx={span(4)}
                        />
                        <TextInput
                            source="address.number"
                            label={t('cooperatives.form.number')}
                            helperText={t('cooperatives.form.number_help')}
                            sx={span(1)}
                        />
                        <TextInput
                            source="address.complement"
                            label={t('cooperatives.form.complement')}
                            helperText={t('cooperatives.form.optional')}
                            sx={span(2)}
                        />
                        <TextInput
                            source="address.district"
                            label={t('cooperatives.form.district')}
                            sx={span(3)}
                        />
                        <TextInput source="address.city" label={t('cooperatives.form.city')} sx={span(4)} />
                        <SelectInput
                            source="address.state"
                            label={t('cooperatives.form.state')}
                            choices={UF_CHOICES}
                            emptyText={t('cooperatives.form.state_empty')}
                            sx={span(2)}
                        />
                    </FormSection>
                    <FormSection title={t('cooperatives.form.responsible')}>
                        <TextInput
                            source="responsible.name"
                            label={t('cooperatives.form.responsible_name')}
                            sx={span(3)}
                        />
                        <TextInput
                            source="responsible.document"
                            label={t('cooperatives.form.responsible_document')}
                            format={masked(typeCpf)}
                            parse={digits}
                            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                            sx={span(1)}
                        />
                        <TextInput
                            source="responsible.role"
                            label={t('cooperatives.form.responsible_role')}
                            helperText={t('cooperatives.form.responsible_role_help')}
                            sx={span(2)}
                        />
                    </FormSection>
                </SimpleForm>
            </Box>
        </CreateBase>
    );
};
