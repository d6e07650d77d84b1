import { defineMessages } from '../../i18n';

/** The words that change with the brand's hierarchy (variant.ts): whole sentences, so gender agrees. */
const words = (w: {
    bank: string;
    banks: string;
    agency: string;
    agencies: string;
    accounts: string;
    new_bank: string;
    new_agency: string;
    new_account: string;
    edit_bank: string;
    edit_agency: string;
    bank_saved: string;
    agency_saved: string;
    account_saved: string;
    delete_bank: string;
    delete_agency: string;
    bank_deleted: string;
    agency_deleted: string;
    agencies_of: string;
    accounts_of_agency: string;
    accounts_of_bank: string;
    no_banks: string;
    no_agencies: string;
    no_accounts: string;
    bank_search: string;
    agency_search: string;
    all_banks: string;
    all_agencies: string;
    bank_data: string;
    agency_data: string;
}) => w;

export const institutionMessages = defineMessages({
    institutions: {
        bank: words({
            bank: 'Banco',
            banks: 'Bancos',
            agency: 'Agência',
            agencies: 'Agências',
            accounts: 'Contas',
            new_bank: 'Novo banco',
            new_agency: 'Nova agência',
            new_account: 'Nova conta',
            edit_bank: 'Editar banco',
            edit_agency: 'Editar agência',
            bank_saved: 'Banco salvo.',
            agency_saved: 'Agência salva.',
            account_saved: 'Conta aberta: %{account}.',
            delete_bank: 'Excluir banco',
            delete_agency: 'Excluir agência',
            bank_deleted: 'Banco excluído.',
            agency_deleted: 'Agência excluída.',
            agencies_of: 'Agências do banco',
            accounts_of_agency: 'Contas da agência',
            accounts_of_bank: 'Contas do banco',
            no_banks: 'Nenhum banco cadastrado.',
            no_agencies: 'Nenhuma agência cadastrada.',
            no_accounts: 'Nenhuma conta aberta.',
            bank_search: 'Buscar por nome, COMPE, ISPB ou CNPJ',
            agency_search: 'Buscar por nome, número ou cidade',
            all_banks: 'Todos os bancos',
            all_agencies: 'Todas as agências',
            bank_data: 'Dados do banco',
            agency_data: 'Dados da agência',
        }),
        store: words({
            bank: 'Loja',
            banks: 'Lojas',
            agency: 'Ponto de venda',
            agencies: 'Pontos de venda',
            accounts: 'Contas',
            new_bank: 'Nova loja',
            new_agency: 'Novo ponto de venda',
            new_account: 'Nova conta',
            edit_bank: 'Editar loja',
            edit_agency: 'Editar ponto de venda',
            bank_saved: 'Loja salva.',
            agency_saved: 'Ponto de venda salvo.',
            account_saved: 'Conta aberta: %{account}.',
            delete_bank: 'Excluir loja',
            delete_agency: 'Excluir ponto de venda',
            bank_deleted: 'Loja excluída.',
            agency_deleted: 'Ponto de venda excluído.',
            agencies_of: 'Pontos de venda da loja',
            accounts_of_agency: 'Contas do ponto de venda',
            accounts_of_bank: 'Contas da loja',
            no_banks: 'Nenhuma loja cadastrada.',
            no_agencies: 'Nenhum ponto de venda cadastrado.',
            no_accounts: 'Nenhuma conta aberta.',
            bank_search: 'Buscar por nome, código ou CNPJ',
            agency_search: 'Buscar por nome, número ou cidade',
            all_banks: 'Todas as lojas',
            all_agencies: 'Todos os pontos de venda',
            bank_data: 'Dados da loja',
            agency_data: 'Dados do ponto de venda',
        }),
        auto: words({
            bank: 'Montadora',
            banks: 'Montadoras',
            agency: 'Filial',
            agencies: 'Filiais',
            accounts: 'Funcionários',
            new_bank: 'Nova montadora',
            new_agency: 'Nova filial',
            new_account: 'Novo funcionário',
            edit_bank: 'Editar montadora',
            edit_agency: 'Editar filial',
            bank_saved: 'Montadora salva.',
            agency_saved: 'Filial salva.',
            account_saved: 'Conta do funcionário aberta: %{account}.',
            delete_bank: 'Excluir montadora',
            delete_agency: 'Excluir filial',
            bank_deleted: 'Montadora excluída.',
            agency_deleted: 'Filial excluída.',
            agencies_of: 'Filiais da montadora',
            accounts_of_agency: 'Funcionários da filial',
            accounts_of_bank: 'Funcionários da montadora',
            no_banks: 'Nenhuma montadora cadastrada.',
            no_agencies: 'Nenhuma filial cadastrada.',
            no_accounts: 'Nenhum funcionário cadastrado.',
            bank_search: 'Buscar por nome, código ou CNPJ',
            agency_search: 'Buscar por nome, número ou cidade',
            all_banks: 'Todas as montadoras',
            all_agencies: 'Todas as filiais',
            bank_data: 'Dados da montadora',
            agency_data: 'Dados da filial',
        }),
        field: {
            name: 'Razão social',
            agency_name: 'Nome',
            trade_name: 'Nome fantasia',
            document: 'CNPJ',
            code: 'Código COMPE',
            ispb: 'ISPB',
            email: 'E-mail',
            phone: 'Telefone',
            street: 'Logradouro',
            number: 'Número',
            complement: 'Complemento',
            district: 'Bairro',
            city: 'Cidade',
            state: 'UF',
            status: 'Situação',
            agency_number: 'Número',
            digit: 'Dígito',
            account_number: 'Número da conta',
            account: 'Conta',
            kind: 'Modalidade',
            account_type: 'Tipo de conta',
            holder_document: 'CPF ou CNPJ do titular',
            holder: 'Titular',
            balance: 'Saldo',
            created_at: 'Aberta em',
            address: 'Endereço',
            agencies: 'Unidades',
            accounts: 'Contas',
        },
        help: {
            code: '3 dígitos, como na compensação (ex.: 990).',
            ispb: '8 dígitos do Banco Central.',
            document: 'Aceita CNPJ numérico ou alfanumérico.',
            optional: 'Opcional.',
            agency_number: '4 dígitos.',
            digit: 'Dígito verificador (módulo 11).',
            account_number: 'Deixe em branco para o sistema gerar um número.',
            holder: 'O titular precisa estar cadastrado e ativo.',
        },
        sections: {
            identification: 'Identificação',
            contact: 'Contato',
            address: 'Endereço',
            account: 'Conta',
        },
        status: { active: 'Ativo', inactive: 'Inativo', all: 'Todas' },
        kind: {
            natural_person_account: 'Conta pessoa física',
            legal_person_account: 'Conta pessoa jurídica',
            savings: 'Poupança',
            digital_account: 'Conta digital',
            access_card: 'Cartão de acesso',
            convention: 'Convênio',
            agency_account: 'Conta da unidade',
            bank_account: 'Conta da instituição',
            all: 'Todas as modalidades',
        },
        figures: {
            label: 'Números',
            agencies: 'Unidades',
            accounts: 'Contas',
            active: '%{count} ativas',
            balance: 'Saldo total',
            inflow: 'Entradas no mês',
            outflow: 'Saídas no mês',
        },
        history: {
            title: 'Histórico',
            created: 'Cadastro',
            updated: 'Alteração: %{fields}',
            account_opened: 'Conta aberta: %{detail}',
            agency_opened: 'Unidade aberta: %{detail}',
            by: '%{when} · %{user}',
            empty: 'Sem registros.',
            fields: {
                name: 'nome',
                trade_name: 'nome fantasia',
                code: 'COMPE',
                ispb: 'ISPB',
                document: 'CNPJ',
                email: 'e-mail',
                phone: 'telefone',
                address: 'endereço',
                status: 'situação',
                number: 'número',
                digit: 'dígito',
                bank_id: 'instituição',
            },
        },
        action: {
            edit: 'Editar',
            actions: 'Ações',
            export: 'Exportar CSV',
            open: 'Abrir %{name}',
            remember: 'Enviar dados ao titular',
            remembered:
                'Dados enviados ao titular (%{smart_count} login) |||| Dados enviados ao titular (%{smart_count} logins)',
            close: 'Encerrar conta',
            close_confirm: 'Encerrar a conta %{account} de %{holder}? Só é possível com saldo zero.',
            closed: 'Conta encerrada.',
            delete_confirm: 'Excluir %{name}? Só é possível sem unidades, contas nem saldo.',
            saved_queries: 'Consultas salvas',
        },
        list: {
            filters: 'Filtros',
            loading: 'Carregando…',
            failed: 'a lista',
            filtered_empty: 'Nenhum resultado para estes filtros.',
            search_accounts: 'Buscar por titular, CPF/CNPJ ou número',
        },
        detail: {
            not_found: 'Registro não encontrado ou de outra marca.',
            missing_id: 'Escolha um registro na lista.',
        },
    },
});
