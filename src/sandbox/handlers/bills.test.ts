import { describe, expect, it } from 'vitest';
import { beneficiaryOf } from '../../domain/billPayment';
import { buildBankBoleto, parseBoleto } from '../../domain/boleto';
import { addDays } from '../../domain/businessDays';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { isValidDocument } from '../../domain/document';
import { request } from '../../http/client';
import { activeAccountsOf, balanceOf, state } from '../../test/bank';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { DEMO_TRANSACTION_PASSWORD } from '../seed/users';

withSandbox();

interface Info {
    beneficiary: string;
    beneficiary_document: string | null;
    charges: { amount: number; fine: number; interest: number; discount: number; days_late: number } | null;
    total: number | null;
}

const line = (bankCode: string, amountCents: number, dueInDays: number) =>
    buildBankBoleto({
        bankCode,
        amountCents,
        dueDate: addDays(toDateOnlyBrasilia(), dueInDays),
        freeField: '5555544444333332222211111',
    }).line;

const info = async (typed: string) =>
    (await request<{ data: Info }>('payment/info', { method: 'POST', body: { line: typed }, quiet: true }))
        .body.data;

describe('POST payment/info: what the register says of a boleto of another bank', () => {
    it('names the beneficiary with a valid CPF or CNPJ, not the bank, the same on every lookup', async () => {
        await signIn('titular_pf');
        const itau = line('341', 12_345, 10);
        const first = await info(itau);
        const parsed = parseBoleto(itau);
        if (!parsed.ok) throw new Error('linha inválida');
        expect(first.beneficiary).not.toBe(beneficiaryOf(parsed));
        expect(first.beneficiary).toMatch(/^\p{Lu}[\p{L} &.'-]+$/u);
        expect(isValidDocument(first.beneficiary_document ?? '')).toBe(true);
        expect(await info(itau)).toEqual(first);
        // Another bank's boleto has another beneficiary.
        expect((await info(line('237', 12_345, 10))).beneficiary_document).not.toBe(
            first.beneficiary_document,
        );
        expect(first.total).toBe(12_345);
    });

    it('charges an overdue one 2 % fine and 1 % a month, and the payment debits that total', async () => {
        await signIn('titular_pf');
        const overdue = line('237', 100_000 - 1, -15);
        const answer = await info(overdue);
        const fine = Math.round(99_999 * 0.02);
        const interest = Math.round((99_999 * 0.01 * 15) / 30);
        expect(answer.charges).toEqual({
            amount: 99_999,
            discount: 0,
            fine,
            interest,
            days_late: 15,
            total: 99_999 + fine + interest,
        });
        expect(answer.total).toBe(99_999 + fine + interest);

        const [account] = activeAccountsOf('titular_pf').sort((a, b) => a.id - b.id);
        const before = balanceOf(account.id);
        const paid = await request<{ data: Record<string, unknown> }>('payment/bill', {
            method: 'POST',
            body: {
                line: overdue,
                amount: 99_999,
                account_id: account.id,
                password: DEMO_TRANSACTION_PASSWORD,
            },
            idempotencyKey: crypto.randomUUID(),
            quiet: true,
        });
        // Above R$ 1.000,00 with the charges: held for approval, at the register's total.
        expect(paid.body.data).toMatchObject({
            amount: answer.total,
            beneficiary: answer.beneficiary,
            beneficiary_document: answer.beneficiary_document,
            charges: answer.charges,
            status: 'pending_approval',
        });
        expect(balanceOf(account.id)).toBe(before);
        expect(state().approvals.at(-1)?.summary).toMatchObject({ Beneficiário: answer.beneficiary });
    });
});
