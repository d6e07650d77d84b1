/**
 * The institutions' financial report (`/comparativo-bancos`): `GET payment/bank_origin` lists the banks a
 * report can compare, largest balance first; `GET payment/bank/financial_report` answers the chosen banks'
 * figures over a span of Brasília days. Money in integer cents.
 */

/** `GET payment/bank_origin`: one bank of the hierarchy, with its size today. */
export interface BankOrigin {
    id: number;
    name: string;
    /** COMPE code, 3 digits. */
    code: string;
    ispb: string;
    agencies: number;
    accounts: number;
    /** The sum of its accounts' balances now. */
    balance: number;
}

/**
 * `GET payment/bank/financial_report?from=yyyy-MM-dd&to=yyyy-MM-dd&bank_ids=1,2`: both days included, in
 * Brasília time; 2 to 6 banks; at most 366 days, ending today at the latest.
 */
export interface BankReportQuery {
    from: string;
    to: string;
    bank_ids: string;
}

/** One bank's (or the total's) figures over the period, from its accounts' ledger. */
export interface BankFigures {
    /** Balances of its accounts at the start of `from` and the end of `to`. */
    opening_balance: number;
    closing_balance: number;
    /** Credits in the period (positive); reversals included, as the ledger posts them. */
    inflows: number;
    /** Debits in the period (negative). */
    outflows: number;
    /** Ledger rows in the period. */
    transactions: number;
    /** Accounts created in the period. */
    accounts_opened: number;
    /** Accounts that existed at the end of `to`. */
    accounts_total: number;
}

export interface BankReportRow extends BankFigures {
    bank_id: number;
    name: string;
    code: string;
}

export interface BankFinancialReport {
    from: string;
    to: string;
    /** In the order the banks were asked for. */
    banks: BankReportRow[];
    totals: BankFigures;
}

export const MIN_COMPARED_BANKS = 2;
export const MAX_COMPARED_BANKS = 6;
export const MAX_REPORT_DAYS = 366;
