/**
 * `/comparativo-bancos`: the banks a report can compare (`payment/bank_origin`) and their financial report
 * (`payment/bank/financial_report`), both computed from the ledger: a bank's accounts are those with its
 * `bank_id`; a balance at an instant is the sum of its accounts' rows up to it. Each brand compares the banks
 * of its own hierarchy (X-Brand), as `access/banks` lists them.
 */
import { DEFAULT_BRAND_ID } from '../../brands';
import {
    type BankFigures,
    type BankOrigin,
    type BankReportRow,
    MAX_COMPARED_BANKS,
    MAX_REPORT_DAYS,
    MIN_COMPARED_BANKS,
} from '../../contract/bankReports';
import { PERMISSIONS } from '../../contract/permissions';
import { endOfDayUtc, isOnOrBeforeToday, startOfDayUtc } from '../../domain/dates';
import { BRAND_HEADER } from '../../http/client';
import { validationError } from '../laravel';
import { type Context, route } from '../route';
import type { SandboxState } from '../types';
import { hierarchyBanks } from './institutions';

const DAY_MS = 86_400_000;

export const BANK_REPORT_MESSAGES = {
    from: 'Informe a data inicial (aaaa-mm-dd).',
    to: 'Informe a data final (aaaa-mm-dd).',
    toAfterToday: 'A data final não pode ser depois de hoje.',
    fromAfterTo: 'A data inicial deve ser anterior ou igual à final.',
    tooLong: `O período pode ter no máximo ${MAX_REPORT_DAYS} dias.`,
    banks: `Escolha de ${MIN_COMPARED_BANKS} a ${MAX_COMPARED_BANKS} bancos diferentes.`,
    unknownBank: 'Banco não encontrado.',
} as const;

const banksOf = (ctx: Context) =>
    hierarchyBanks(ctx.store.state, ctx.request.headers.get(BRAND_HEADER) ?? DEFAULT_BRAND_ID);

const origins = (ctx: Context): BankOrigin[] => {
    const { state } = ctx.store;
    return banksOf(ctx)
        .map((bank) => {
            const accounts = state.accounts.filter((a) => a.bank_id === bank.id);
            return {
                id: bank.id,
                name: bank.name,
                code: bank.code,
                ispb: bank.ispb,
                agencies: state.agencies.filter((a) => a.bank_id === bank.id).length,
                accounts: accounts.length,
                balance: accounts.reduce((sum, a) => sum + a.balance, 0),
            };
        })
        .sort((a, b) => b.balance - a.balance || b.accounts - a.accounts || a.id - b.id);
};

interface Query {
    start: string;
    end: string;
    from: string;
    to: string;
    ids: number[];
}

const readQuery = (ctx: Context): Query => {
    const params = ctx.url.searchParams;
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const errors: Record<string, string[]> = {};
    const start = startOfDayUtc(from);
    const end = endOfDayUtc(to);
    if (start === null) errors.from = [BANK_REPORT_MESSAGES.from];
    if (end === null) errors.to = [BANK_REPORT_MESSAGES.to];
    else if (!isOnOrBeforeToday(to)) errors.to = [BANK_REPORT_MESSAGES.toAfterToday];
    if (start !== null && end !== null && !errors.to) {
        if (from > to) errors.from = [BANK_REPORT_MESSAGES.fromAfterTo];
        else if ((Date.parse(end) + 1 - Date.parse(start)) / DAY_MS > MAX_REPORT_DAYS)
            errors.from = [BANK_REPORT_MESSAGES.tooLong];
    }
    const raw = (params.get('bank_ids') ?? '').split(',').filter((id) => id.trim() !== '');
    const ids = raw.map(Number);
    if (
        ids.length < MIN_COMPARED_BANKS ||
        ids.length > MAX_COMPARED_BANKS ||
        ids.some((id) => !Number.isInteger(id)) ||
        new Set(ids).size !== ids.length
    )
        errors.bank_ids = [BANK_REPORT_MESSAGES.banks];
    else if (ids.some((id) => !banksOf(ctx).some((b) => b.id === id)))
        errors.bank_ids = [BANK_REPORT_MESSAGES.unknownBank];
    if (Object.keys(errors).length > 0 || start === null || end === null) throw validationError(errors);
    return { start, end, from, to, ids };
};

const emptyFigures = (): BankFigures => ({
    opening_balance: 0,
    closing_balance: 0,
    inflows: 0,
    outflows: 0,
    transactions: 0,
    accounts_opened: 0,
    accounts_total: 0,
});

const add = (total: BankFigures, figures: BankFigures) => {
    for (const key of Object.keys(total) as (keyof BankFigures)[]) total[key] += figures[key];
};

/** Each asked bank's figures: one pass over the ledger (ISO timestamps compare as text). */
function financialReport(state: SandboxState, query: Query) {
    const { start, end } = query;
    const figures = new Map(query.ids.map((id) => [id, emptyFigures()]));
    const bankOf = new Map<number, BankFigures>();
    for (const account of state.accounts) {
        const bank = figures.get(account.bank_id);
        if (!bank) continue;
        bankOf.set(account.id, bank);
        if (account.created_at <= end) bank.accounts_total += 1;
        if (account.created_at >= start && account.created_at <= end) bank.accounts_opened += 1;
    }
    for (const row of state.transactions) {
        const bank = bankOf.get(row.account_id);
        if (!bank || row.created_at > end) continue;
        if (row.created_at < start) {
            bank.opening_balance += row.amount;
            continue;
        }
        bank.transactions += 1;
        if (row.amount >= 0) bank.inflows += row.amount;
        else bank.outflows += row.amount;
    }
    const totals = emptyFigures();
    const banks = query.ids.map((id): BankReportRow => {
        const bank = state.banks.find((b) => b.id === id);
        const row = figures.get(id) ?? emptyFigures();
        row.closing_balance = row.opening_balance + row.inflows + row.outflows;
        add(totals, row);
        return { bank_id: id, name: bank?.name ?? '', code: bank?.code ?? '', ...row };
    });
    return { from: query.from, to: query.to, banks, totals };
}

export const bankReportHandlers = [
    route('get', 'payment/bank_origin', { permission: PERMISSIONS.bankIndex }, (ctx) => ({
        data: origins(ctx),
    })),
    route('get', 'payment/bank/financial_report', { permission: PERMISSIONS.bankIndex }, (ctx) => ({
        data: financialReport(ctx.store.state, readQuery(ctx)),
    })),
];
