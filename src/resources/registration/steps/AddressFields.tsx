import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useRef, useState } from 'react';
import { UFS } from '../../../domain/drawee';
import { typeCep } from '../../../domain/typingMasks';
import { textOf, useMessages } from '../../../i18n';
import { useCepLookup } from '../../../ui/useCepLookup';
import { fieldErrorsOf } from '../api';
import { registrationMessages } from '../messages';
import { useWizard } from '../wizard/context';
import { SelectItem, TextItem } from '../wizard/fields';
import { getPath, setPath } from '../wizard/paths';

const text = textOf(registrationMessages);

const UF_OPTIONS = Object.entries(UFS).map(([value, name]) => ({ value, label: `${value} — ${name}` }));

/** CEP first: a known CEP fills street, district, city and UF (POST access/search/cep); the rest is typed. */
export const AddressFields = ({ base }: { base: string }) => {
    const t = useMessages(registrationMessages);
    const { draft, update, addErrors } = useWizard();
    const zip = String(getPath(draft, `${base}.zip`) ?? '').replace(/\D/g, '');
    const [searching, setSearching] = useState(false);
    const asked = useRef(zip);
    const lookupCep = useCepLookup();

    useEffect(() => {
        if (zip.length !== 8 || zip === asked.current) return;
        asked.current = zip;
        const controller = new AbortController();
        setSearching(true);
        lookupCep(zip, controller.signal)
            .then(
                (found) =>
                    update(
                        (current) =>
                            ['street', 'district', 'city', 'state'].reduce(
                                (value, field) =>
                                    found[field as keyof typeof found]
                                        ? setPath(
                                              value,
                                              `${base}.${field}`,
                                              found[field as keyof typeof found],
                                          )
                                        : value,
                                current,
                            ),
                        [`${base}.street`, `${base}.district`, `${base}.city`, `${base}.state`],
                    ),
                (failure: unknown) => {
                    if (controller.signal.aborted) return;
                    const message = fieldErrorsOf(failure)?.cep ?? text('registration.address.cep_failed');
                    addErrors({ [`${base}.zip`]: message });
                },
            )
            .finally(() => !controller.signal.aborted && setSearching(false));
        return () => controller.abort();
    }, [zip, base, update, addErrors, lookupCep]);

    return (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextItem
                name={`${base}.zip`}
                label="CEP"
                mask={typeCep}
                inputMode="numeric"
                autoComplete="postal-code"
                help={t('registration.address.cep_help')}
                end={
                    searching ? (
                        <InputAdornment position="end">
                            <CircularProgress size={18} aria-label={t('registration.address.searching')} />
                        </InputAdornment>
                    ) : undefined
                }
            />
            <TextItem
                name={`${base}.street`}
                label={t('registration.address.street')}
                autoComplete="address-line1"
            />
            <TextItem
                name={`${base}.number`}
                label={t('registration.address.number')}
                help={t('registration.address.number_help')}
            />
            <TextItem
                name={`${base}.complement`}
                label={t('registration.address.complement')}
                autoComplete="address-line2"
            />
            <TextItem name={`${base}.district`} label={t('registration.address.district')} />
            <TextItem
                name={`${base}.city`}
                label={t('registration.address.city')}
                autoComplete="address-level2"
            />
            <SelectItem name={`${base}.state`} label={t('registration.address.state')} options={UF_OPTIONS} />
        </Box>
    );
};
