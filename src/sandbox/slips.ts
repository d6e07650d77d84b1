/** Boleto installments in the sandbox bank: the record's views and what approval and rejection do to it. */

import type { BillPayment, SlipParcel } from '../contract/bills';
import { authenticationCode } from '../domain/billPayment';
import { formatLine } from '../domain/boleto';
import { formatDate, toDateOnlyBrasilia } from '../domain/dates';
import { formatBRL } from '../domain/money';
import { installmentStatus, installmentsText, SLIP_MESSAGES, simulationPairs } from '../domain/slipParcel';
import { invoiceByBarcode, settleInvoice, unpayableReason } from './invoices';
import { notFound, validationError } from './laravel';
import { post } from './ledger';
import type { BankStore, SandboxState } from './types';
import { accountSummary, approvalSummary, notifyUser } from './views';

type Accounts = Pick<SandboxState, 'accounts' | 'agencies' | 'persons'>;

/** The approval queue's view of a request: the boleto, who asks for it, and the whole offer. */
export const slipSummary = (state: Accounts, slip: SlipParcel) => {
    const account = accountSummary(state, slip.account_id);
    const summary: Record<string, string> = {
        Beneficiário: slip.beneficiary,
        'Linha digitável': formatLine(slip.line),
        Solicitante: account?.holder ?? 'N/A',
        'Conta do parcelamento': account
            ? `${account.agency ?? '----'} · ${account.number}-${account.digit}`
            : 'N/A',
    };
    if (slip.boleto_due_date) summary['Vencimento do boleto'] = formatDate(slip.boleto_due_date);
    // The queue shows the amount itself ('Valor').
    for (const [label, value] of simulationPairs(slip.simulation)) {
        if (label !== 'Valor do boleto') summary[label] = value;
    }
    return summary;
};

/** A request as the API answers it: installments with their status on `today`, account, approval, payment. */
export const slipView = (state: SandboxState, slip: SlipParcel, today = toDateOnlyBrasilia()) => {
    const approval = state.approvals.find((a) => a.id === slip.approval_id);
    const payment = state.billPayments.find((p) => p.id === slip.bill_payment_id);
    const installments = slip.installments.map((row) => ({ ...row, status: installmentStatus(row, today) }));
    const next = installments.find((row) => row.status !== 'paid');
    return {
        ...slip,
        // The boleto amount, at the top level for lists and their sort.
        amount: slip.simulation.amount,
        installments,
        account: accountSummary(state, slip.account_id),
        approval: approvalSummary(approval),
        bill_payment: payment
            ? {
                  id: payment.id,
                  status: payment.status,
                  paid_at: payment.paid_at,
                  authentication: payment.authentication,
              }
            : null,
        next_due: next
            ? { number: next.number, due_date: next.due_date, amount: next.amount, status: next.status }
            : null,
        reject_reason: approval?.steps.find((step) => step.action === 'reject')?.reason ?? null,
    };
};

/** The bank's payment of the boleto: paid in full, no account debited (the holder owes the installments). */
export const bankPayment = (slip: SlipParcel, id: number, uuid: string, at: string): BillPayment => ({
    id,
    uuid,
    user_id: slip.user_id,
    account_id: slip.account_id,
    kind: slip.kind,
    line: slip.line,
    barcode: slip.barcode,
    beneficiary: slip.beneficiary,
    bank_code: slip.bank_code,
    amount: slip.simulation.amount,
    due_date: slip.boleto_due_date,
    payment_date: null,
    status: 'paid',
    authentication: authenticationCode(uuid),
    transaction_id: null,
    approval_id: slip.approval_id,
    created_at: at,
    paid_at: at,
    slip_parcel_id: slip.id,
});

/** Approved: the boleto paid by the bank, and the offer's schedule becomes the holder's installments. */
export const markApproved = (slip: SlipParcel, payment: BillPayment, at: string) => {
    slip.status = 'approved';
    slip.bill_payment_id = payment.id;
    slip.decided_at = at;
    slip.installments = slip.simulation.schedule.map((row) => ({ ...row, status: 'open', paid_at: null }));
};

const refuse = (message: string) => validationError({ approval: [message] });

/** The bank's decision, in the holder's notifications, with the way back to their requests. */
const notifyHolder = (store: BankStore, slip: SlipParcel, title: string, body: string) =>
    notifyUser(store, slip.user_id, { title, body, link: { label: 'Ver parcelamentos', to: '/hub-slip' } });

const what = (slip: SlipParcel) => `${formatBRL(slip.simulation.amount)} para ${slip.beneficiary}`;

/**
 * The final approval: the bank pays the boleto (a portal-bank boleto also credits its issuer). Refused, with
 * nothing changed, when the boleto expired or was paid meanwhile.
 */
export const executeSlipParcel = (store: BankStore, slipId: number) => {
    const { state } = store;
    const slip = state.slipParcels.find((s) => s.id === slipId);
    if (!slip) throw notFound();
    if (slip.boleto_due_date && slip.boleto_due_date < toDateOnlyBrasilia())
        throw refuse(SLIP_MESSAGES.expiredWhilePending);
    const invoice = invoiceByBarcode(state, slip.barcode);
    const unpayable = invoice && unpayableReason(invoice);
    if (unpayable) throw refuse(unpayable);
    const now = new Date().toISOString();
    const payment = bankPayment(slip, store.nextId('billPayments'), crypto.randomUUID(), now);
    state.billPayments.push(payment);
    if (invoice) {
        settleInvoice(state, invoice, payment.amount, now, store.nextId('transactions'));
        store.save('invoices');
        store.save('accounts');
        store.save('transactions');
    }
    markApproved(slip, payment, now);
    store.save('billPayments');
    store.save('slipParcels');
    notifyHolder(
        store,
        slip,
        'Parcelamento de boleto aprovado',
        `O banco pagou o boleto de ${what(slip)}. Você paga ${installmentsText(slip.simulation)}, a primeira em ${formatDate(slip.simulation.first_due_date)}.`,
    );
};

/** A rejected request: nothing moves. */
export const rejectSlipParcel = (store: BankStore, slipId: number, reason?: string) => {
    const slip = store.state.slipParcels.find((s) => s.id === slipId);
    if (!slip) throw notFound();
    slip.status = 'rejected';
    slip.decided_at = new Date().toISOString();
    store.save('slipParcels');
    notifyHolder(
        store,
        slip,
        'Parcelamento de boleto rejeitado',
        `O pedido de parcelamento do boleto de ${what(slip)} foi rejeitado e nada foi pago.${reason ? ` Motivo: ${reason}` : ''}`,
    );
};

/**
 * Installments whose day has come are debited from the request's account, oldest first, while the balance
 * covers them; one it cannot cover stays open (overdue from the next day) and holds back the later ones.
 */
export function advanceSlips(store: BankStore, now: Date = new Date()) {
    const today = toDateOnlyBrasilia(now);
    let changed = false;
    for (const slip of store.state.slipParcels) {
        const account = store.state.accounts.find((a) => a.id === slip.account_id);
        for (const row of slip.installments) {
            if (row.status === 'paid') continue;
            if (row.due_date > today || account?.status !== 'active' || account.balance < row.amount) break;
            const count = slip.installments.length;
            const at = now.toISOString();
            post(
                store,
                account.id,
                'payment',
                `Parcela ${row.number}/${count} do parcelamento - ${slip.beneficiary}`,
                -row.amount,
                at,
            );
            row.status = 'paid';
            row.paid_at = at;
            changed = true;
            notifyUser(store, slip.user_id, {
                title: 'Parcela debitada',
                body: `A parcela ${row.number} de ${count} do parcelamento do boleto de ${slip.beneficiary} (${formatBRL(row.amount)}) foi debitada da sua conta.`,
                link: { label: 'Ver parcelamento', to: '/relatorio-parcelamento' },
            });
        }
    }
    if (changed) {
        store.save('slipParcels');
        store.save('accounts');
        store.save('transactions');
    }
}
