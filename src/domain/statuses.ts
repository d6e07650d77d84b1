/**
 * The one status vocabulary (spec 2 §4): every status a screen shows, its pt-BR label and its tone.
 *
 * `DICTIONARY` holds the spec's generic labels. A *vocabulary* is the set of statuses one kind of record shows
 * together (one list's chips, one chart's slices): it picks its values from the dictionary and, where that kind
 * of record needs another word or its statuses would share a tone, overrides them here, with the reason beside
 * the override (and in docs/decisions.md, "Status vocabulary"). Tones are names; src/ui/statusTones.ts gives
 * each a colour for the light and the dark theme.
 */

/** Twelve tones that tell each other apart in both themes (src/ui/statusTones.ts). */
export const STATUS_TONES = [
    'green',
    'teal',
    'blue',
    'cyan',
    'indigo',
    'violet',
    'amber',
    'orange',
    'red',
    'magenta',
    'grey',
    'slate',
] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

export interface StatusInfo {
    readonly label: string;
    readonly tone: StatusTone;
}

const s = (label: string, tone: StatusTone): StatusInfo => Object.freeze({ label, tone });

// Tones: green = a good final state, teal = good but partial or confirmed, blue/cyan = under way or waiting for a
// date, indigo = authorized, violet = money going back, amber/orange = needs someone's attention, red/magenta =
// refused, failed or blocked, grey/slate = neutral or closed.
const APPROVED = s('Aprovado', 'green');
const PAID = s('Pago', 'green');
const BLOCKED = s('Bloqueado', 'red');
const ACTIVE = s('Ativo', 'green');

/** Spec 2 §4: the generic labels, and the values of the other spec vocabularies. */
export const DICTIONARY = Object.freeze({
    pending: s('Pendente', 'amber'),
    pending_approval: s('Aguardando aprovação', 'orange'),
    done: APPROVED,
    approved: APPROVED,
    activated: APPROVED,
    rejected: BLOCKED,
    error: s('Erro', 'magenta'),
    on_queue: s('Na fila', 'cyan'),
    paid: PAID,
    payed: PAID,
    external_rejected: s('Rejeitado - Operadora', 'magenta'),
    internal_rejected: s('Rejeitado - BackOffice', 'red'),
    canceled: s('Cancelado', 'grey'),
    processing: s('Processando', 'blue'),
    processing_cancellation: s('Cancelando', 'slate'),
    partially_paid: s('Pago parcialmente', 'teal'),
    expired: s('Vencido', 'magenta'),
    refunded: s('Devolvido', 'violet'),
    chargeback: s('Chargeback', 'orange'),
    in_analysis: s('Em análise', 'blue'),
    in_protest: s('Em protesto', 'orange'),
    finished: s('Finalizado', 'green'),
    refused: s('Recusado', 'magenta'),
    completed: s('Concluído', 'green'),
    blocked: BLOCKED,
    incomplete: s('Incompleto', 'amber'),
    confirmed: s('Confirmado', 'teal'),
    reversed: s('Estornado', 'violet'),
    authorized: s('Autorizado', 'indigo'),
    disabled: s('Desabilitado', 'slate'),
    deleted: s('Excluído', 'grey'),
    scheduled: s('Agendado', 'cyan'),
    transacted: PAID,
    success: PAID,
    failure: s('Falha na Operadora', 'magenta'),
    draft: s('Rascunho', 'slate'),
    succeeded: PAID,
    failed: s('Falhou', 'red'),
    active: ACTIVE,
    closed: s('Encerrado', 'grey'),
    inactive: s('Inativo', 'slate'),
    /** Spec 2 §4: "inactive or deactivated", one state under two names. */
    deactivated: s('Inativo', 'slate'),
});
export type StatusValue = keyof typeof DICTIONARY;

type Table = Readonly<Record<string, StatusInfo>>;

const pick = <K extends StatusValue>(...keys: K[]): Record<K, StatusInfo> =>
    Object.fromEntries(keys.map((key) => [key, DICTIONARY[key]])) as Record<K, StatusInfo>;

const table = <T extends Record<string, StatusInfo>>(entries: T): Readonly<T> => Object.freeze(entries);

/** Each kind of record's statuses: what one list or chart shows together. */
export const VOCABULARIES = Object.freeze({
    /** Spec 2 §4: every generic value (a record whose kind has no vocabulary of its own). */
    generic: table(pick(...(Object.keys(DICTIONARY) as StatusValue[]))),
    /** Spec 2 §4 payment statuses. */
    payment: table(pick('succeeded', 'authorized', 'refunded', 'processing')),
    /** Spec 2 §4 batch statuses; a finished batch is "Concluído": it was processed, nobody approved it. */
    batch: table({
        ...pick('pending', 'processing', 'draft', 'scheduled', 'failed', 'paid'),
        done: s('Concluído', 'teal'),
    }),
    /** Spec 2 §4 document statuses; a refused document is "Rejeitado" (send another), not "Bloqueado". */
    document: table({ ...pick('pending', 'approved', 'processing'), rejected: s('Rejeitado', 'red') }),
    /** Spec 2 §4 entity/account statuses, as the spec words them. */
    entity: table({
        ...pick('rejected', 'blocked', 'pending', 'closed', 'inactive', 'deactivated'),
        active: ACTIVE,
        approved: ACTIVE,
        done: ACTIVE,
    }),
    /**
     * The registration charts: a refused registration beside blocked accounts. The entity vocabulary reads both
     * as "Bloqueado"; on one chart they must differ, so a rejected registration is "Recusado".
     */
    registration: table({
        ...pick('pending', 'blocked', 'closed', 'inactive'),
        active: ACTIVE,
        rejected: s('Recusado', 'violet'),
    }),
    /** Issued boletos. */
    invoice: table(pick('draft', 'pending', 'expired', 'paid', 'canceled')),
    /** Boleto payers: a payer is switched off, not closed. */
    drawee: table(pick('active', 'disabled')),
    /** Pix transfers. */
    pix: table({
        ...pick('pending_approval', 'scheduled', 'processing', 'failure', 'canceled'),
        done: s('Concluído', 'green'),
        /** Refused by an approver: "Rejeitado", like every approval decision (the generic word is "Bloqueado"). */
        rejected: s('Rejeitado', 'red'),
        refunded: DICTIONARY.refunded,
    }),
    /** Pix charges (QR codes with a due date): a charge that was paid is "Concluído", told apart from an open one. */
    pix_charge: table({ ...pick('active', 'expired'), completed: s('Concluído', 'teal') }),
    /** Pix keys: "a chave" is feminine. */
    pix_key: table({
        active: s('Ativa', 'green'),
        claim_pending: s('Reivindicação em andamento', 'amber'),
        portability_pending: s('Portabilidade em andamento', 'orange'),
    }),
    /** The Pix position's hours (reconciliation with the central bank). */
    pix_hour: table({
        reconciled: s('Conciliado', 'green'),
        settling: s('Em liquidação', 'blue'),
        divergent: s('Divergente', 'red'),
    }),
    /** Pix organisations of the indirect-participant settings. */
    pix_organization: table({
        active: s('Em operação', 'green'),
        homologation: s('Em homologação no BCB', 'amber'),
        in_use: s('Em uso', 'indigo'),
    }),
    /** An approval decision (payments, Pix, instalment plans): a request is "Rejeitado", not "Bloqueado". */
    approval: table({ ...pick('pending_approval', 'approved'), rejected: s('Rejeitado', 'red') }),
    /** Bill payments: refused by an approver ("Rejeitado"), or a scheduled payment that failed on its day. */
    bill_payment: table({
        ...pick('paid', 'pending_approval', 'scheduled', 'failed'),
        rejected: s('Rejeitado', 'magenta'),
    }),
    /** Instalments of a boleto plan: "a parcela" is feminine. */
    installment: table({
        open: s('Em aberto', 'blue'),
        paid: s('Paga', 'green'),
        overdue: s('Vencida', 'magenta'),
    }),
    /** Payment cards. */
    card: table(pick('active', 'blocked', 'canceled')),
    /** A holder's account at another bank, approved by the back office: refused is "Rejeitado" (fix and resend). */
    linked_account: table({ ...pick('pending', 'approved'), rejected: s('Rejeitado', 'red') }),
    /** A Pix held in the transient account: credited to the holder, or returned to the payer. */
    transient_entry: table({
        pending: s('Aguardando decisão', 'amber'),
        approved: s('Creditado', 'green'),
        refunded: s('Devolvido ao pagador', 'violet'),
    }),
    /** Graphic accounts: "a conta" is feminine. */
    graphic_account: table({ active: s('Ativa', 'green'), inactive: s('Inativa', 'slate') }),
    /** Digital certificates: "o certificado". */
    certificate: table({
        valid: s('Válido', 'green'),
        expiring: s('Vence em breve', 'amber'),
        expired: s('Vencido', 'magenta'),
    }),
});
export type StatusVocabulary = keyof typeof VOCABULARIES;

const NO_STATUS = s('N/A', 'grey');

/**
 * Looks the value up (trimmed, case-insensitive) in the vocabulary, then in the dictionary (a value the
 * vocabulary does not list keeps its generic meaning), else shows the raw value, neutral. Never throws.
 */
export function statusInfo(vocabulary: StatusVocabulary, value: string | null | undefined): StatusInfo {
    const raw = value === null || value === undefined ? '' : String(value);
    const key = raw.trim().toLowerCase();
    if (key === '') return NO_STATUS;
    for (const candidates of [VOCABULARIES[vocabulary] as Table, DICTIONARY as Table]) {
        if (Object.hasOwn(candidates, key)) return candidates[key];
    }
    return { label: raw, tone: 'grey' };
}

export const statusLabel = (vocabulary: StatusVocabulary, value: string | null | undefined): string =>
    statusInfo(vocabulary, value).label;

/** A filter's choices: the vocabulary's values, one per label (aliases such as paid/payed collapse). */
export const statusChoices = (vocabulary: StatusVocabulary, values?: readonly string[]) => {
    const seen = new Set<string>();
    return (values ?? Object.keys(VOCABULARIES[vocabulary]))
        .map((id) => ({ id, name: statusLabel(vocabulary, id) }))
        .filter(({ name }) => !seen.has(name) && seen.add(name));
};
