import { defineMessages } from '../i18n';

/** The shared widgets' texts. */
export const uiMessages = defineMessages({
    ui: {
        retry: 'Tentar novamente',
        loading_page: 'Carregando a página…',
        app_error: {
            title: 'Algo deu errado ao mostrar esta página',
            text: 'Recarregue a página para continuar. Se você fazia uma operação, confira o extrato antes de repeti-la.',
        },
        cancel: 'Cancelar',
        load_failed: 'Não foi possível carregar %{what}.',
        page_load_failed: {
            title: 'Não foi possível carregar esta página',
            text: 'Verifique sua conexão com a internet e tente novamente.',
        },
        boleto_line: {
            label: 'Linha digitável ou código de barras',
            help: 'Digite ou cole os 47 números do boleto (48 para contas de consumo).',
        },
        export_csv: 'Exportar CSV',
        export: { empty: 'Nada para exportar: a lista está vazia' },
        balance: { hidden: 'Saldo oculto', hide: 'Ocultar saldos', show: 'Mostrar saldos' },
        cep: {
            label: 'CEP',
            idle: 'Digite o CEP para preencher o endereço.',
            loading: 'Buscando o endereço…',
            found: 'Endereço preenchido pelo CEP: confira e informe o número.',
            city: 'CEP geral da cidade: informe o logradouro e o bairro.',
            not_found: 'CEP não encontrado: preencha o endereço.',
        },
        pdf: {
            download: 'Baixar comprovante (PDF)',
            failed: 'Não foi possível gerar o PDF. Tente novamente.',
        },
        period: {
            label: 'Período',
            last_days: 'Últimos %{days} dias',
            custom: 'Personalizado',
            from: 'De',
            to: 'Até',
            from_required: 'Informe a data inicial.',
            to_required: 'Informe a data final.',
            to_after_today: 'A data final não pode ser depois de hoje.',
            from_after_to: 'A data inicial deve ser igual ou anterior à final.',
        },
        dashboard_period: { days_7: '7 dias', days_30: '30 dias', months_12: '12 meses' },
        dashboard_loading: 'Carregando os indicadores…',
        dashboard: {
            boletos: '%{count} boleto |||| %{count} boletos',
            days: '%{count} dia |||| %{count} dias',
            range: '%{start} a %{end}',
        },
        reject: { reason: 'Motivo da rejeição', help: 'Pelo menos 5 caracteres.', submit: 'Rejeitar' },
        transaction_password: {
            label: 'Senha de transação',
            help: 'Os 6 números que confirmam pagamentos e transferências (não é a senha de entrada).',
            show: 'Mostrar a senha',
            hide: 'Ocultar a senha',
            forgot: 'Esqueci minha senha de transação',
            recover: 'Recuperar a senha de transação',
            holder_label: 'Senha de transação do titular',
            holder_help: 'Os 6 números da senha de transação do titular, digitados por ele.',
            rules: '6 números, sem repetir um só número nem seguir uma sequência, sem seu CPF ou nascimento.',
            create: {
                title: 'Crie sua senha de transação',
                explain:
                    'Você ainda não tem senha de transação. Crie agora a sua, de 6 números: ela confirma esta e as próximas operações.',
                new: 'Nova senha de transação',
                confirmation: 'Confirme a senha de transação',
                submit: 'Criar senha de transação',
                done: 'Senha de transação criada. Confira os dados e confirme a operação.',
            },
        },
        confirmation: {
            not_confirmed:
                'Não foi possível confirmar com o banco se a operação foi concluída. Tente novamente: a mesma confirmação é reenviada e o banco não a executa duas vezes.',
        },
        lists: { clear_filters: 'Limpar filtros', search: 'Buscar' },
    },
});
