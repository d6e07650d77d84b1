/** MUI Chip colours. */
export type StatusColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
export interface StatusInfo {
    readonly label: string;
    readonly color: StatusColor;
}
export type StatusVocabulary = 'generic' | 'payment' | 'batch' | 'document' | 'entity';

const s = (label: string, color: StatusColor): StatusInfo => Object.freeze({ label, color });

// Colours: success = a good final state, error = refused/failed/blocked, warning = needs attention,
// info = under way, secondary = money going back, primary = authorized, default = neutral or closed.
const APPROVED = s('Aprovado', 'success');
const PAID = s('Pago', 'success');
const BLOCKED = s('Bloqueado', 'error');
const ACTIVE = s('Ativo', 'success');

/** Spec 2 §4 generic status labels. */
export const GENERIC_STATUS = Object.freeze({
    pending: s('Pendente', 'warning'),
    pending_approval: s('Aguardando aprovação', 'warning'),
    done: APPROVED,
    approved: APPROVED,
    activated: APPROVED,
    rejected: BLOCKED,
    error: s('Erro', 'error'),
    on_queue: s('Na fila', 'info'),
    paid: PAID,
    payed: PAID,
    external_rejected: s('Rejeitado - Operadora', 'error'),
    internal_rejected: s('Rejeitado - BackOffice', 'error'),
    canceled: s('Cancelado', 'default'),
    processing: s('Processando', 'info'),
    processing_cancellation: s('Cancelando', 'info'),
    partially_paid: s('Pago parcialmente', 'warning'),
    expired: s('Vencido', 'error'),
    refunded: s('Devolvido', 'secondary'),
    chargeback: s('Chargeback', 'warning'),
    in_analysis: s('Em análise', 'info'),
    in_protest: s('Em protesto', 'warning'),
    finished: s('Finalizado', 'success'),
    refused: s('Recusado', 'error'),
    completed: s('Concluído', 'success'),
    blocked: BLOCKED,
    incomplete: s('Incompleto', 'warning'),
    confirmed: s('Confirmado', 'success'),
    reversed: s('Estornado', 'secondary'),
    authorized: s('Autorizado', 'primary'),
    disabled: s('Desabilitado', 'default'),
    deleted: s('Excluído', 'default'),
    scheduled: s('Agendado', 'info'),
    transacted: PAID,
    success: PAID,
    failure: s('Falha na Operadora', 'error'),
    draft: s('Rascunho', 'default'),
});

/** Every status value of spec 2 §4. A value whose meaning depends on the vocabulary has its generic one here. */
export const STATUS = Object.freeze({
    ...GENERIC_STATUS,
    succeeded: PAID,
    failed: s('Falhou', 'error'),
    active: ACTIVE,
    closed: s('Encerrado', 'default'),
    inactive: s('Inativo', 'default'),
    deactivated: s('Desativado', 'default'),
});
export type StatusValue = keyof typeof STATUS;

function pick<K extends StatusValue>(...keys: K[]): Readonly<Record<K, StatusInfo>> {
    return Object.fromEntries(keys.map((key) => [key, STATUS[key]])) as Record<K, StatusInfo>;
}

export const PAYMENT_STATUS = Object.freeze(pick('succeeded', 'authorized', 'refunded', 'processing'));
export const BATCH_STATUS = Object.freeze({
    ...pick('pending', 'processing', 'draft', 'scheduled', 'failed', 'paid'),
    done: s('Concluído', 'success'),
});
export const DOCUMENT_STATUS = Object.freeze({
    ...pick('pending', 'approved', 'processing'),
    rejected: s('Rejeitado', 'error'),
});
export const ENTITY_STATUS = Object.freeze({
    ...pick('rejected', 'blocked', 'pending', 'closed', 'inactive', 'deactivated'),
    active: ACTIVE,
    approved: ACTIVE,
    done: ACTIVE,
});

export const STATUS_TABLES: Readonly<Record<StatusVocabulary, Readonly<Record<string, StatusInfo>>>> =
    Object.freeze({
        generic: GENERIC_STATUS,
        payment: PAYMENT_STATUS,
        batch: BATCH_STATUS,
        document: DOCUMENT_STATUS,
        entity: ENTITY_STATUS,
    });

const NO_STATUS = s('N/A', 'default');

/**
 * Looks the value up (trimmed, case-insensitive) in the vocabulary's table, then in `STATUS` (a value the spec
 * does not list for that vocabulary keeps its generic meaning), else shows the raw value in 'default'. Never throws.
 */
export function statusInfo(vocabulary: StatusVocabulary, value: string | null | undefined): StatusInfo {
    const raw = value === null || value === undefined ? '' : String(value);
    const key = raw.trim().toLowerCase();
    if (key === '') return NO_STATUS;
    for (const table of [STATUS_TABLES[vocabulary], STATUS as Record<string, StatusInfo>]) {
        if (table && Object.hasOwn(table, key)) return table[key];
    }
    return { label: raw, color: 'default' };
}

export const statusLabel = (vocabulary: StatusVocabulary, value: string | null | undefined): string =>
    statusInfo(vocabulary, value).label;

export const statusColor = (vocabulary: StatusVocabulary, value: string | null | undefined): StatusColor =>
    statusInfo(vocabulary, value).color;
