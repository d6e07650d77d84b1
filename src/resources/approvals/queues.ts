import type { ApprovalOperation } from '../../domain/approvals';
import { formatBRL } from '../../domain/money';
import { type MessageKey, textOf } from '../../i18n';
import type { ApprovalView } from './api';
import { approvalMessages } from './messages';

const t = textOf(approvalMessages);

/** A key of the approvals slice: the queue's fixed texts are rendered with `t(queue.title)`. */
type Key = MessageKey<typeof approvalMessages>;

/** What one approval queue says: the same screen serves every held operation with its own words. */
export interface ApprovalQueueConfig {
    operation: ApprovalOperation;
    /**
     * False for operations that move no money (a linked account, a sub-account): the screen shows neither
     * the amount nor the jurisdiction limits, only the operation's summary.
     */
    money?: boolean;
    title: Key;
    heading: Key;
    loading: Key;
    /** Completes "Não foi possível carregar …". */
    loadWhat: Key;
    empty: Key;
    listLabel: Key;
    itemText: (approval: ApprovalView) => string;
    detailsTitle: (approval: ApprovalView) => string;
    approveTitle: Key;
    rejectTitle: Key;
    /** The approve dialog's text; `final` when this approval runs the operation. */
    approveText: (approval: ApprovalView, final: boolean) => string;
    rejectText: Key;
    notices: { approved: Key; rejected: Key; partial: Key };
}

/** The operation's sentence, then what this approval does: runs it (`final`), or waits for another person. */
const withOutcome = (sentence: string, final: boolean, outcome: () => string) =>
    `${sentence} ${final ? outcome() : t('approvals.next_approver')}`;
const beneficiary = (approval: ApprovalView) =>
    approval.summary.Beneficiário ?? t('approvals.some_beneficiary');

/** `/boleto` and `/boleto-double-approve`. */
export const BOLETO_QUEUE: ApprovalQueueConfig = {
    operation: 'boleto_payment',
    title: 'approvals.queues.boleto.title',
    heading: 'approvals.queues.boleto.heading',
    loading: 'approvals.queues.boleto.loading',
    loadWhat: 'approvals.queues.boleto.load_what',
    empty: 'approvals.queues.boleto.empty',
    listLabel: 'approvals.queues.boleto.list_label',
    itemText: (approval) => `${formatBRL(approval.amount)} · ${approval.summary.Beneficiário ?? ''}`,
    detailsTitle: (approval) =>
        t('approvals.queues.boleto.details_title', { amount: formatBRL(approval.amount) }),
    approveTitle: 'approvals.queues.boleto.approve_title',
    rejectTitle: 'approvals.queues.boleto.reject_title',
    approveText: (approval, final) =>
        withOutcome(
            t('approvals.queues.boleto.approve_text', {
                amount: formatBRL(approval.amount),
                beneficiary: beneficiary(approval),
                maker: approval.maker_name,
            }),
            final,
            () => t('approvals.queues.boleto.approve_final'),
        ),
    rejectText: 'approvals.queues.boleto.reject_text',
    notices: {
        approved: 'approvals.queues.boleto.approved',
        rejected: 'approvals.queues.boleto.rejected',
        partial: 'approvals.partial',
    },
};

/** `/approve-slipparcel`: the summary carries the offer (installments, rate, IOF, total, CET). */
export const SLIP_QUEUE: ApprovalQueueConfig = {
    operation: 'slip_parcel',
    title: 'approvals.queues.slip.title',
    heading: 'approvals.queues.slip.heading',
    loading: 'approvals.queues.slip.loading',
    loadWhat: 'approvals.queues.slip.load_what',
    empty: 'approvals.queues.slip.empty',
    listLabel: 'approvals.queues.slip.list_label',
    itemText: (approval) =>
        [formatBRL(approval.amount), approval.summary.Beneficiário, approval.summary.Parcelas]
            .filter(Boolean)
            .join(' · '),
    detailsTitle: (approval) =>
        t('approvals.queues.slip.details_title', { amount: formatBRL(approval.amount) }),
    approveTitle: 'approvals.queues.slip.approve_title',
    rejectTitle: 'approvals.queues.slip.reject_title',
    approveText: (approval, final) => {
        const facts = {
            amount: formatBRL(approval.amount),
            beneficiary: beneficiary(approval),
            maker: approval.maker_name,
            installments: approval.summary.Parcelas,
        };
        return withOutcome(
            facts.installments
                ? t('approvals.queues.slip.approve_text_installments', facts)
                : t('approvals.queues.slip.approve_text', facts),
            final,
            () => t('approvals.queues.slip.approve_final'),
        );
    },
    rejectText: 'approvals.queues.slip.reject_text',
    notices: {
        approved: 'approvals.queues.slip.approved',
        rejected: 'approvals.queues.slip.rejected',
        partial: 'approvals.partial',
    },
};

const recipient = (approval: ApprovalView) =>
    approval.summary.Recebedor ?? t('approvals.queues.pix.some_recipient');
const scheduledFor = (approval: ApprovalView) => approval.summary['Agendado para']; // not text: the summary's key

/**
 * `/pix-double-approve`: a legal person's Pix from R$ 10.000,00 up. Nothing leaves the account while it waits;
 * the final approval sends it at once (debit, then the SPI's answer in seconds) or keeps it for its day.
 */
export const PIX_QUEUE: ApprovalQueueConfig = {
    operation: 'pix_transfer',
    title: 'approvals.queues.pix.title',
    heading: 'approvals.queues.pix.heading',
    loading: 'approvals.queues.pix.loading',
    loadWhat: 'approvals.queues.pix.load_what',
    empty: 'approvals.queues.pix.empty',
    listLabel: 'approvals.queues.pix.list_label',
    itemText: (approval) =>
        [formatBRL(approval.amount), approval.summary.Recebedor, approval.summary.Instituição]
            .filter(Boolean)
            .join(' · '),
    detailsTitle: (approval) =>
        t('approvals.queues.pix.details_title', { amount: formatBRL(approval.amount) }),
    approveTitle: 'approvals.queues.pix.approve_title',
    rejectTitle: 'approvals.queues.pix.reject_title',
    approveText: (approval, final) =>
        withOutcome(
            t('approvals.queues.pix.approve_text', {
                amount: formatBRL(approval.amount),
                recipient: recipient(approval),
                maker: approval.maker_name,
            }),
            final,
            () => {
                const day = scheduledFor(approval);
                return day
                    ? t('approvals.queues.pix.approve_final_scheduled', { day })
                    : t('approvals.queues.pix.approve_final_now');
            },
        ),
    rejectText: 'approvals.queues.pix.reject_text',
    notices: {
        approved: 'approvals.queues.pix.approved',
        rejected: 'approvals.queues.pix.rejected',
        partial: 'approvals.partial',
    },
};

const linked = (approval: ApprovalView) =>
    [approval.summary.Titular, approval.summary.Instituição, approval.summary['Conta vinculada']] // not text: the summary's keys
        .filter(Boolean)
        .join(' · ');

/** `/aprovar-conta-bancaria`: a holder's account at another bank, registered or changed. */
export const LINKED_ACCOUNT_QUEUE: ApprovalQueueConfig = {
    operation: 'linked_account',
    money: false,
    title: 'approvals.queues.linked_account.title',
    heading: 'approvals.queues.linked_account.heading',
    loading: 'approvals.queues.linked_account.loading',
    loadWhat: 'approvals.queues.linked_account.load_what',
    empty: 'approvals.queues.linked_account.empty',
    listLabel: 'approvals.queues.linked_account.list_label',
    itemText: linked,
    detailsTitle: (approval) => approval.summary.Pedido ?? t('approvals.queues.linked_account.details_title'),
    approveTitle: 'approvals.queues.linked_account.approve_title',
    rejectTitle: 'approvals.queues.linked_account.reject_title',
    approveText: (approval, final) =>
        withOutcome(
            t('approvals.queues.linked_account.approve_text', {
                account: linked(approval),
                maker: approval.maker_name,
            }),
            final,
            () => t('approvals.queues.linked_account.approve_final'),
        ),
    rejectText: 'approvals.queues.linked_account.reject_text',
    notices: {
        approved: 'approvals.queues.linked_account.approved',
        rejected: 'approvals.queues.linked_account.rejected',
        partial: 'approvals.partial',
    },
};

const NEW_ACCOUNT = 'Nova conta'; // not text: the summary's key

const subaccount = (approval: ApprovalView) =>
    [approval.summary.Titular, approval.summary['Tipo de conta'], approval.summary[NEW_ACCOUNT]] // not text: the summary's keys
        .filter(Boolean)
        .join(' · ');

/** `/aprovar-subcontas`: an additional account opened by staff for an existing holder. */
export const SUBACCOUNT_QUEUE: ApprovalQueueConfig = {
    operation: 'subaccount',
    money: false,
    title: 'approvals.queues.subaccount.title',
    heading: 'approvals.queues.subaccount.heading',
    loading: 'approvals.queues.subaccount.loading',
    loadWhat: 'approvals.queues.subaccount.load_what',
    empty: 'approvals.queues.subaccount.empty',
    listLabel: 'approvals.queues.subaccount.list_label',
    itemText: subaccount,
    detailsTitle: (approval) => {
        const account = approval.summary[NEW_ACCOUNT];
        return account
            ? t('approvals.queues.subaccount.details_title', { account })
            : t('approvals.queues.subaccount.details_title_plain');
    },
    approveTitle: 'approvals.queues.subaccount.approve_title',
    rejectTitle: 'approvals.queues.subaccount.reject_title',
    approveText: (approval, final) =>
        withOutcome(
            t('approvals.queues.subaccount.approve_text', {
                account: subaccount(approval),
                maker: approval.maker_name,
            }),
            final,
            () => t('approvals.queues.subaccount.approve_final'),
        ),
    rejectText: 'approvals.queues.subaccount.reject_text',
    notices: {
        approved: 'approvals.queues.subaccount.approved',
        rejected: 'approvals.queues.subaccount.rejected',
        partial: 'approvals.partial',
    },
};

/**
 * `/manual-recharge-approve` (brands with manual-recharge approval): staff's manual recharges. One approver who is
 * not the maker; the approval credits the holder from the graphic account at once.
 */
export const MANUAL_RECHARGE_QUEUE: ApprovalQueueConfig = {
    operation: 'manual_recharge',
    title: 'approvals.queues.manual_recharge.title',
    heading: 'approvals.queues.manual_recharge.heading',
    loading: 'approvals.queues.manual_recharge.loading',
    loadWhat: 'approvals.queues.manual_recharge.load_what',
    empty: 'approvals.queues.manual_recharge.empty',
    listLabel: 'approvals.queues.manual_recharge.list_label',
    itemText: (approval) =>
        [formatBRL(approval.amount), approval.summary.Titular, approval.summary.Conta]
            .filter(Boolean)
            .join(' · '),
    detailsTitle: (approval) =>
        t('approvals.queues.manual_recharge.details_title', { amount: formatBRL(approval.amount) }),
    approveTitle: 'approvals.queues.manual_recharge.approve_title',
    rejectTitle: 'approvals.queues.manual_recharge.reject_title',
    approveText: (approval, final) =>
        withOutcome(
            t('approvals.queues.manual_recharge.approve_text', {
                amount: formatBRL(approval.amount),
                holder: approval.summary.Titular ?? '',
                maker: approval.maker_name,
                source: approval.summary.Origem ?? '',
                reason: approval.summary.Motivo ?? '',
            }),
            final,
            () => t('approvals.queues.manual_recharge.approve_final'),
        ),
    rejectText: 'approvals.queues.manual_recharge.reject_text',
    notices: {
        approved: 'approvals.queues.manual_recharge.approved',
        rejected: 'approvals.queues.manual_recharge.rejected',
        partial: 'approvals.partial',
    },
};

const OPERATION = 'Operação'; // not text: the summary's key
const correction = (approval: ApprovalView) =>
    [approval.summary[OPERATION], approval.summary.Titular, approval.summary.Conta] // not text: the summary's keys
        .filter(Boolean)
        .join(' · ');

/**
 * `/jurisdiction-approve`: staff's reversals (estornos) and balance corrections. Nothing moves while they wait;
 * the final approval posts the reversal rows (on both accounts when the other is also here) or the correction.
 */
export const CORRECTION_QUEUE: ApprovalQueueConfig = {
    operation: 'statement_correction',
    title: 'approvals.queues.correction.title',
    heading: 'approvals.queues.correction.heading',
    loading: 'approvals.queues.correction.loading',
    loadWhat: 'approvals.queues.correction.load_what',
    empty: 'approvals.queues.correction.empty',
    listLabel: 'approvals.queues.correction.list_label',
    itemText: (approval) => `${formatBRL(approval.amount)} · ${correction(approval)}`,
    detailsTitle: (approval) =>
        t('approvals.queues.correction.details_title', {
            operation: approval.summary[OPERATION] ?? '',
            amount: formatBRL(approval.amount),
        }),
    approveTitle: 'approvals.queues.correction.approve_title',
    rejectTitle: 'approvals.queues.correction.reject_title',
    approveText: (approval, final) =>
        withOutcome(
            t('approvals.queues.correction.approve_text', {
                what: correction(approval),
                amount: formatBRL(approval.amount),
                maker: approval.maker_name,
                reason: approval.summary.Motivo ?? '',
            }),
            final,
            () => t('approvals.queues.correction.approve_final'),
        ),
    rejectText: 'approvals.queues.correction.reject_text',
    notices: {
        approved: 'approvals.queues.correction.approved',
        rejected: 'approvals.queues.correction.rejected',
        partial: 'approvals.partial',
    },
};

const DESTINATION = 'Conta de destino'; // not text: the summary's key
const redemptionText = (approval: ApprovalView) =>
    [approval.summary.Titular, approval.summary['Banco de destino']] // not text: the summary's keys
        .filter(Boolean)
        .join(' · ');

/**
 * `/resgate` and `/resgate-double-approve`: a holder's redemption to their approved linked account. Nothing is
 * held while it waits; the final approval checks the balance again and sends the TED with its tariff.
 */
export const REDEMPTION_QUEUE: ApprovalQueueConfig = {
    operation: 'redemption',
    title: 'approvals.queues.redemption.title',
    heading: 'approvals.queues.redemption.heading',
    loading: 'approvals.queues.redemption.loading',
    loadWhat: 'approvals.queues.redemption.load_what',
    empty: 'approvals.queues.redemption.empty',
    listLabel: 'approvals.queues.redemption.list_label',
    itemText: (approval) => `${formatBRL(approval.amount)} · ${redemptionText(approval)}`,
    detailsTitle: (approval) =>
        t('approvals.queues.redemption.details_title', { amount: formatBRL(approval.amount) }),
    approveTitle: 'approvals.queues.redemption.approve_title',
    rejectTitle: 'approvals.queues.redemption.reject_title',
    approveText: (approval, final) =>
        withOutcome(
            t('approvals.queues.redemption.approve_text', {
                amount: formatBRL(approval.amount),
                holder: approval.summary.Titular ?? '',
                destination: approval.summary[DESTINATION] ?? '',
                maker: approval.maker_name,
            }),
            final,
            () => t('approvals.queues.redemption.approve_final'),
        ),
    rejectText: 'approvals.queues.redemption.reject_text',
    notices: {
        approved: 'approvals.queues.redemption.approved',
        rejected: 'approvals.queues.redemption.rejected',
        partial: 'approvals.partial',
    },
};
