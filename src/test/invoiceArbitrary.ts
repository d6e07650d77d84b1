import fc from 'fast-check';
import { cnpjFromSeed } from '../domain/cnpj';
import { cpfFromSeed } from '../domain/cpf';
import { INVOICE_LIMITS, payerIsPerson } from '../domain/invoice';
import type { InvoiceBatchRowData } from '../domain/invoiceCsv';

/** 'yyyy-MM-dd' plus n days. */
export const plusDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Words with accents, quotes, separators, % and formula-like signs inside (never first: Excel's `'` rule).
 * No character of Windows-1252's 0x80–0xBF (º, ª): after an accented capital their bytes are valid UTF-8
 * ('Ãº' is 'ú'), so such a Windows-1252 file would rightly be read as UTF-8.
 */
const word = fc
    .string({
        unit: fc.constantFrom(...'abcçãéíóúâêôàABCÇÃÉ0123456789;,"\'&.-/%=+@'.split('')),
        minLength: 1,
        maxLength: 8,
    })
    .filter((w) => /^[\p{L}\d]/u.test(w));
const text = (maxLength: number) =>
    fc
        .array(word, { maxLength: 12 })
        .map((parts) => parts.join(' ').slice(0, maxLength).trim())
        .filter((value) => !value.startsWith("'"));

const document = fc.oneof(
    fc.nat({ max: 1e8 }).map((n) => cpfFromSeed(n)),
    fc.tuple(fc.nat({ max: 1e8 }), fc.boolean()).map(([n, alpha]) => cnpjFromSeed(n, alpha)),
);

/** A boleto line that passes every rule on `today`, as the batch call takes it. */
export const arbitraryInvoiceRow = (today: string): fc.Arbitrary<InvoiceBatchRowData> =>
    fc
        .record({
            drawee_document: document,
            installments: fc.integer({ min: 1, max: INVOICE_LIMITS.maxInstallments }),
            dueIn: fc.integer({ min: 0, max: INVOICE_LIMITS.maxDueDays }),
            amountSeed: fc.nat({ max: INVOICE_LIMITS.maxAmountCents }),
            fine: fc.nat({ max: INVOICE_LIMITS.maxFineCompanyBp }),
            interest: fc.nat({ max: INVOICE_LIMITS.maxInterestBp }),
            discountSeed: fc.option(fc.tuple(fc.nat(), fc.nat()), { nil: null }),
            instructions: text(INVOICE_LIMITS.instructionsMax),
            your_number: fc.stringMatching(/^[A-Z0-9][A-Z0-9/-]{0,14}$|^$/),
        })
        .map((r) => {
            const min = INVOICE_LIMITS.minAmountCents * r.installments;
            const amount = min + (r.amountSeed % (INVOICE_LIMITS.maxAmountCents - min + 1));
            const parcel = Math.floor(amount / r.installments);
            const due = plusDays(today, r.dueIn);
            const fine = payerIsPerson(r.drawee_document)
                ? r.fine % (INVOICE_LIMITS.maxFinePersonBp + 1)
                : r.fine;
            const discount = r.discountSeed ? 1 + (r.discountSeed[0] % (parcel - 1)) : 0;
            return {
                drawee_document: r.drawee_document,
                amount,
                due_date: due,
                installments: r.installments,
                fine_percent: fine,
                interest_percent: r.interest,
                discount_amount: discount,
                discount_until:
                    discount && r.discountSeed ? plusDays(today, r.discountSeed[1] % (r.dueIn + 1)) : null,
                instructions: r.instructions,
                your_number: r.your_number,
            };
        });
