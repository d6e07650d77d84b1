import { defineMessages } from '../../i18n';

/** The linked bank account's texts (`/cadastrar-conta-bancaria`) and the other-bank fields it shares. */
export const linkedAccountMessages = defineMessages({
    linked_accounts: {
        page: {
            title: 'Cadastro de conta bancária',
            heading: 'Conta bancária para transferências',
            intro: 'A sua conta em outro banco, para onde você pode enviar o seu dinheiro. Cada cadastro ou alteração passa pela aprovação do banco.',
            sent: 'Conta enviada para aprovação. Você será avisado quando o banco decidir.',
            loading: 'Carregando a sua conta bancária…',
            load_failed: 'a sua conta bancária',
            no_account: 'Você precisa de uma conta ativa aqui para cadastrar uma conta bancária.',
        },
        card: {
            title: 'Sua conta cadastrada',
            status_text: {
                pending:
                    'Aguardando a aprovação do banco. Enquanto isso, não é possível enviar dinheiro para ela.',
                approved: 'Aprovada: você pode enviar dinheiro para esta conta.',
                rejected: 'Rejeitada pelo banco. Corrija os dados e envie de novo.',
            },
            reason: 'Motivo: %{reason}',
            details: 'Dados da conta bancária',
            bank: 'Instituição',
            branch_and_account: 'Agência e conta',
            type: 'Tipo',
            own_account: 'Conta de origem',
            own_account_value: 'Ag. %{agency} · %{number}-%{digit}',
            not_available: 'N/A',
            sent_at: 'Enviada em',
            decided_at: 'Decidida em',
            edit: 'Alterar dados',
        },
        form: {
            create_label: 'Cadastrar conta bancária',
            update_label: 'Alterar conta bancária',
            own_account: 'Sua conta de origem',
            own_account_help: 'A conta daqui de onde o dinheiro sai.',
            own_account_option: '%{account} — %{type}',
            account_fallback: 'Conta',
            other_bank: 'Conta em outra instituição',
            cancel: 'Cancelar',
            create: 'Cadastrar conta',
            update: 'Enviar alteração',
        },
        other_bank: {
            branch: 'Agência',
            no_digit: 'Sem o dígito.',
            branch_digit: 'Dígito da agência',
            branch_digit_help: 'Se houver.',
            account: 'Conta',
            account_digit: 'Dígito da conta',
            type: 'Tipo de conta',
        },
    },
});
