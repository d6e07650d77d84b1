import { toDateOnlyBrasilia } from '../../../domain/dates';
import { INVOICE_LIMITS } from '../../../domain/invoice';
import {
    buildInvoiceCsvTemplate,
    INVOICE_CSV_COLUMNS,
    type InvoiceCsvColumn,
    MAX_INVOICE_CSV_ROWS,
    REQUIRED_INVOICE_CSV_COLUMNS,
} from '../../../domain/invoiceCsv';
import { CsvInstructionsPage } from '../../../ui/csvBatch/CsvInstructionsPage';
import { TemplateDownloadButton } from './TemplateDownloadButton';

/** What goes in each column (the rules themselves are src/domain/invoice.ts and invoiceCsv.ts). */
const COLUMNS: Record<InvoiceCsvColumn, { format: string; example: string }> = {
    documento_sacado: {
        format: 'CPF ou CNPJ de um sacado ativo seu, com ou sem pontuação. Formate a coluna como Texto.',
        example: '000.000.001-91',
    },
    valor: {
        format: 'Valor em reais com vírgula nos centavos, com ou sem ponto de milhar. Com parcelas, é o total.',
        example: '1.234,56',
    },
    vencimento: {
        format: 'Data dd/mm/aaaa, de hoje a 10 anos. Com parcelas, é o da primeira; as outras vencem mês a mês.',
        example: '10/04/2026',
    },
    parcelas: {
        format: `Número de parcelas, de 1 a ${INVOICE_LIMITS.maxInstallments}; vazio é 1.`,
        example: '3',
    },
    multa: {
        format: 'Porcentagem cobrada uma vez após o vencimento: até 2 para CPF, até 10 para CNPJ.',
        example: '2',
    },
    juros: { format: 'Porcentagem ao mês, cobrada por dia de atraso; até 10.', example: '1,5' },
    desconto: {
        format: 'Valor de desconto por boleto (menor que o valor de cada parcela). Exige desconto_ate.',
        example: '25,00',
    },
    desconto_ate: {
        format: 'Data dd/mm/aaaa até quando vale o desconto (no máximo o vencimento).',
        example: '05/04/2026',
    },
    seu_numero: {
        format: `Sua referência do boleto, até ${INVOICE_LIMITS.yourNumberMax} caracteres. Repetida para o mesmo sacado, a linha é recusada.`,
        example: 'PED-2026-0042',
    },
    instrucoes: {
        format: `Texto impresso no boleto, até ${INVOICE_LIMITS.instructionsMax} caracteres.`,
        example: 'Não receber após 30 dias.',
    },
};

const MISTAKES: readonly (readonly [string, string])[] = [
    [
        'CPF em notação científica ou sem o zero inicial',
        'O Excel mostra 191 no lugar de 00000000191, ou 1,12223E+13 no lugar de 11222333000181, quando a coluna está como Geral. Formate documento_sacado como Texto antes de digitar ou colar.',
    ],
    [
        'Ponto no lugar da vírgula',
        'Escreva 1234,56 ou 1.234,56. 1234.56 não é lido como valor; na multa e nos juros, 2,5 e 2.5 valem o mesmo.',
    ],
    [
        'Data que virou número',
        'Se a coluna de data aparecer como 46122, formate-a como Data (dd/mm/aaaa) ou como Texto. O ano tem 4 dígitos.',
    ],
    [
        'Sacado não cadastrado',
        'Cada CPF/CNPJ precisa ser de um sacado ativo seu. Cadastre os que faltam em Sacados (também em lote).',
    ],
    [
        'Arquivo do Excel em vez de CSV',
        'Um .xlsx renomeado não é CSV: no Excel, use Salvar como → CSV UTF-8 ou CSV (separado por vírgulas).',
    ],
];

/**
 * Boletos em lote: instruções (`/instrucoes-boleto-lote`): the columns and their formats, the common mistakes
 * (Excel's scientific notation, the decimal comma), an example, and the model to download.
 */
export const InvoiceInstructionsPage = () => (
    <CsvInstructionsPage
        title="Boletos em lote: instruções"
        intro={
            <>
                Para emitir muitos boletos de uma vez, preencha uma planilha com uma linha por boleto e
                envie-a como arquivo CSV em Boletos em lote. Antes de enviar, o portal mostra cada linha e o
                que precisa ser corrigido; os boletos só passam a valer quando você registra o lote.
            </>
        }
        template={<TemplateDownloadButton variant="contained" />}
        upload={{ to: '/boleto-lote', label: 'Ir para Boletos em lote' }}
        steps={
            <>
                <li>Baixe o modelo e abra-o no Excel, LibreOffice ou Google Planilhas.</li>
                <li>
                    Antes de digitar, formate a coluna <strong>documento_sacado</strong> como{' '}
                    <strong>Texto</strong>, para o Excel não apagar zeros à esquerda nem usar notação
                    científica.
                </li>
                <li>
                    Preencha uma linha por boleto, mantendo a primeira linha com os nomes das colunas. As
                    colunas opcionais podem ficar vazias ou ser apagadas.
                </li>
                <li>
                    Salve como <strong>CSV</strong>. Colunas separadas por ponto e vírgula ou por vírgula;
                    texto em UTF-8 ou no padrão do Windows: o portal reconhece os dois.
                </li>
                <li>
                    Envie o arquivo: até {MAX_INVOICE_CSV_ROWS.toLocaleString('pt-BR')} boletos e 5 MB por
                    arquivo. Confira a prévia, envie os válidos e registre o lote.
                </li>
            </>
        }
        columnsNote={
            <>
                Os nomes das colunas podem vir em qualquer ordem, com maiúsculas ou acentos; documento_sacado
                também pode se chamar documento ou CPF/CNPJ. Colunas a mais são ignoradas.
            </>
        }
        columns={INVOICE_CSV_COLUMNS.map((name) => ({
            name,
            required: REQUIRED_INVOICE_CSV_COLUMNS.includes(name),
            ...COLUMNS[name],
        }))}
        mistakes={MISTAKES}
        example={buildInvoiceCsvTemplate(toDateOnlyBrasilia())}
    />
);
