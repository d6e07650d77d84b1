import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatementCorrectionView } from '../../contract/statementCorrections';
import { APPROVAL_MESSAGES } from '../../domain/approvals';
import { CORRECTION_MESSAGES } from '../../domain/statementCorrections';
import { balanceOf, call, holder, ledgerOf, refusal, sendPix, state, switchUser } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { DEMO_TRANSACTION_PASSWORD } from '../seed/users';

withSandbox();

// After every seeded record (the seed's history ends at today's UTC midnight): noon in Brasília.
beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T15:00:00.000Z`));
});
afterEach(() => {
    vi.useRealTimers();
});

type Answer = { data: StatementCorrectionView };

const askReversal = (
    transaction_id: number,
    key: string = crypto.randomUUID(),
    reason = 'Pix em duplicidade',
) =>
    call<Answer>('payment/revert_transaction', {
        method: 'POST',
        body: { transaction_id, reason },
        idempotencyKey: key,
    });

const askCorrection = (accountId: number, amount: number, reason = 'Tarifa cobrada em dobro') =>
    call<Answer>(`statement/balance/${accountId}/update`, {
        method: 'PUT',
        body: { amount, reason },
        idempotencyKey: crypto.randomUUID(),
    });

const approve = (id: number, key: string = crypto.randomUUID()) =>
    call<{ data: { status: string } }>(`payment/approvals/${id}/approve`, {
        method: 'POST',
        idempotencyKey: key,
    });

/** A Pix of R$ 123,45 from the Cliente's account to Maria Helena's, both here, settled. */
const internalPix = async () => {
    const { account } = await holder('cliente');
    const sent = await sendPix({
        account_id: account.id,
        amount: 12_345,
        key: 'MariaHelena.Souza@gmail.com',
    });
    vi.setSystemTime(Date.now() + 2_100);
    await call(`pix/debit/transaction/${sent.data.id}/status`);
    const transfers = state().pixTransfers.filter((p) => p.end_to_end_id === sent.data.end_to_end_id);
    const credit = state().transactions.find(
        (t) => t.id === transfers.find((p) => p.direction === 'in')?.transaction_id,
    );
    const debit = state().transactions.find(
        (t) => t.id === transfers.find((p) => p.direction === 'out')?.transaction_id,
    );
    if (!credit || !debit) throw new Error('Pix interno sem os dois lançamentos');
    return { credit, debit };
};

describe('reversals (payment/revert_transaction)', () => {
    it('holds the reversal of a Pix credit until another person approves; then both accounts move back, once', async () => {
        const { credit, debit } = await internalPix();
        const [payee, payer] = [balanceOf(credit.account_id), balanceOf(debit.account_id)];

        await switchUser('backoffice');
        const key = crypto.randomUUID();
        const asked = (await askReversal(credit.id, key)).data;
        expect(asked).toMatchObject({ kind: 'reversal', status: 'pending_approval', amount: -12_345 });
        expect(asked.reverses.map((m) => m.transaction_id)).toEqual([credit.id, debit.id]);
        // The same confirmation sent again is the same request, not a second one.
        expect((await askReversal(credit.id, key)).data.id).toBe(asked.id);
        expect(state().statementCorrections.filter((c) => c.transaction_id === credit.id)).toHaveLength(1);
        expect(balanceOf(credit.account_id)).toBe(payee);
        expect(state().approvals.at(-1)).toMatchObject({ operation: 'statement_correction', amount: 12_345 });
        // A second request while one waits, and the asker's own approval, are refused.
        expect((await refusal(askReversal(debit.id))).errors).toEqual({
            transaction_id: [CORRECTION_MESSAGES.pending],
        });
        expect((await refusal(approve(asked.approval_id))).errors).toEqual({
            approval: [APPROVAL_MESSAGES.ownOperation],
        });

        await switchUser('controller');
        const decision = crypto.randomUUID();
        expect((await approve(asked.approval_id, decision)).data.status).toBe('approved');
        // The same decision retried answers as before and moves nothing again.
        expect((await approve(asked.approval_id, decision)).data.status).toBe('approved');
        expect(balanceOf(credit.account_id)).toBe(payee - 12_345);
        expect(balanceOf(debit.account_id)).toBe(payer + 12_345);
        const [payeeRow, payerRow] = [ledgerOf(credit.account_id).at(-1), ledgerOf(debit.account_id).at(-1)];
        expect(payeeRow).toMatchObject({ kind: 'reversal', amount: -12_345, reversal_of: credit.id });
        expect(payerRow).toMatchObject({ kind: 'reversal', amount: 12_345, reversal_of: debit.id });
        expect(ledgerOf(credit.account_id).filter((t) => t.reversal_of === credit.id)).toHaveLength(1);
        expect(credit).toMatchObject({ status: 'reversed', reversed_by: payeeRow?.id });
        expect(debit).toMatchObject({ status: 'reversed', reversed_by: payerRow?.id });

        // The trail: who asked and who approved, found from the reversal row too.
        const trail = await call<{ data: StatementCorrectionView[] }>(
            `statement/corrections?filter[transaction_id]=${payeeRow?.id}`,
        );
        expect(trail.data[0]).toMatchObject({ status: 'approved', maker_name: 'Bruno Henrique Almeida' });
        expect(trail.data[0].approval?.steps.map((s) => s.user_name)).toEqual(['Ana Carolina Ribeiro']);
        // Never twice.
        expect((await refusal(askReversal(credit.id))).errors).toEqual({
            transaction_id: [CORRECTION_MESSAGES.alreadyReversed],
        });
        expect((await refusal(askReversal(payeeRow?.id as number))).errors).toEqual({
            transaction_id: [CORRECTION_MESSAGES.isReversal],
        });
    });

    it('reverts a boleto issued here and paid from an account here on both accounts', async () => {
        const issuer = await holder('titular_pj');
        const payers = await call<{ data: { id: number }[] }>('payment/drawee');
        const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
        const [boleto] = (
            await call<{ data: { line: string }[] }>('payment/invoice', {
                method: 'POST',
                body: {
                    account_id: issuer.account.id,
                    drawee_id: payers.data[0].id,
                    amount: 5_000,
                    due_date: due,
                },
            })
        ).data;
        const payer = await holder('titular_pf');
        await call('payment/bill', {
            method: 'POST',
            body: { line: boleto.line, account_id: payer.account.id, password: DEMO_TRANSACTION_PASSWORD },
            idempotencyKey: crypto.randomUUID(),
        });
        const [debit, credit] = [ledgerOf(payer.account.id).at(-1), ledgerOf(issuer.account.id).at(-1)];
        const [payerBefore, issuerBefore] = [balanceOf(payer.account.id), balanceOf(issuer.account.id)];
        await switchUser('gestor');
        const asked = (await askReversal(debit?.id as number)).data;
        expect(asked.reverses.map((m) => m.transaction_id)).toEqual([debit?.id, credit?.id]);
        await switchUser('backoffice');
        await approve(asked.approval_id);
        expect(balanceOf(payer.account.id)).toBe(payerBefore + 5_000);
        expect(balanceOf(issuer.account.id)).toBe(issuerBefore - 5_000);
    });

    it('is refused at approval when the balance was spent meanwhile: the approval stays pending, nothing posts', async () => {
        const { credit } = await internalPix();
        await switchUser('gestor');
        const asked = (await askReversal(credit.id)).data;
        const account = state().accounts.find((a) => a.id === credit.account_id);
        if (!account) throw new Error('conta');
        account.balance = 100;
        const rows = state().transactions.length;
        await switchUser('backoffice');
        const refused = await refusal(approve(asked.approval_id));
        expect(refused.errors?.approval?.[0]).toMatch(/^Saldo insuficiente na conta /);
        expect(state().approvals.find((a) => a.id === asked.approval_id)?.status).toBe('pending_approval');
        expect(state().transactions).toHaveLength(rows);
        expect(credit.status).toBe('transacted');
    });

    it('checks the reason and the movement, and is only for staff with the permission', async () => {
        await switchUser('gestor');
        expect((await refusal(askReversal(999_999, undefined, 'curto'))).errors).toEqual({
            reason: [CORRECTION_MESSAGES.reasonShort],
            transaction_id: [CORRECTION_MESSAGES.transactionMissing],
        });
        const { account } = await holder('titular_pf');
        const own = ledgerOf(account.id).find((t) => t.status === 'transacted' && t.kind !== 'reversal');
        expect((await refusal(askReversal(own?.id as number))).status).toBe(403);
        expect((await refusal(call('statement/corrections'))).status).toBe(403);
    });
});

describe('balance corrections (PUT statement/balance/{id}/update)', () => {
    it('posts a manual_charge with its reason on approval; never below zero; a rejection moves nothing', async () => {
        const { account } = await holder('titular_pf');
        const before = balanceOf(account.id);
        await switchUser('backoffice');
        expect((await refusal(askCorrection(account.id, -(before + 1)))).errors?.amount?.[0]).toMatch(
            /^Saldo insuficiente/,
        );
        expect((await refusal(askCorrection(account.id, 0, ''))).errors).toEqual({
            amount: [CORRECTION_MESSAGES.amountRequired],
            reason: [CORRECTION_MESSAGES.reasonRequired],
        });
        const credit = (await askCorrection(account.id, 2_590)).data;
        const debit = (await askCorrection(account.id, -1_000, 'Crédito lançado por engano')).data;
        expect(balanceOf(account.id)).toBe(before);

        await switchUser('controller');
        await approve(credit.approval_id);
        await call(`payment/approvals/${debit.approval_id}/reject`, {
            method: 'POST',
            body: { reason: 'Não há crédito por engano' },
            idempotencyKey: crypto.randomUUID(),
        });
        expect(balanceOf(account.id)).toBe(before + 2_590);
        expect(ledgerOf(account.id).at(-1)).toMatchObject({
            kind: 'manual_charge',
            amount: 2_590,
            description: 'Correção de saldo - Tarifa cobrada em dobro',
        });
        const trail = await call<{ data: StatementCorrectionView[] }>(
            `statement/corrections?filter[account_id]=${account.id}`,
        );
        expect(trail.data.map((c) => [c.status, c.reject_reason])).toEqual([
            ['rejected', 'Não há crédito por engano'],
            ['approved', null],
        ]);
        expect(state().notifications.at(-1)).toMatchObject({ title: 'Correção rejeitada' });
    });
});
