import fc from 'fast-check';
import { cnpjFromSeed } from '../domain/cnpj';
import { cpfFromSeed } from '../domain/cpf';
import { type DraweeFields, UFS } from '../domain/drawee';
import { VALID_DDDS } from '../domain/phone';

/**
 * Words with accents, quotes, the CSV separators and an apostrophe inside: what real names and streets hold.
 * Never 'Ãº': it is how UTF-8's 'ú' reads as Windows-1252, which the readers refuse as mixed encodings.
 */
const word = fc
    .string({
        unit: fc.constantFrom(...'abcdeçãéíóúâêôàüABCDEÇÃÉ0123456789;,"\'&.-/º'.split('')),
        minLength: 1,
        maxLength: 8,
    })
    .filter((w) => /^[\p{L}\d]/u.test(w) && !w.includes('Ãº'));
const words = (min: number, max: number, maxLength: number) =>
    fc
        .array(word, { minLength: min, maxLength: max })
        .map((parts) => parts.join(' '))
        .filter((value) => value.length <= maxLength);

const document = fc.oneof(
    fc.nat({ max: 1e8 }).map((n) => cpfFromSeed(n)),
    fc.tuple(fc.nat({ max: 1e8 }), fc.boolean()).map(([n, alpha]) => cnpjFromSeed(n, alpha)),
);

const phone = fc.oneof(
    fc.constant(''),
    fc.tuple(fc.constantFrom(...VALID_DDDS), fc.stringMatching(/^\d{8}$/)).map(([ddd, n]) => `${ddd}9${n}`),
    fc
        .tuple(fc.constantFrom(...VALID_DDDS), fc.integer({ min: 2, max: 5 }), fc.stringMatching(/^\d{7}$/))
        .map(([ddd, first, n]) => `${ddd}${first}${n}`),
);

const email = fc.oneof(
    fc.constant(''),
    fc
        .tuple(fc.stringMatching(/^[a-z0-9._]{1,20}$/), fc.constantFrom('gmail.com', 'empresa.com.br'))
        .map(([local, domain]) => `${local}@${domain}`),
);

/** A valid payer, already normalized: what a good CSV line or form becomes. */
export const arbitraryDrawee: fc.Arbitrary<DraweeFields> = fc.record({
    name: words(1, 6, 120).filter((name) => name.length >= 3),
    document,
    email,
    phone,
    address: fc
        .record({
            zip: fc.stringMatching(/^\d{8}$/),
            street: words(1, 5, 120),
            number: fc.oneof(fc.constant('S/N'), fc.integer({ min: 1, max: 99999 }).map(String)),
            complement: fc.oneof(fc.constant(''), words(1, 3, 60)),
            district: words(1, 3, 60),
            city: words(1, 3, 60),
            state: fc.constantFrom(...Object.keys(UFS)),
        })
        .map(({ complement, ...rest }) => ({ ...rest, ...(complement ? { complement } : {}) })),
});
