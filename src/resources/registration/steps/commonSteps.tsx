import { validateAddress, validateAgency } from '../../../domain/signup';
import type { WizardStep } from '../wizard/types';
import { AddressFields } from './AddressFields';
import { type AgencyDraft, AgencyField } from './AgencyField';
import { type AddressDraft, addressPayload, addressReview } from './address';

/** The holder's address at `address` (the person and minor wizards; a company's lives in its own step). */
export const addressStep = <D extends { address: AddressDraft }>(): WizardStep<D> => ({
    id: 'endereco',
    label: 'Endereço',
    fields: ['address'],
    validate: (d) => validateAddress(addressPayload(d.address)),
    Body: () => <AddressFields base="address" />,
    review: (d) => addressReview(d.address),
});

/** Where the account is opened: the last step of every wizard before its password or confirmation. */
export const agencyStep = <D extends AgencyDraft>(): WizardStep<D> => ({
    id: 'agencia',
    label: 'Agência',
    fields: ['agency_id'],
    validate: (d) => validateAgency(d),
    Body: AgencyField,
    review: (d) => [['Agência', d.agency_label]],
});
