/**
 * Pix rules shared by the Pix screens and the sandbox bank: limits (Res. BCB 142/2021 nighttime rule), the
 * approval threshold, key counts, end-to-end ids, txids, labels and every pt-BR text the API answers.
 * Money in integer cents; times in Brasília. The choices are in docs/decisions.md ("Pix").
 */
import type {
    ClaimType,
    ParticipantType,
    PixAccountType,
    PixChargeStatus,
    PixKeyStatus,
    PixRejectCode,
    PixTransferStatus,
} from '../contract/pix';

export type {
    ClaimType,
    ParticipantType,
    PixAccountType,
    PixChargeStatus,
    PixKeyStatus,
    PixRejectCode,
    PixTransferStatus,
};

import { BILL_MESSAGES } from './billPayment';
import { formatCnpj } from './cnpj';
import { maskCpf, normalizeCpf } from './cpf';
import { shiftToBrasilia, toDateOnlyBrasilia } from './dates';
import { formatBRL } from './money';
import { statusLabel } from './statuses';

/** The portal bank as a Pix participant (sandbox ISPB). */
export const PORTAL_ISPB = '99000001';

export type HolderType = 'natural' | 'legal';

export interface PixLimits {
    per_transaction: number;
    daytime_daily: number;
    nighttime_per_transaction: number;
    nighttime_daily: number;
}

/**
 * Per account, in cents. Natural persons: R$ 5.000,00 a transfer and R$ 20.000,00 a day in daytime; at night
 * (20:00–06:00) R$ 1.000,00 a transfer and a night, the Res. BCB 142/2021 ceiling. Legal persons higher.
 */
export const PIX_LIMITS: Readonly<Record<HolderType, PixLimits>> = Object.freeze({
    natural: {
        per_transaction: 500_000,
        daytime_daily: 2_000_000,
        nighttime_per_transaction: 100_000,
        nighttime_daily: 100_000,
    },
    legal: {
        per_transaction: 10_000_000,
        daytime_daily: 30_000_000,
        nighttime_per_transaction: 2_000_000,
        nighttime_daily: 5_000_000,
    },
});

/** Nighttime is from 20:00 to 06:00, Brasília. */
export const NIGHT_STARTS_AT = 20;
export const NIGHT_ENDS_AT = 6;

/** A legal person's transfer from R$ 10.000,00 up waits in the bank's approval queue (/pix-double-approve). */
export const PIX_APPROVAL_THRESHOLD_CENTS = 1_000_000;
export const needsPixApproval = (holder: HolderType, amountCents: number) =>
    holder === 'legal' && amountCents >= PIX_APPROVAL_THRESHOLD_CENTS;

/** Keys per account (DICT manual: 5 for a natural person, 20 for a legal person). */
export const PIX_KEY_LIMITS: Readonly<Record<HolderType, number>> = Object.freeze({ natural: 5, legal: 20 });

/** The sandbox settles a sent Pix about 2 s after it is made and completes a claim after 30 s. */
export const SETTLEMENT_MS = 2_000;
export const CLAIM_COMPLETION_MS = 30_000;

export const PIX_DESCRIPTION_MAX = 140;
/** Dynamic charge validity, seconds. */
export const CHARGE_EXPIRY = Object.freeze({ min: 300, max: 86_400 });
export const FAVORITE_NAME = Object.freeze({ min: 2, max: 60 });

// ---------------------------------------------------------------- statuses and labels

export const PIX_TRANSFER_STATUSES: readonly PixTransferStatus[] = Object.freeze([
    'pending_approval',
    'scheduled',
    'processing',
    'done',
    'failure',
    'rejected',
    'canceled',
]);

/** A key's status label (the `pix_key` vocabulary of src/domain/statuses.ts). */
export const PIX_KEY_STATUS_LABELS: Readonly<Record<PixKeyStatus, string>> = Object.freeze({
    active: statusLabel('pix_key', 'active'),
    claim_pending: statusLabel('pix_key', 'claim_pending'),
    portability_pending: statusLabel('pix_key', 'portability_pending'),
});

export const CLAIM_TYPE_LABELS: Readonly<Record<ClaimType, string>> = Object.freeze({
    portability: 'Portabilidade',
    ownership: 'Reivindicação de posse',
});

/** DICT account types (CACC, SVGS, TRAN, SLRY). */
export const PIX_ACCOUNT_TYPES: readonly PixAccountType[] = Object.freeze([
    'checking',
    'savings',
    'payment',
    'salary',
]);
export const PIX_ACCOUNT_TYPE_LABELS: Readonly<Record<PixAccountType, string>> = Object.freeze({
    checking: 'Conta corrente',
    savings: 'Conta poupança',
    payment: 'Conta de pagamento',
    salary: 'Conta salário',
});
export const isPixAccountType = (value: unknown): value is PixAccountType =>
    (PIX_ACCOUNT_TYPES as readonly unknown[]).includes(value);

export const PARTICIPANT_TYPE_LABELS: Readonly<Record<ParticipantType, string>> = Object.freeze({
    DRCT: 'Participante direto',
    IDRT: 'Participante indireto',
});

/** What the payer reads of each SPI return code a receiving participant may answer. */
export const PIX_REJECT_REASONS: Readonly<Record<PixRejectCode, string>> = Object.freeze({
    AC03: 'Recusado pelo banco recebedor: conta de destino inexistente.',
    AC06: 'Recusado pelo banco recebedor: conta de destino bloqueada.',
    AC07: 'Recusado pelo banco recebedor: conta de destino encerrada.',
    AG03: 'Recusado pelo banco recebedor: a conta de destino não aceita Pix.',
});

// ---------------------------------------------------------------- texts

export const PIX_TEXTS = {
    accountRequired: 'Escolha a conta.',
    accountInvalid: 'Conta indisponível para Pix.',
    keyTypeInvalid: 'Escolha o tipo da chave: CPF, CNPJ, celular, e-mail ou chave aleatória.',
    keyRequired: 'Informe a chave Pix.',
    keyNotHolders: (type: 'CPF' | 'CNPJ') => `O ${type} informado não é o do titular da conta.`,
    keyAlreadyYours: 'Esta chave já está cadastrada em uma conta sua.',
    keyAtOtherParticipant:
        'Esta chave está registrada em outra instituição. Peça a portabilidade para trazê-la para esta conta.',
    keyOfSomeoneElse: 'Esta chave está registrada para outra pessoa. Você pode reivindicar a posse.',
    keyLimit: (max: number) => `Limite de ${max} chaves por conta atingido.`,
    keyNotFound: 'Chave Pix não encontrada.',
    keyPending: 'Esta chave tem um pedido em andamento e não pode ser alterada agora.',
    keySameAccount: 'A chave já está nesta conta.',
    claimTypeInvalid: 'Escolha o pedido: portabilidade ou reivindicação de posse.',
    claimNotNeeded: 'Esta chave não está registrada em outra conta: cadastre-a diretamente.',
    claimIsPortability: 'A chave já é sua em outra instituição: peça a portabilidade.',
    claimIsOwnership: 'A chave pertence a outra pessoa: peça a reivindicação de posse.',
    claimOwnershipTypes: 'Só chaves de celular e e-mail podem ser reivindicadas.',
    amountRequired: 'Informe o valor.',
    amountInvalid: 'Informe um valor maior que zero.',
    descriptionLong: `A mensagem deve ter até ${PIX_DESCRIPTION_MAX} caracteres.`,
    recipientRequired: 'Informe a chave Pix, os dados bancários ou o código Pix copia e cola.',
    recipientMany: 'Informe um destino só: chave, dados bancários ou código Pix.',
    sameAccount: 'A conta de destino é a mesma de origem.',
    ispbRequired: 'Escolha a instituição.',
    ispbUnknown: 'Instituição não encontrada entre os participantes do Pix.',
    branchInvalid: 'Informe a agência (até 4 dígitos).',
    accountNumberInvalid: 'Informe a conta com o dígito, só números.',
    accountTypeInvalid: 'Escolha o tipo de conta.',
    documentInvalid: 'Informe um CPF ou CNPJ válido.',
    nameRequired: 'Informe o nome do recebedor.',
    portalAccountUnknown: 'Conta não encontrada no Banco Digital.',
    documentMismatch: 'O CPF/CNPJ não confere com o titular da conta.',
    insufficient: BILL_MESSAGES.insufficient,
    passwordRequired: BILL_MESSAGES.passwordRequired,
    passwordWrong: BILL_MESSAGES.passwordWrong,
    paymentDate: BILL_MESSAGES.paymentDate,
    invalidDate: BILL_MESSAGES.invalidDate,
    dynamicNotSchedulable: 'Uma cobrança com QR Code dinâmico não pode ser agendada.',
    chargeNotFound: 'Cobrança Pix não encontrada.',
    chargeExpired: 'Esta cobrança Pix expirou.',
    chargePaid: 'Esta cobrança Pix já foi paga.',
    qrKeyNotFound: 'A chave Pix deste código não foi encontrada.',
    scheduledShortfall: 'Saldo insuficiente na data agendada: o Pix não foi enviado.',
    cancelOnlyScheduled: 'Só um Pix agendado, ainda não enviado, pode ser cancelado.',
    qrKeyInvalid: 'Escolha uma chave ativa desta conta.',
    staticTxidInvalid: 'O identificador deve ter até 25 letras ou números.',
    staticDescriptionRoom: (room: number) =>
        room > 0
            ? `Com esta chave, a descrição do código deve ter até ${room} caracteres.`
            : 'Esta chave é longa demais para levar uma descrição no código.',
    expiresInvalid: 'A validade deve ficar entre 5 minutos e 24 horas.',
    payerNameRequired: 'Informe o nome do pagador.',
    invoiceInvalid: 'Escolha um boleto em aberto.',
    favoriteName: `Informe um nome de ${FAVORITE_NAME.min} a ${FAVORITE_NAME.max} caracteres.`,
    favoriteDuplicate: 'Este favorecido já está salvo.',
    limitPerTransaction: (max: number) => `O valor passa do limite por transação: ${formatBRL(max)}.`,
    limitNightPerTransaction: (max: number) => `Das 20h às 6h o limite por transação é de ${formatBRL(max)}.`,
    limitDaytime: (rest: number, max: number) =>
        `O valor passa do limite diário disponível: ${formatBRL(rest)} de ${formatBRL(max)}.`,
    limitNighttime: (rest: number, max: number) =>
        `O valor passa do limite noturno disponível (20h às 6h): ${formatBRL(rest)} de ${formatBRL(max)}.`,
} as const;

// ---------------------------------------------------------------- limits

export type LimitPeriod = 'daytime' | 'nighttime';
/** A limit window: a day's daytime, or the night that starts at 20:00 of `day`. */
export interface LimitWindow {
    period: LimitPeriod;
    day: string;
}

export function isNighttime(instant: Date): boolean {
    const hour = shiftToBrasilia(instant).getUTCHours();
    return hour >= NIGHT_STARTS_AT || hour < NIGHT_ENDS_AT;
}

/** The window an instant falls in; after midnight the night still belongs to the evening before. */
export function limitWindowAt(instant: Date): LimitWindow {
    if (!isNighttime(instant)) return { period: 'daytime', day: toDateOnlyBrasilia(instant) };
    const early = shiftToBrasilia(instant).getUTCHours() < NIGHT_ENDS_AT;
    const evening = early ? new Date(instant.getTime() - 86_400_000) : instant;
    return { period: 'nighttime', day: toDateOnlyBrasilia(evening) };
}

/** What a sent transfer reads for the limits. */
export interface LimitedTransfer {
    direction: 'in' | 'out';
    status: PixTransferStatus;
    amount: number;
    created_at: string;
    scheduled_for: string | null;
}

/** A scheduled transfer uses its day's daytime limit; any other the window it was made in. */
export const windowOfTransfer = (transfer: LimitedTransfer): LimitWindow =>
    transfer.scheduled_for
        ? { period: 'daytime', day: transfer.scheduled_for }
        : limitWindowAt(new Date(transfer.created_at));

/** Statuses whose money left or is committed: failed, rejected and canceled transfers give the limit back. */
const USES_LIMIT: readonly PixTransferStatus[] = ['pending_approval', 'scheduled', 'processing', 'done'];

/** Cents sent in the window. */
export function usedInWindow(transfers: readonly LimitedTransfer[], window: LimitWindow): number {
    return transfers
        .filter((t) => t.direction === 'out' && USES_LIMIT.includes(t.status))
        .filter((t) => {
            const own = windowOfTransfer(t);
            return own.period === window.period && own.day === window.day;
        })
        .reduce((sum, t) => sum + t.amount, 0);
}

/** Why the amount does not fit the window's limits (pt-BR), or null. */
export function limitProblem(
    limits: PixLimits,
    amount: number,
    window: LimitWindow,
    used: number,
): string | null {
    if (window.period === 'nighttime') {
        if (amount > limits.nighttime_per_transaction)
            return PIX_TEXTS.limitNightPerTransaction(limits.nighttime_per_transaction);
        if (used + amount > limits.nighttime_daily)
            return PIX_TEXTS.limitNighttime(
                Math.max(0, limits.nighttime_daily - used),
                limits.nighttime_daily,
            );
        return null;
    }
    if (amount > limits.per_transaction) return PIX_TEXTS.limitPerTransaction(limits.per_transaction);
    if (used + amount > limits.daytime_daily)
        return PIX_TEXTS.limitDaytime(Math.max(0, limits.daytime_daily - used), limits.daytime_daily);
    return null;
}

// ---------------------------------------------------------------- identifiers

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` letters and digits drawn with `random` (a [0, 1) source). */
export const randomAlnum = (length: number, random: () => number = Math.random) =>
    Array.from({ length }, () => ALNUM[Math.floor(random() * ALNUM.length)]).join('');

const pad = (n: number) => String(n).padStart(2, '0');

/** 'E' + ISPB (8) + yyyyMMddHHmm (UTC) + 11 letters or digits: 32 characters (BCB "Manual de Padrões"). */
export function buildEndToEndId(ispb: string, at: Date, suffix: string): string {
    if (!/^[0-9A-Z]{8}$/.test(ispb)) throw new RangeError(`ISPB must be 8 characters: ${ispb}`);
    if (!/^[A-Za-z0-9]{11}$/.test(suffix)) throw new RangeError(`Suffix must be 11 alphanumerics: ${suffix}`);
    const stamp = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}`;
    return `E${ispb}${stamp}${suffix}`;
}

const END_TO_END = /^E[0-9A-Z]{8}(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})[A-Za-z0-9]{11}$/;

export function isEndToEndId(id: string): boolean {
    const match = END_TO_END.exec(id);
    if (!match) return false;
    const [, y, mo, d, h, mi] = match.map(Number);
    const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
    return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
}

/** API Pix `cob` txid: 26–35 letters or digits. A static code's txid has 1–25 (BR Code field 62/05). */
export const isDynamicTxid = (txid: string) => /^[A-Za-z0-9]{26,35}$/.test(txid);
export const isStaticTxid = (txid: string) => /^[A-Za-z0-9]{1,25}$/.test(txid);

// ---------------------------------------------------------------- masking

/** '***.456.789-**' for a CPF; a CNPJ is a company's public registration and is shown whole. */
export function maskPixDocument(document: string): string {
    return normalizeCpf(document) !== null ? maskCpf(document) : formatCnpj(document);
}

/** '***567-8': the last three digits of the number and the check digit. */
export function maskAccountNumber(account: string): string {
    const digits = account.replace(/[^0-9A-Za-z]/g, '');
    if (digits.length < 2) return '***';
    return `***${digits.slice(0, -1).slice(-3)}-${digits.slice(-1)}`;
}
