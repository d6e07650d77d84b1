import Alert from '@mui/material/Alert';
import { count } from '../../domain/text';
import { useMessages } from '../../i18n';
import { csvMessages } from './messages';

interface Props {
    parsed: { rows: readonly unknown[]; valid: number; invalid: number; ignoredColumns: readonly string[] };
    /** Said after the counts (the invoice batch's total), a sentence with its leading space. */
    extra?: string;
    /** What happens to the valid lines: 'enviadas', 'importadas'. */
    verb: string;
}

/** The file at a glance: lines, valid and with problems, what goes on, and the columns left aside. */
export const ParseSummary = ({ parsed, extra, verb }: Props) => {
    const t = useMessages(csvMessages);
    const counted = (key: 'ui_csv.summary_lines' | 'ui_csv.summary_valid', n: number) =>
        t(key, { smart_count: n, count: count(n) });
    return (
        <Alert severity={parsed.invalid === 0 ? 'success' : 'warning'}>
            {t('ui_csv.summary', {
                lines: counted('ui_csv.summary_lines', parsed.rows.length),
                valid: counted('ui_csv.summary_valid', parsed.valid),
                invalid: count(parsed.invalid),
            })}
            {extra}
            {parsed.invalid > 0 && ` ${t('ui_csv.only_valid', { verb })}`}
            {parsed.ignoredColumns.length > 0 &&
                ` ${t('ui_csv.ignored_columns', { columns: parsed.ignoredColumns.join(', ') })}`}
        </Alert>
    );
};
