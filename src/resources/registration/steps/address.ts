import { digitsOf } from '../typedValues';

export interface AddressDraft {
    zip: string;
    street: string;
    number: string;
    complement: string;
    district: string;
    city: string;
    state: string;
}

export const EMPTY_ADDRESS: AddressDraft = {
    zip: '',
    street: '',
    number: '',
    complement: '',
    district: '',
    city: '',
    state: '',
};

/** The contract's address: CEP digits, trimmed texts, no empty complement. */
export const addressPayload = (address: AddressDraft) => ({
    zip: digitsOf(address.zip),
    street: address.street.trim(),
    number: address.number.trim(),
    ...(address.complement.trim() ? { complement: address.complement.trim() } : {}),
    district: address.district.trim(),
    city: address.city.trim(),
    state: address.state,
});

export const addressReview = (address: AddressDraft): [string, string][] => [
    ['CEP', address.zip],
    [
        'Endereço',
        `${address.street}, ${address.number}${address.complement.trim() ? ` — ${address.complement}` : ''}`,
    ],
    ['Bairro', address.district],
    ['Cidade', `${address.city}/${address.state}`],
];
