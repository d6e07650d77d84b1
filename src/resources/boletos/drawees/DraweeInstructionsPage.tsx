import { MAX_BATCH_ROWS } from '../../../domain/drawee';
import {
    DRAWEE_CSV_COLUMNS,
    DRAWEE_CSV_TEMPLATE,
    type DraweeCsvColumn,
    OPTIONAL_CSV_COLUMNS,
} from '../../../domain/draweeCsv';
import { count } from '../../../domain/text';
import { useMessages } from '../../../i18n';
import { CsvInstructionsPage } from '../../../ui/csvBatch/CsvInstructionsPage';
import { withStrong } from '../strong';
import { draweeMessages } from './messages';
import { TemplateDownloadButton } from './TemplateDownloadButton';

/** What goes in each column (the rules themselves are src/domain/drawee.ts): its text's key and an example. */
const COLUMNS: Record<
    DraweeCsvColumn,
    { format: `drawees.instructions.columns.${DraweeCsvColumn}`; example: string }
> = {
    nome: {
        format: 'drawees.instructions.columns.nome',
        example: 'Padaria Pão Quente Ltda', // not text
    },
    documento: {
        format: 'drawees.instructions.columns.documento',
        example: '12.ABC.345/01DE-35',
    },
    email: { format: 'drawees.instructions.columns.email', example: 'financeiro@paoquente.com.br' },
    telefone: { format: 'drawees.instructions.columns.telefone', example: '(11) 3456-7890' },
    cep: { format: 'drawees.instructions.columns.cep', example: '01310-100' },
    logradouro: { format: 'drawees.instructions.columns.logradouro', example: 'Avenida Paulista' }, // not text
    numero: { format: 'drawees.instructions.columns.numero', example: '1000' },
    complemento: { format: 'drawees.instructions.columns.complemento', example: 'Sala 3' }, // not text
    bairro: { format: 'drawees.instructions.columns.bairro', example: 'Bela Vista' }, // not text
    cidade: { format: 'drawees.instructions.columns.cidade', example: 'São Paulo' }, // not text
    uf: { format: 'drawees.instructions.columns.uf', example: 'SP' },
};

/**
 * Sacados em lote: instruções (`/instrucoes-sacado-lote`): the columns and their formats, the Excel pitfalls
 * (leading zeros, separators, encodings), an example, and the model to download.
 */
export const DraweeInstructionsPage = () => {
    const t = useMessages(draweeMessages);
    return (
        <CsvInstructionsPage
            title={t('drawees.instructions.title')}
            intro={t('drawees.instructions.intro')}
            template={<TemplateDownloadButton variant="contained" />}
            upload={{ to: '/sacado-lote', label: t('drawees.instructions.upload') }}
            steps={
                <>
                    <li>{t('drawees.instructions.step_template')}</li>
                    <li>{withStrong(t('drawees.instructions.step_format'))}</li>
                    <li>{t('drawees.instructions.step_fill')}</li>
                    <li>{withStrong(t('drawees.instructions.step_save'))}</li>
                    <li>{t('drawees.instructions.step_send', { max: count(MAX_BATCH_ROWS) })}</li>
                </>
            }
            columnsNote={t('drawees.instructions.columns_note')}
            columns={DRAWEE_CSV_COLUMNS.map((name) => ({
                name,
                required: !OPTIONAL_CSV_COLUMNS.includes(name),
                format: t(COLUMNS[name].format),
                example: COLUMNS[name].example,
            }))}
            example={DRAWEE_CSV_TEMPLATE}
        />
    );
};
