import type { ApprovalOperation } from '../../domain/approvals';
import { formatBRL } from '../../domain/money';
import type { ApprovalView } from './api';

/** What one approval queue says: the same screen serves every held operation with its own words. */
export interface ApprovalQueueConfig {
    operation: ApprovalOperation;
    /**
     * False for operations that move no money (a linked account, a sub-account): the screen shows neither
     * the amount nor the jurisdiction limits, only the operation's summary.
     */
    money?: boolean;
    title: string;
    heading: string;
    loading: string;
    /** Completes "Não foi possível carregar …". */
    loadWhat: string;
    empty: string;
    listLabel: string;
    itemText: (approval: ApprovalView) => string;
    detailsTitle: (approval: ApprovalView) => string;
    approveTitle: string;
    rejectTitle: string;
    /** The approve dialog's text; `final` when this approval runs the operation. */
    approveText: (approval: ApprovalView, final: boolean) => string;
    rejectText: string;
    notices: { approved: string; rejected: string; partial: string };
}

const PARTIAL = 'Aprovação registrada: falta a aprovação de outra pessoa.';
const NEXT_APPROVER = ' Depois da sua, falta a aprovação de outra pessoa.';
const beneficiary = (approval: ApprovalView) => approval.summary.Beneficiário ?? 'o beneficiário';

/** `/boleto` and `/boleto-double-approve`. */
export const BOLETO_QUEUE: ApprovalQueueConfig = {
    operation: 'boleto_payment',
    title: 'Aprovação de boletos',
    heading: 'Pagamentos de boleto aguardando aprovação',
    loading: 'Carregando os pagamentos…',
    loadWhat: 'os pagamentos a aprovar',
    empty: 'Nenhum pagamento aguardando aprovação.',
    listLabel: 'Pagamentos aguardando aprovação',
    itemText: (approval) => `${formatBRL(approval.amount)} · ${approval.summary.Beneficiário ?? ''}`,
    detailsTitle: (approval) => `Pagamento de ${formatBRL(approval.amount)}`,
    approveTitle: 'Aprovar este pagamento?',
    rejectTitle: 'Rejeitar este pagamento?',
    approveText: (approval, final) =>
        `${formatBRL(approval.amount)} para ${beneficiary(approval)}, feito por ${approval.maker_name}.${
            final ? ' Com a sua aprovação o valor é debitado.' : NEXT_APPROVER
        }`,
    rejectText: 'Nada será debitado. Quem fez o pagamento verá o motivo.',
    notices: {
        approved: 'Pagamento aprovado e executado.',
        rejected: 'Pagamento rejeitado. Nada foi debitado.',
        partial: PARTIAL,
    },
};

/** `/approve-slipparcel`: the summary carries the offer (installments, rate, IOF, total, CET). */
export const SLIP_QUEUE: ApprovalQueueConfig = {
    operation: 'slip_parcel',
    title: 'Aprovação de parcelamento de boletos',
    heading: 'Parcelamentos de boleto aguardando aprovação',
    loading: 'Carregando os parcelamentos…',
    loadWhat: 'os parcelamentos a aprovar',
    empty: 'Nenhum parcelamento aguardando aprovação.',
    listLabel: 'Parcelamentos aguardando aprovação',
    itemText: (approval) =>
        [formatBRL(approval.amount), approval.summary.Beneficiário, approval.summary.Parcelas]
            .filter(Boolean)
            .join(' · '),
    detailsTitle: (approval) => `Parcelamento de ${formatBRL(approval.amount)}`,
    approveTitle: 'Aprovar este parcelamento?',
    rejectTitle: 'Rejeitar este parcelamento?',
    approveText: (approval, final) =>
        `${formatBRL(approval.amount)} para ${beneficiary(approval)}, pedido por ${approval.maker_name}${
            approval.summary.Parcelas ? ` em ${approval.summary.Parcelas}` : ''
        }.${final ? ' Com a sua aprovação o banco paga o boleto e as parcelas passam a ser devidas.' : NEXT_APPROVER}`,
    rejectText: 'Nada será pago. Quem pediu o parcelamento verá o motivo.',
    notices: {
        approved: 'Parcelamento aprovado: o banco pagou o boleto.',
        rejected: 'Parcelamento rejeitado. Nada foi pago.',
        partial: PARTIAL,
    },
};

const recipient = (approval: ApprovalView) => approval.summary.Recebedor ?? 'o recebedor';
const scheduledFor = (approval: ApprovalView) => approval.summary['Agendado para'];

/**
 * `/pix-double-approve`: a legal person's Pix from R$ 10.000,00 up. Nothing leaves the account while it waits;
 * the final approval sends it at once (debit, then the SPI's answer in seconds) or keeps it for its day.
 */
export const PIX_QUEUE: ApprovalQueueConfig = {
    operation: 'pix_transfer',
    title: 'Aprovação dupla de Pix',
    heading: 'Transferências Pix aguardando aprovação',
    loading: 'Carregando as transferências Pix…',
    loadWhat: 'as transferências Pix a aprovar',
    empty: 'Nenhuma transferência Pix aguardando aprovação.',
    listLabel: 'Transferências Pix aguardando aprovação',
    itemText: (approval) =>
        [formatBRL(approval.amount), approval.summary.Recebedor, approval.summary.Instituição]
            .filter(Boolean)
            .join(' · '),
    detailsTitle: (approval) => `Transferência Pix de ${formatBRL(approval.amount)}`,
    approveTitle: 'Aprovar esta transferência Pix?',
    rejectTitle: 'Rejeitar esta transferência Pix?',
    approveText: (approval, final) => {
        const day = scheduledFor(approval);
        const outcome = day
            ? ` Com a sua aprovação o Pix fica agendado e sai da conta em ${day}.`
            : ' Com a sua aprovação o Pix é enviado na hora: o valor sai da conta e o recebedor é creditado em segundos.';
        return `${formatBRL(approval.amount)} para ${recipient(approval)}, feita por ${approval.maker_name}.${
            final ? outcome : NEXT_APPROVER
        }`;
    },
    rejectText: 'Nada será enviado: o valor ainda não saiu da conta. Quem fez a transferência verá o motivo.',
    notices: {
        approved: 'Transferência aprovada: o Pix foi enviado (ou agendado para a data marcada).',
        rejected: 'Transferência rejeitada. Nada saiu da conta.',
        partial: PARTIAL,
    },
};

const linked = (approval: ApprovalView) =>
    [approval.summary.Titular, approval.summary.Instituição, approval.summary['Conta vinculada']]
        .filter(Boolean)
        .join(' · ');

/** `/aprovar-conta-bancaria`: a holder's account at another bank, registered or changed. */
export const LINKED_ACCOUNT_QUEUE: ApprovalQueueConfig = {
    operation: 'linked_account',
    money: false,
    title: 'Aprovação de contas bancárias',
    heading: 'Contas bancárias aguardando aprovação',
    loading: 'Carregando as contas bancárias…',
    loadWhat: 'as contas bancárias a aprovar',
    empty: 'Nenhuma conta bancária aguardando aprovação.',
    listLabel: 'Contas bancárias aguardando aprovação',
    itemText: linked,
    detailsTitle: (approval) => approval.summary.Pedido ?? 'Conta bancária',
    approveTitle: 'Aprovar esta conta bancária?',
    rejectTitle: 'Rejeitar esta conta bancária?',
    approveText: (approval, final) =>
        `${linked(approval)}, enviada por ${approval.maker_name}.${
            final ? ' Com a sua aprovação o titular pode enviar dinheiro para ela.' : NEXT_APPROVER
        }`,
    rejectText: 'A conta não poderá receber envios. O titular verá o motivo e poderá corrigir os dados.',
    notices: {
        approved: 'Conta bancária aprovada.',
        rejected: 'Conta bancária rejeitada.',
        partial: PARTIAL,
    },
};

const subaccount = (approval: ApprovalView) =>
    [approval.summary.Titular, approval.summary['Tipo de conta'], approval.summary['Nova conta']]
        .filter(Boolean)
        .join(' · ');

/** `/aprovar-subcontas`: an additional account opened by staff for an existing holder. */
export const SUBACCOUNT_QUEUE: ApprovalQueueConfig = {
    operation: 'subaccount',
    money: false,
    title: 'Aprovação de subcontas',
    heading: 'Subcontas aguardando aprovação',
    loading: 'Carregando as subcontas…',
    loadWhat: 'as subcontas a aprovar',
    empty: 'Nenhuma subconta aguardando aprovação.',
    listLabel: 'Subcontas aguardando aprovação',
    itemText: subaccount,
    detailsTitle: (approval) => `Subconta ${approval.summary['Nova conta'] ?? ''}`.trim(),
    approveTitle: 'Aprovar esta subconta?',
    rejectTitle: 'Rejeitar esta subconta?',
    approveText: (approval, final) =>
        `${subaccount(approval)}, aberta por ${approval.maker_name}.${
            final ? ' Com a sua aprovação a conta fica ativa.' : NEXT_APPROVER
        }`,
    rejectText: 'A conta será encerrada sem ter sido usada. Quem a abriu verá o motivo.',
    notices: {
        approved: 'Subconta aprovada: a conta está ativa.',
        rejected: 'Subconta rejeitada: a conta foi encerrada.',
        partial: PARTIAL,
    },
};
