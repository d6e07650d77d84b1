import { defineMessages } from '../../i18n';

/** The holder's cards (`/m-cartoes`): the page, each card's panel and its dialogs. */
export const cardMessages = defineMessages({
    cards: {
        page: {
            title: 'Meus cartões',
            loading: 'Carregando seus cartões…',
            what: 'seus cartões',
            empty: 'Você ainda não tem cartões.',
            empty_can_create: 'Crie um cartão virtual para comprar on-line agora mesmo.',
            empty_ask_bank: 'Fale com o atendimento do seu banco para pedir o seu.',
        },
        face: {
            last4: 'Número final %{last4}',
            validity: 'Validade',
            network: 'Bandeira %{brand}',
        },
        panel: {
            account: 'Conta %{account}',
            canceled: 'Este cartão foi cancelado e não pode mais ser usado.',
            change_limit: 'Alterar limite',
        },
        actions: {
            block: 'Bloquear',
            unblock: 'Desbloquear',
            create_virtual: 'Criar cartão virtual',
        },
        password: {
            label: 'Sua senha',
            show: 'Mostrar a senha',
            hide: 'Ocultar a senha',
            confirm: 'Para confirmar, informe sua senha.',
        },
        switches: {
            title: 'Configurações',
            saving: 'Salvando…',
            contactless: {
                label: 'Pagamento por aproximação',
                on: 'Pagamento por aproximação ativado.',
                off: 'Pagamento por aproximação desativado.',
            },
            online_purchases: {
                label: 'Compras on-line',
                on: 'Compras on-line ativadas.',
                off: 'Compras on-line desativadas.',
            },
            international: {
                label: 'Compras internacionais',
                on: 'Compras internacionais ativadas.',
                off: 'Compras internacionais desativadas.',
            },
        },
        spending: {
            title: 'Gastos do mês',
            used: '%{used}% do limite usado',
            spent: 'Gasto:',
            limit: 'Limite mensal:',
            available: 'Disponível:',
        },
        limit: {
            title: 'Limite mensal do cartão final %{last4}',
            submit: 'Salvar limite',
            explain:
                'Compras acima do limite do mês são recusadas. Ele vale até %{max} e não pode ficar abaixo do que o cartão já gastou neste mês.',
            field: 'Novo limite mensal',
            current: 'Atual:',
            spent: 'Gasto no mês:',
            notices: { saved: 'Limite mensal do cartão final %{last4} alterado.' },
        },
        block: {
            title: 'Bloquear o cartão final %{last4}?',
            text: 'Enquanto estiver bloqueado, o cartão recusa compras e saques. Você pode desbloquear a qualquer momento.',
            notices: { done: 'Cartão final %{last4} bloqueado. Desbloqueie quando quiser.' },
        },
        unblock: {
            title: 'Desbloquear o cartão final %{last4}?',
            text: 'O cartão volta a aceitar compras, conforme as configurações dele.',
            notices: { done: 'Cartão final %{last4} desbloqueado.' },
        },
        virtual: {
            submit: 'Criar cartão',
            explain:
                'O cartão virtual fica pronto na hora para compras on-line e em aplicativos, com limite mensal de %{limit}, que você pode alterar depois. Cada conta pode ter até %{max} cartões virtuais.',
            account: 'Conta',
            account_option: 'Ag. %{account}',
            account_count: 'Esta conta tem %{count} de %{max} cartões virtuais.',
            notices: {
                created: 'Cartão virtual final %{last4} criado. Ele já pode ser usado em compras on-line.',
            },
        },
    },
});
