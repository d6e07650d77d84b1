import { defineMessages } from '../../../i18n';

/** The payers' (sacados) texts: list, form, disable, CSV batch and its instructions. */
export const draweeMessages = defineMessages({
    drawees: {
        common: {
            cancel: 'Cancelar',
            new_drawee: 'Novo sacado',
            import_csv: 'Importar CSV',
            no_results: 'Nenhum sacado encontrado com esta busca.',
            download_template: 'Baixar modelo CSV',
        },
        columns: {
            name: 'Nome',
            document: 'CPF/CNPJ',
            city: 'Cidade/UF',
            owner: 'Titular',
            status: 'Situação',
        },
        list: {
            title: 'Sacados',
            search: 'Buscar por nome, CPF ou CNPJ',
            all: 'Todos',
            active: 'Ativos',
            disabled: 'Desabilitados',
            empty: 'Nenhum sacado cadastrado.',
            empty_help:
                'Cadastre as pessoas e empresas para quem você emite boletos, uma a uma ou por planilha.',
        },
        edit: {
            title: 'Sacado %{name}',
            name: '“%{name}”',
        },
        disable: {
            button: 'Desabilitar',
            done: 'Sacado desabilitado.',
            title: 'Desabilitar o sacado “%{name}”?',
            content: 'Ele não poderá receber novos boletos. Os boletos já emitidos para ele não mudam.',
        },
        form: {
            sections: {
                identification: 'Identificação',
                contact: 'Contato (para envio do boleto)',
                address: 'Endereço',
            },
            document: 'CPF ou CNPJ',
            document_help: 'O CNPJ pode ter letras (CNPJ alfanumérico).',
            name: 'Nome ou razão social',
            email: 'E-mail',
            phone: 'Telefone',
            phone_help: 'Opcional. Celular ou fixo, com DDD.',
            optional: 'Opcional.',
            street: 'Logradouro',
            number: 'Número',
            number_help: 'Ou S/N.',
            complement: 'Complemento',
            district: 'Bairro',
            city: 'Cidade',
            state: 'UF',
            state_empty: 'Selecione',
        },
        batch: {
            title: 'Sacados em lote',
            intro: 'Cadastre vários sacados de uma vez com um arquivo CSV.',
            instructions_link: 'Veja as instruções',
            intro_end: 'ou comece pelo modelo.',
            prompt: 'Arraste o arquivo CSV para cá ou',
            input_label: 'Arquivo CSV',
            limits: 'Arquivo .csv de até 5 MB, com até %{max} sacados.',
            review: 'Conferência de “%{file}”',
            import_valid: 'Importar %{count} sacado válido |||| Importar %{count} sacados válidos',
            invalid_not_imported:
                '%{count} linha com problemas não será importada. |||| %{count} linhas com problemas não serão importadas.',
            all_imported: 'Todos os sacados do arquivo serão cadastrados.',
            import: 'Importar',
            verb: 'importadas',
            imported: '%{count} sacado importado. |||| %{count} sacados importados.',
            not_sent:
                '%{count} linha com problemas não foi enviada. |||| %{count} linhas com problemas não foram enviadas.',
            see_drawees: 'Ver sacados',
            import_another: 'Importar outro arquivo',
        },
        instructions: {
            title: 'Sacados em lote: instruções',
            intro: 'Para cadastrar muitos sacados de uma vez, preencha uma planilha com uma linha por sacado e envie-a como arquivo CSV. Antes de importar, o portal mostra cada linha e o que precisa ser corrigido.',
            upload: 'Enviar arquivo',
            step_template: 'Baixe o modelo e abra-o no Excel, LibreOffice ou Google Planilhas.',
            step_format:
                'Antes de digitar, formate as colunas <b>documento</b>, <b>cep</b> e <b>telefone</b> como <b>Texto</b>: assim o Excel não apaga os zeros à esquerda (um CPF como 000.000.001-91) nem troca números longos por notação científica.',
            step_fill: 'Preencha uma linha por sacado, mantendo a primeira linha com os nomes das colunas.',
            step_save:
                'Salve como <b>CSV</b> (no Excel: “CSV UTF-8” ou “CSV (separado por vírgulas)”). Colunas separadas por ponto e vírgula ou por vírgula; texto em UTF-8 ou no padrão do Windows: o portal reconhece os dois.',
            step_send: 'Envie o arquivo em Sacados em lote: até %{max} sacados e 5 MB por arquivo.',
            columns_note:
                'Os nomes das colunas podem vir em qualquer ordem, com maiúsculas ou acentos. Colunas a mais são ignoradas.',
            columns: {
                nome: 'Nome da pessoa ou razão social, de 3 a 120 caracteres.',
                documento: 'CPF (11 dígitos) ou CNPJ (14 caracteres, pode ter letras), com ou sem pontuação.',
                email: 'E-mail para envio do boleto.',
                telefone: 'Celular (11 dígitos) ou fixo (10 dígitos), com DDD.',
                cep: '8 dígitos, com ou sem hífen.',
                logradouro: 'Rua, avenida, praça…',
                numero: 'Número do imóvel, ou S/N.',
                complemento: 'Apartamento, sala, bloco…',
                bairro: 'Bairro.',
                cidade: 'Cidade.',
                uf: 'Sigla do estado.',
            },
        },
    },
});
