import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { typeCpf, typeMobile } from '../../domain/typingMasks';
import { useMessages } from '../../i18n';
import type { PersonInput } from './api';
import { accessUserMessages } from './messages';

export const EMPTY_PERSON: PersonInput = { name: '', cpf: '', email: '', phone: '' };

/** The person being typed and the errors of its form: changing a field clears that field's message. */
export const usePersonDraft = () => {
    const [person, setPerson] = useState<PersonInput>(EMPTY_PERSON);
    const [errors, setErrors] = useState<Record<string, string>>({});
    const change = (patch: Partial<PersonInput>) => {
        setPerson((current) => ({ ...current, ...patch }));
        setErrors((current) => {
            const next = { ...current };
            for (const key of Object.keys(patch)) delete next[key];
            return next;
        });
    };
    return { person, setPerson, errors, setErrors, change };
};

interface Props {
    value: PersonInput;
    errors: Partial<Record<string, string>>;
    onChange: (patch: Partial<PersonInput>) => void;
    /** The texts under the CPF and the mobile when they have no message. */
    hints?: { cpf?: string; phone?: string };
}

/** Name, CPF, e-mail and mobile of a new access or employee, each with its message under it. */
export const PersonFields = ({ value, errors, onChange, hints = {} }: Props) => {
    const t = useMessages(accessUserMessages);
    const field = (name: keyof PersonInput, helper = ' ') => ({
        error: !!errors[name],
        helperText: errors[name] ?? helper,
        fullWidth: true,
    });
    return (
        <>
            <TextField
                label={t('access_users.person.name')}
                value={value.name}
                onChange={(e) => onChange({ name: e.target.value })}
                {...field('name')}
                slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 120 } }}
            />
            <TextField
                label="CPF"
                value={value.cpf}
                onChange={(e) => onChange({ cpf: typeCpf(e.target.value) })}
                {...field('cpf', hints.cpf ?? t('access_users.person.cpf_help'))}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
            <TextField
                label="E-mail"
                type="email"
                value={value.email}
                onChange={(e) => onChange({ email: e.target.value })}
                {...field('email')}
                slotProps={{ htmlInput: { autoComplete: 'off' } }}
            />
            <TextField
                label={t('access_users.person.phone')}
                value={value.phone}
                onChange={(e) => onChange({ phone: typeMobile(e.target.value) })}
                {...field('phone', hints.phone ?? t('access_users.person.phone_help'))}
                slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
            />
        </>
    );
};
