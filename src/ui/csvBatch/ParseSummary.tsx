import Alert from '@mui/material/Alert';
import { count, plural } from '../../domain/text';

interface Props {
    parsed: { rows: readonly unknown[]; valid: number; invalid: number; ignoredColumns: readonly string[] };
    /** Said after the counts (the invoice batch's total), a sentence with its leading space. */
    extra?: string;
    /** What happens to the valid lines: 'enviadas', 'importadas'. */
    verb: string;
}

/** The file at a glance: lines, valid and with problems, what goes on, and the columns left aside. */
export const ParseSummary = ({ parsed, extra, verb }: Props) => (
    <Alert severity={parsed.invalid === 0 ? 'success' : 'warning'}>
        {plural(parsed.rows.length, 'linha', 'linhas')}: {plural(parsed.valid, 'válida', 'válidas')},{' '}
        {count(parsed.invalid)} com problemas.{extra}
        {parsed.invalid > 0 && ` Só as linhas válidas serão ${verb}; corrija as outras no arquivo.`}
        {parsed.ignoredColumns.length > 0 && ` Colunas ignoradas: ${parsed.ignoredColumns.join(', ')}.`}
    </Alert>
);
