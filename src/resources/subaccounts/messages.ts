import { defineMessages } from '../../i18n';

/** The sub-account screen's texts (`/cadastro-conta`). */
export const subaccountMessages = defineMessages({
    subaccounts: {
        page: {
            title: 'Cadastro de conta',
            heading: 'Abrir outra conta para um titular',
            intro: 'Busque o titular pelo CPF ou CNPJ, confira as contas que ele já tem e escolha o tipo e a agência da nova conta. Ela fica pendente até a aprovação do Back Office.',
            search_label: 'Buscar titular',
            document: 'CPF ou CNPJ do titular',
            document_help: 'O CNPJ pode ter letras.',
            search: 'Buscar',
            search_failed: 'Não foi possível buscar o titular.',
        },
        holder: {
            legal: 'Pessoa jurídica',
            natural: 'Pessoa física',
            accounts: 'Contas do titular',
            loading: 'Carregando as contas…',
            load_failed: 'as contas do titular',
            empty: 'Nenhuma conta.',
            account: 'Ag. %{account}',
            account_fallback: 'Conta',
            opened: 'Conta Ag. %{account} aberta. Ela fica pendente até a aprovação em Aprovação de subcontas.',
        },
        open: {
            loading: 'Carregando os tipos de conta e as agências…',
            load_failed: 'os tipos de conta e as agências',
            form_label: 'Abrir nova conta',
            heading: 'Nova conta',
            type: 'Tipo de conta',
            type_option: '%{name} — tarifa %{fee}/mês',
            agency: 'Agência',
            submit: 'Abrir conta',
        },
    },
});
