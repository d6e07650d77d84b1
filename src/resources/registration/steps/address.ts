import { textOf } from '../../../i18n';
import { registrationMessages } from '../messages';
import { digitsOf } from '../typedValues';

const text = textOf(registrationMessages);

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

export const addressReview = (address: AddressDraft): [string, string][] => {
    const line = text('registration.address.review_value', {
        street: address.street,
        number: address.number,
    });
    return [
        ['CEP', address.zip],
        [
            text('registration.address.step'),
            address.complement.trim()
                ? text('registration.address.review_complement', {
                      address: line,
                      complement: address.complement,
                  })
                : line,
        ],
        [text('registration.address.district'), address.district],
        [text('registration.address.city'), `${address.city}/${address.state}`],
    ];
};
