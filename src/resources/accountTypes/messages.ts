import { defineMessages } from '../../i18n';

/** The account types' texts: `resources.tipos-contas` is where react-admin looks for the resource's labels. */
export const accountTypeMessages = defineMessages({
    resources: {
        'tipos-contas': {
            name: 'Tipo de conta |||| Tipos de conta',
            fields: {
                id: 'Código interno',
                name: 'Nome',
                code: 'Código',
                description: 'Descrição',
                monthly_fee: 'Tarifa mensal',
                active: 'Ativo',
                created_at: 'Criado em',
                updated_at: 'Atualizado em',
            },
            title: { list: 'Tipos de conta', create: 'Novo tipo de conta', edit: 'Tipo de conta “%{name}”' },
            action: { create: 'Novo tipo de conta' },
            filters: {
                search: 'Buscar por nome ou código',
                status: 'Situação',
                all: 'Todos',
                active: 'Ativos',
                inactive: 'Inativos',
            },
            fee_free: 'Isento',
            empty: 'Nenhum tipo de conta cadastrado.',
            help: {
                monthly_fee: 'Cobrada todo mês das contas deste tipo. Use 0,00 para isentar.',
                code: 'Define como o sistema trata as contas deste tipo.',
            },
        },
    },
});
