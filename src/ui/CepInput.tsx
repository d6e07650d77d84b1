import { useEffect, useRef, useState } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { typeCep } from '../domain/typingMasks';
import { useMessages } from '../i18n';
import { uiMessages } from './messages';
import { useCepLookup } from './useCepLookup';

/** The address fields a CEP fills. */
const FILLED = ['street', 'district', 'city', 'state'] as const;

type Lookup = 'idle' | 'loading' | 'found' | 'city' | 'not-found';

const HELP = {
    idle: 'ui.cep.idle',
    loading: 'ui.cep.loading',
    found: 'ui.cep.found',
    city: 'ui.cep.city',
    'not-found': 'ui.cep.not_found',
} as const satisfies Record<Lookup, string>;

const digits = (text: string) => text.replace(/\D/g, '').slice(0, 8);

/**
 * The CEP of a form's `address` (zip, street, district, city, state), with its typing mask. A complete CEP (typed or on leaving the field) asks the bank for its
 * address and fills street, district, city and UF — but never over what the user typed in them: a field is
 * filled only while it still holds its initial value or what an earlier lookup put there.
 */
export const CepInput = (props: Omit<TextInputProps, 'source'>) => {
    const t = useMessages(uiMessages);
    const { getValues, setValue, getFieldState } = useFormContext();
    const lookupCep = useCepLookup();
    const [state, setState] = useState<Lookup>('idle');
    const filledByLookup = useRef<Partial<Record<(typeof FILLED)[number], string>>>({});
    // The CEP already there (a record being edited) is not looked up again unless it changes.
    const asked = useRef<string>(getValues('address.zip') ?? '');
    const pending = useRef<AbortController | null>(null);
    useEffect(() => () => pending.current?.abort(), []);

    const lookup = (cep: string) => {
        if (cep.length !== 8 || cep === asked.current) return;
        asked.current = cep;
        pending.current?.abort();
        const controller = new AbortController();
        pending.current = controller;
        setState('loading');
        lookupCep(cep, controller.signal).then(
            (address) => {
                if (controller.signal.aborted) return;
                for (const field of FILLED) {
                    const path = `address.${field}`;
                    const value = address[field];
                    const current = getValues(path) ?? '';
                    const untouched = !getFieldState(path).isDirty || current === '';
                    if (!value || !(untouched || current === filledByLookup.current[field])) continue;
                    setValue(path, value, { shouldDirty: true, shouldValidate: true });
                    filledByLookup.current[field] = value;
                }
                setState(address.street ? 'found' : 'city');
            },
            () => {
                if (!controller.signal.aborted) setState('not-found');
            },
        );
    };

    return (
        <TextInput
            {...props}
            source="address.zip"
            label={t('ui.cep.label')}
            format={(value: unknown) => typeCep(String(value ?? ''))}
            parse={digits}
            onChange={(event: { target: { value: string } }) => lookup(digits(event.target.value))}
            onBlur={(event: { target: { value: string } }) => lookup(digits(event.target.value))}
            helperText={<span role="status">{t(HELP[state])}</span>}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
        />
    );
};
