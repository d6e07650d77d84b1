import { MAX_BATCH_ROWS } from '../../../domain/drawee';
import {
    DRAWEE_CSV_COLUMNS,
    DRAWEE_CSV_TEMPLATE,
    type DraweeCsvColumn,
    OPTIONAL_CSV_COLUMNS,
} from '../../../domain/draweeCsv';
import { CsvInstructionsPage } from '../../../ui/csvBatch/CsvInstructionsPage';
import { TemplateDownloadButton } from './TemplateDownloadButton';

/** What goes in each column (the rules themselves are src/domain/drawee.ts). */
const COLUMNS: Record<DraweeCsvColumn, { format: string; example: string }> = {
    nome: {
        format: 'Nome da pessoa ou razão social, de 3 a 120 caracteres.',
        example: 'Padaria Pão Quente Ltda',
    },
    documento: {
        format: 'CPF (11 dígitos) ou CNPJ (14 caracteres, pode ter letras), com ou sem pontuação.',
        example: '12.ABC.345/01DE-35',
    },
    email: { format: 'E-mail para envio do boleto.', example: 'financeiro@paoquente.com.br' },
    telefone: { format: 'Celular (11 dígitos) ou fixo (10 dígitos), com DDD.', example: '(11) 3456-7890' },
    cep: { format: '8 dígitos, com ou sem hífen.', example: '01310-100' },
    logradouro: { format: 'Rua, avenida, praça…', example: 'Avenida Paulista' },
    numero: { format: 'Número do imóvel, ou S/N.', example: '1000' },
    complemento: { format: 'Apartamento, sala, bloco…', example: 'Sala 3' },
    bairro: { format: 'Bairro.', example: 'Bela Vista' },
    cidade: { format: 'Cidade.', example: 'São Paulo' },
    uf: { format: 'Sigla do estado.', example: 'SP' },
};

/**
 * Sacados em lote: instruções (`/instrucoes-sacado-lote`): the columns and their formats, the Excel pitfalls
 * (leading zeros, separators, encodings), an example, and the model to download.
 */
export const DraweeInstructionsPage = () => (
    <CsvInstructionsPage
        title="Sacados em lote: instruções"
        intro={
            <>
                Para cadastrar muitos sacados de uma vez, preencha uma planilha com uma linha por sacado e
                envie-a como arquivo CSV. Antes de importar, o portal mostra cada linha e o que precisa ser
                corrigido.
            </>
        }
        template={<TemplateDownloadButton variant="contained" />}
        upload={{ to: '/sacado-lote', label: 'Enviar arquivo' }}
        steps={
            <>
                <li>Baixe o modelo e abra-o no Excel, LibreOffice ou Google Planilhas.</li>
                <li>
                    Antes de digitar, formate as colunas <strong>documento</strong>, <strong>cep</strong> e{' '}
                    <strong>telefone</strong> como <strong>Texto</strong>: assim o Excel não apaga os zeros à
                    esquerda (um CPF como 000.000.001-91) nem troca números longos por notação científica.
                </li>
                <li>Preencha uma linha por sacado, mantendo a primeira linha com os nomes das colunas.</li>
                <li>
                    Salve como <strong>CSV</strong> (no Excel: “CSV UTF-8” ou “CSV (separado por vírgulas)”).
                    Colunas separadas por ponto e vírgula ou por vírgula; texto em UTF-8 ou no padrão do
                    Windows: o portal reconhece os dois.
                </li>
                <li>
                    Envie o arquivo em Sacados em lote: até {MAX_BATCH_ROWS.toLocaleString('pt-BR')} sacados e
                    5 MB por arquivo.
                </li>
            </>
        }
        columnsNote="Os nomes das colunas podem vir em qualquer ordem, com maiúsculas ou acentos. Colunas a mais são ignoradas."
        columns={DRAWEE_CSV_COLUMNS.map((name) => ({
            name,
            required: !OPTIONAL_CSV_COLUMNS.includes(name),
            ...COLUMNS[name],
        }))}
        example={DRAWEE_CSV_TEMPLATE}
    />
);
