import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { asLoad, useRead } from '../../../dataProvider/hooks';
import { textOf, useMessages } from '../../../i18n';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import type { Hierarchy } from '../api';
import { registrationMessages } from '../messages';
import { useWizard } from '../wizard/context';

const text = textOf(registrationMessages);

export interface AgencyDraft {
    agency_id: string;
    /** Shown on the review and the result; not sent. */
    agency_label: string;
}

const optionsOf = (hierarchy: Hierarchy[]) =>
    hierarchy.flatMap(({ bank, agencies }) =>
        agencies.map((agency) => ({
            value: String(agency.id),
            label: text('registration.agency.option', {
                code: bank.code,
                bank: bank.name,
                number: agency.number,
                name: agency.name,
                city: agency.city,
                state: agency.state,
            }),
        })),
    );

/** Where the account will be opened: an agency of the bank's hierarchy (access/signup/hierarchy). */
export const AgencyField = () => {
    const t = useMessages(registrationMessages);
    const { draft, errors, update } = useWizard<AgencyDraft>();
    // Quiet: the field shows its own "could not load" state.
    const hierarchy = asLoad(useRead<Hierarchy[]>('cadastro', 'hierarchy', { quiet: true }));
    if (hierarchy.status === 'loading')
        return <Loading label={t('registration.agency.loading')} shape="field" />;
    if (hierarchy.status === 'error')
        return <LoadFailed what={t('registration.agency.what')} onRetry={hierarchy.retry} />;
    const options = optionsOf(hierarchy.data);
    return (
        <TextField
            select
            label={t('registration.agency.step')}
            value={options.some((o) => o.value === draft.agency_id) ? draft.agency_id : ''}
            onChange={(event) => {
                const label = options.find((o) => o.value === event.target.value)?.label ?? '';
                update(
                    (current) => ({ ...current, agency_id: event.target.value, agency_label: label }),
                    ['agency_id'],
                );
            }}
            error={!!errors.agency_id}
            helperText={errors.agency_id ?? t('registration.agency.help')}
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
