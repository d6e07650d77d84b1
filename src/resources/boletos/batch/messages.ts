import { defineMessages } from '../../../i18n';

/** Boletos em lote: the page, its two modes (file, fixed terms), the results, the registered batch, the instructions. */
export const batchMessages = defineMessages({
    boleto_batch: {
        common: {
            boletos: '%{count} boleto |||| %{count} boletos',
            payers: '%{count} sacado |||| %{count} sacados',
            review: 'Conferência de “%{file}”',
            drafts_note:
                'Os boletos enviados ficam como rascunho até você registrar o lote no passo seguinte.',
            not_sent:
                '%{count} linha com problemas não foi enviada. |||| %{count} linhas com problemas não foram enviadas.',
            no_payer_found: 'Nenhum sacado encontrado com esta busca.',
            download_template: 'Baixar modelo CSV',
            cancel: 'Cancelar',
            due_short: 'venc. %{date}',
        },
        fields: {
            payer: 'Sacado',
            document: 'CPF/CNPJ',
            amount: 'Valor',
            due_date: 'Vencimento',
            installments: 'Parcelas',
            our_number: 'Nosso número',
            status: 'Situação',
        },
        page: {
            title: 'Boletos em lote',
            intro: 'Emita muitos boletos de uma vez: por um arquivo CSV ou com as mesmas condições para vários sacados.',
            instructions_link: 'Veja como preencher o arquivo',
            cannot_issue: 'Seu perfil pode consultar boletos, mas não emiti-los.',
            loading_accounts: 'Carregando suas contas…',
            accounts: 'suas contas',
            no_account: 'Você não tem conta ativa para receber boletos.',
            account: 'Conta que recebe os pagamentos',
            account_type_fallback: 'Conta',
            modes: 'Como emitir',
            mode_file: 'Arquivo',
            mode_fixed: 'Lote fixo',
            loading_payers: 'Carregando seus sacados…',
            payers: 'seus sacados',
            line: 'Linha %{line}',
        },
        file: {
            prompt: 'Arraste o arquivo CSV dos boletos para cá ou',
            input_label: 'Arquivo CSV dos boletos',
            limits: 'Arquivo .csv de até 5 MB, com até %{max} boletos.',
            with_installments: 'em %{boletos} com as parcelas',
            total: 'Total dos boletos válidos: %{total}%{installments}.',
            verb: 'enviadas',
            send: 'Enviar %{count} boleto válido |||| Enviar %{count} boletos válidos',
            another: 'Escolher outro arquivo',
        },
        fixed: {
            payers_required: 'Escolha ao menos um sacado.',
            summary: '%{boletos} de %{amount} = total %{total}',
            summary_installments:
                '%{payers} × %{installments} parcelas = %{boletos}; %{amount} por sacado = total %{total}',
            payer_n: 'Sacado %{line}',
            no_payers: 'Você ainda não tem sacados ativos. Cadastre-os em Sacados para emitir um lote fixo.',
            terms: 'Condições (iguais para todos)',
            send_count: 'Enviar %{count} boleto |||| Enviar %{count} boletos',
            send: 'Enviar boletos',
        },
        terms: {
            amount: 'Valor por sacado',
            amount_help: 'Com parcelas, é o total de cada sacado.',
            due_date_help: 'Da primeira parcela; as outras vencem mês a mês.',
            installments_help: 'De 1 a %{max}.',
            your_number: 'Seu número (opcional)',
            your_number_help: 'Sua referência, até %{max} caracteres.',
            fine: 'Multa',
            fine_help: 'Após o vencimento; até 2% para pessoa física.',
            interest: 'Juros ao mês',
            interest_help: 'Cobrados por dia de atraso.',
            discount: 'Desconto (opcional)',
            discount_help: 'Por boleto, para pagamento até a data ao lado.',
            discount_until: 'Desconto até',
            instructions: 'Instruções (opcional)',
            instructions_help: '%{length}/%{max} caracteres, impressos no boleto.',
        },
        picker: {
            legend: 'Sacados',
            search: 'Buscar sacado por nome, CPF ou CNPJ',
            select_filtered: 'Selecionar todos os filtrados (%{count})',
            clear: 'Limpar seleção',
            selected: '%{selected} de %{total} selecionados',
            found: 'Sacados encontrados',
        },
        results: {
            heading: 'Lote nº %{id}',
            accepted: '%{count} linha aceita |||| %{count} linhas aceitas',
            drafts: '%{lines}: %{boletos} em rascunho, total de %{total}. Registre o lote para que possam ser pagos.',
            none_created: 'Nenhum boleto foi criado: o banco recusou todas as linhas.',
            drafts_stay:
                'Se não registrar agora, os rascunhos ficam em Boletos gerados (situação Rascunho), onde podem ser excluídos.',
            register_batch: 'Registrar lote',
            back: 'Voltar e corrigir',
            confirm_title: 'Registrar o lote nº %{id}?',
            confirm_content:
                '%{boletos}, total de %{total}. Depois de registrados, os boletos podem ser pagos e só saem por baixa.',
            confirm: 'Registrar',
        },
        done: {
            invoices: 'Boletos do lote',
            installment: 'parcela %{number}/%{count}',
            card_line: '%{amount} · venc. %{due} · nosso número %{our_number}',
            heading: 'Lote nº %{id} registrado',
            registered:
                '%{count} boleto registrado, total de %{total}. Eles já podem ser pagos. |||| %{count} boletos registrados, total de %{total}. Eles já podem ser pagos.',
            loading: 'Carregando os boletos do lote…',
            what: 'os boletos do lote',
            first_shown: 'Mostrando os primeiros %{shown} de %{total} boletos do lote.',
            see_batch: 'Ver o lote em Boletos gerados',
            again: 'Criar outro lote',
        },
        instructions: {
            title: 'Boletos em lote: instruções',
            intro: 'Para emitir muitos boletos de uma vez, preencha uma planilha com uma linha por boleto e envie-a como arquivo CSV em Boletos em lote. Antes de enviar, o portal mostra cada linha e o que precisa ser corrigido; os boletos só passam a valer quando você registra o lote.',
            upload: 'Ir para Boletos em lote',
            step_template: 'Baixe o modelo e abra-o no Excel, LibreOffice ou Google Planilhas.',
            step_format:
                'Antes de digitar, formate a coluna <b>documento_sacado</b> como <b>Texto</b>, para o Excel não apagar zeros à esquerda nem usar notação científica.',
            step_fill:
                'Preencha uma linha por boleto, mantendo a primeira linha com os nomes das colunas. As colunas opcionais podem ficar vazias ou ser apagadas.',
            step_save:
                'Salve como <b>CSV</b>. Colunas separadas por ponto e vírgula ou por vírgula; texto em UTF-8 ou no padrão do Windows: o portal reconhece os dois.',
            step_send:
                'Envie o arquivo: até %{max} boletos e 5 MB por arquivo. Confira a prévia, envie os válidos e registre o lote.',
            columns_note:
                'Os nomes das colunas podem vir em qualquer ordem, com maiúsculas ou acentos; documento_sacado também pode se chamar documento ou CPF/CNPJ. Colunas a mais são ignoradas.',
            columns: {
                documento_sacado:
                    'CPF ou CNPJ de um sacado ativo seu, com ou sem pontuação. Formate a coluna como Texto.',
                valor: 'Valor em reais com vírgula nos centavos, com ou sem ponto de milhar. Com parcelas, é o total.',
                vencimento:
                    'Data dd/mm/aaaa, de hoje a 10 anos. Com parcelas, é o da primeira; as outras vencem mês a mês.',
                parcelas: 'Número de parcelas, de 1 a %{max}; vazio é 1.',
                multa: 'Porcentagem cobrada uma vez após o vencimento: até 2 para CPF, até 10 para CNPJ.',
                juros: 'Porcentagem ao mês, cobrada por dia de atraso; até 10.',
                desconto:
                    'Valor de desconto por boleto (menor que o valor de cada parcela). Exige desconto_ate.',
                desconto_ate: 'Data dd/mm/aaaa até quando vale o desconto (no máximo o vencimento).',
                seu_numero:
                    'Sua referência do boleto, até %{max} caracteres. Repetida para o mesmo sacado, a linha é recusada.',
                instrucoes: 'Texto impresso no boleto, até %{max} caracteres.',
            },
            instructions_example: 'Não receber após 30 dias.',
            mistakes: {
                scientific: {
                    title: 'CPF em notação científica ou sem o zero inicial',
                    text: 'O Excel mostra 191 no lugar de 00000000191, ou 1,12223E+13 no lugar de 11222333000181, quando a coluna está como Geral. Formate documento_sacado como Texto antes de digitar ou colar.',
                },
                decimal_point: {
                    title: 'Ponto no lugar da vírgula',
                    text: 'Escreva 1234,56 ou 1.234,56. 1234.56 não é lido como valor; na multa e nos juros, 2,5 e 2.5 valem o mesmo.',
                },
                date_number: {
                    title: 'Data que virou número',
                    text: 'Se a coluna de data aparecer como 46122, formate-a como Data (dd/mm/aaaa) ou como Texto. O ano tem 4 dígitos.',
                },
                unknown_payer: {
                    title: 'Sacado não cadastrado',
                    text: 'Cada CPF/CNPJ precisa ser de um sacado ativo seu. Cadastre os que faltam em Sacados (também em lote).',
                },
                excel_file: {
                    title: 'Arquivo do Excel em vez de CSV',
                    text: 'Um .xlsx renomeado não é CSV: no Excel, use Salvar como → CSV UTF-8 ou CSV (separado por vírgulas).',
                },
            },
        },
    },
});
