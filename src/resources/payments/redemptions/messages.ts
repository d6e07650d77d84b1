import { defineMessages } from '../../../i18n';

/** `/solicitar-resgate`: the holder's redemption requests (resgates) to their linked account. */
export const redemptionMessages = defineMessages({
    redemptions: {
        page: {
            title: 'Solicitar resgate',
            intro: 'Envie saldo para a sua conta em outro banco. O resgate é feito por TED depois da aprovação do banco.',
        },
        form: {
            title: 'Novo resgate',
            loading: 'Carregando sua conta e a conta de destino…',
            what: 'os dados do resgate',
            no_linked: 'Para pedir um resgate, cadastre sua conta em outro banco e aguarde a aprovação.',
            linked_pending:
                'Sua conta em outro banco ainda aguarda a aprovação do banco: o resgate fica disponível depois dela.',
            linked_rejected: 'Sua conta em outro banco foi rejeitada: corrija-a e envie de novo.',
            register: 'Cadastrar conta bancária',
            from: 'Conta de origem',
            balance: 'Saldo disponível',
            to: 'Conta de destino',
            amount: 'Valor do resgate',
            fee_help: 'Tarifa da TED: %{fee}, cobrada na aprovação.',
            simulate: 'Continuar',
        },
        confirm: {
            title: 'Confirme o resgate',
            amount: 'Valor',
            fee: 'Tarifa TED',
            total: 'Total debitado na aprovação',
            balance_after: 'Saldo depois do resgate',
            date: 'Chegada prevista (se aprovado agora)',
            approval: 'O resgate aguarda a aprovação do banco; o saldo é conferido de novo na aprovação.',
            password_required: 'Informe a senha de transação.',
            submit: 'Solicitar resgate',
            back: 'Voltar',
            failed: 'Não foi possível solicitar o resgate.',
            sent: 'Resgate solicitado: aguarda a aprovação do banco.',
        },
        list: {
            title: 'Meus resgates',
            label: 'Seus resgates',
            loading: 'Carregando seus resgates…',
            what: 'seus resgates',
            empty: 'Você ainda não pediu nenhum resgate.',
            item: '%{amount} · %{date}',
            to: 'Para %{bank} · Ag. %{branch} · Conta %{account}',
            reason: 'Motivo: %{reason}',
            arrival: 'TED enviada; chegada em %{date}',
            cancel: 'Cancelar',
            cancel_of: 'Cancelar o resgate de %{amount}',
            cancel_title: 'Cancelar resgate',
            cancel_text: 'O resgate de %{amount} deixa de aguardar aprovação. Nada foi debitado.',
            cancel_submit: 'Cancelar resgate',
            canceled: 'Resgate cancelado.',
            cancel_failed: 'Não foi possível cancelar o resgate.',
        },
    },
});
