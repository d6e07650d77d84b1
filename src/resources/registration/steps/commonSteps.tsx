import { validateAddress, validateAgency } from '../../../domain/signup';
import { textOf } from '../../../i18n';
import { registrationMessages } from '../messages';
import type { WizardStep } from '../wizard/types';
import { AddressFields } from './AddressFields';
import { type AgencyDraft, AgencyField } from './AgencyField';
import { type AddressDraft, addressPayload, addressReview } from './address';

const text = textOf(registrationMessages);

/** The holder's address at `address` (the person and minor wizards; a company's lives in its own step). */
export const addressStep = <D extends { address: AddressDraft }>(): WizardStep<D> => ({
    id: 'endereco',
    label: text('registration.address.step'),
    fields: ['address'],
    validate: (d) => validateAddress(addressPayload(d.address)),
    Body: () => <AddressFields base="address" />,
    review: (d) => addressReview(d.address),
});

/** Where the account is opened: the last step of every wizard before its password or confirmation. */
export const agencyStep = <D extends AgencyDraft>(): WizardStep<D> => ({
    id: 'agencia',
    label: text('registration.agency.step'),
    fields: ['agency_id'],
    validate: (d) => validateAgency(d),
    Body: AgencyField,
    review: (d) => [[text('registration.agency.step'), d.agency_label]],
});
