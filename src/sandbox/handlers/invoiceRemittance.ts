import type { Invoice } from '../../contract/invoices';
import { buildCobrancaRemittance, type CobrancaTitle } from '../../domain/cnab240';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { effectiveStatus, INVOICE_MESSAGES, INVOICE_WALLET } from '../../domain/invoice';
import { PORTAL_BANK_CODE } from '../invoices';
import { filtersOf, validationError } from '../laravel';
import type { Context } from '../route';

const title = (invoice: Invoice): CobrancaTitle => ({
    ourNumber: invoice.our_number,
    ourNumberDv: invoice.our_number_dv,
    yourNumber: invoice.your_number || invoice.our_number,
    issueDate: invoice.issue_date,
    dueDate: invoice.due_date,
    amountCents: invoice.amount,
    finePercentBp: invoice.fine_percent,
    interestMonthlyBp: invoice.interest_percent,
    discount:
        invoice.discount_amount > 0 && invoice.discount_until
            ? { untilDate: invoice.discount_until, amountCents: invoice.discount_amount }
            : null,
    payer: { document: invoice.drawee.document, name: invoice.drawee.name, address: invoice.drawee.address },
});

/**
 * `GET payment/invoice/cnab`: the CNAB 240 remittance (remessa de cobrança) of the caller's open boletos of
 * one account (`filter[account_id]`, else their first) not yet sent, or of `filter[id]`; the boletos are then
 * marked as sent. Answered as JSON `{ data: { file_name, content, count } }`: the portal saves `content`.
 */
export function remittanceFile(ctx: Context, visible: Invoice[]) {
    const { state } = ctx.store;
    const filters = filtersOf(ctx.url);
    const today = toDateOnlyBrasilia();
    const ids = filters.id?.split(',');
    const open = visible.filter(
        (i) =>
            i.owner_person_id === ctx.user.person_id &&
            ['pending', 'expired'].includes(effectiveStatus(i, today)) &&
            (ids ? ids.includes(String(i.id)) : i.remitted_at === null),
    );
    const accountId = Number(filters.account_id) || open[0]?.account_id;
    const titles = open.filter((i) => i.account_id === accountId);
    if (titles.length === 0) throw validationError({ cnab: [INVOICE_MESSAGES.nothingToRemit] });

    const account = state.accounts.find((a) => a.id === accountId);
    const agency = state.agencies.find((a) => a.id === account?.agency_id);
    const holder = state.persons.find((p) => p.id === account?.person_id);
    const bank = state.banks.find((b) => b.code === PORTAL_BANK_CODE);
    const sequence = state.remittances.filter((r) => r.owner_person_id === ctx.user.person_id).length + 1;
    const now = new Date();
    const content = buildCobrancaRemittance({
        bank: { code: PORTAL_BANK_CODE, name: bank?.name ?? 'BANCO DIGITAL' },
        beneficiary: {
            document: holder?.document ?? '',
            name: holder?.name ?? '',
            agency: agency?.number ?? '0001',
            account: account?.number ?? '0',
            accountDv: account?.digit ?? '0',
            agreement: `${agency?.number ?? '0001'}${account?.number ?? ''}`,
        },
        wallet: INVOICE_WALLET,
        fileSequence: sequence,
        generatedAt: now,
        titles: titles.map(title),
    });
    const stamp = today.replaceAll('-', '');
    const fileName = `CB${stamp}${String(sequence).padStart(4, '0')}.REM`;
    const at = now.toISOString();
    for (const invoice of titles) invoice.remitted_at = invoice.remitted_at ?? at;
    state.remittances.push({
        id: ctx.store.nextId('remittances'),
        owner_person_id: ctx.user.person_id,
        file_name: fileName,
        invoice_ids: titles.map((i) => i.id),
        created_at: at,
    });
    ctx.store.save('invoices');
    ctx.store.save('remittances');
    return { data: { file_name: fileName, content, count: titles.length } };
}
