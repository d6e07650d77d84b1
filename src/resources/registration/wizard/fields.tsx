import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { normalizeEmail, suggestEmailDomain } from '../../../domain/signup';
import { useMessages } from '../../../i18n';
import { MoneyField } from '../../../ui/MoneyField';
import { registrationMessages } from '../messages';
import { useWizard } from './context';
import { getPath } from './paths';

interface TextItemProps {
    name: string;
    label: string;
    /** Shapes the text while it is typed (CPF, CEP, phone masks); nothing typed is dropped. */
    mask?: (text: string) => string;
    help?: ReactNode;
    type?: 'text' | 'email' | 'tel';
    inputMode?: 'text' | 'numeric' | 'email' | 'tel';
    autoComplete?: string;
    disabled?: boolean;
    /** Rendered at the end of the input (a lookup spinner). */
    end?: ReactNode;
    onBlur?: () => void;
}

const textOf = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A text input bound to one path of the wizard's draft, its error under it. */
export const TextItem = ({
    name,
    label,
    mask,
    help,
    type,
    inputMode,
    autoComplete,
    disabled,
    end,
    onBlur,
}: TextItemProps) => {
    const { draft, errors, set } = useWizard();
    const error = errors[name];
    return (
        <TextField
            label={label}
            name={name}
            type={type}
            value={textOf(getPath(draft, name))}
            onChange={(event) => set(name, mask ? mask(event.target.value) : event.target.value)}
            onBlur={onBlur}
            error={!!error}
            helperText={error ?? help ?? ' '}
            autoComplete={autoComplete ?? 'off'}
            disabled={disabled}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { inputMode }, input: end ? { endAdornment: end } : undefined }}
        />
    );
};

/** An e-mail input that offers the fix of a mistyped common domain ('gmial.com' → 'gmail.com'). */
export const EmailItem = ({
    name,
    label,
    autoComplete,
}: {
    name: string;
    label: string;
    autoComplete?: string;
}) => {
    const { draft, set } = useWizard();
    const t = useMessages(registrationMessages);
    const typed = textOf(getPath(draft, name));
    const domain = suggestEmailDomain(typed);
    const fixed = domain && `${normalizeEmail(typed).split('@')[0]}@${domain}`;
    const help = fixed ? (
        <>
            {t('registration.wizard.did_you_mean')}{' '}
            <Link
                component="button"
                type="button"
                onClick={() => set(name, fixed)}
                sx={{ verticalAlign: 'baseline' }}
            >
                {fixed}
            </Link>
            ?
        </>
    ) : undefined;
    return (
        <TextItem
            name={name}
            label={label}
            type="email"
            inputMode="email"
            autoComplete={autoComplete}
            help={help}
        />
    );
};

/** '01021990' → '01/02/1990' while typed; at most 8 digits. */
export const typeDateBR = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, 8);
    return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
};

/** A dd/MM/yyyy date typed digit by digit (birth and founding dates: typed, not picked). */
export const DateItem = ({ name, label, help }: { name: string; label: string; help?: string }) => {
    const t = useMessages(registrationMessages);
    return (
        <TextItem
            name={name}
            label={label}
            mask={typeDateBR}
            inputMode="numeric"
            help={help ?? t('registration.date_help')}
        />
    );
};

/** Cents, filling from the right as the app's MoneyInput does. */
export const MoneyItem = ({ name, label, help }: { name: string; label: string; help?: string }) => {
    const { draft, errors, set } = useWizard();
    const value = getPath(draft, name);
    return (
        <MoneyField
            label={label}
            value={typeof value === 'number' ? value : null}
            onChange={(cents) => set(name, cents)}
            error={errors[name]}
            help={help}
        />
    );
};

interface SelectItemProps {
    name: string;
    label: string;
    options: readonly { value: string; label: string }[];
    help?: string;
}

export const SelectItem = ({ name, label, options, help }: SelectItemProps) => {
    const { draft, errors, set } = useWizard();
    const error = errors[name];
    return (
        <TextField
            select
            label={label}
            name={name}
            value={textOf(getPath(draft, name))}
            onChange={(event) => set(name, event.target.value)}
            error={!!error}
            helperText={error ?? help ?? ' '}
            fullWidth
            margin="dense"
        >
            {options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                    {option.label}
                </MenuItem>
            ))}
        </TextField>
    );
};

export const SwitchItem = ({ name, label }: { name: string; label: string }) => {
    const { draft, set } = useWizard();
    return (
        <FormControlLabel
            control={
                <Switch
                    checked={getPath(draft, name) === true}
                    onChange={(e) => set(name, e.target.checked)}
                />
            }
            label={label}
        />
    );
};
