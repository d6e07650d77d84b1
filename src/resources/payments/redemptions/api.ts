import type { RedemptionForm, RedemptionSimulation, RedemptionView } from '../../../contract/redemptions';

export type { RedemptionForm, RedemptionSimulation, RedemptionView };

/** 'Ag. 0001 · 12345-6' */
export const sourceText = (account: { agency: string | null; number: string; digit: string }) =>
    `Ag. ${account.agency ?? '----'} · ${account.number}-${account.digit}`;

/** '341 · Itaú Unibanco S.A. · Ag. 0912 · Conta 4567801-3 (Conta corrente)' */
export const destinationText = (d: RedemptionView['destination']) =>
    `${d.bank_code ?? '---'} · ${d.bank_name} · Ag. ${d.branch} · Conta ${d.account} (${d.type})`;
