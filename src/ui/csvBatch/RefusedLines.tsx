import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { count } from '../../domain/text';
import { useMessages } from '../../i18n';
import { csvMessages } from './messages';

/** A line of a batch as the bank answered it. */
type LineResult =
    | { line: number; status: 'created' }
    | { line: number; status: 'rejected'; reasons: string[] };

interface Props {
    results: readonly LineResult[];
    /** How a line is named: 'Linha 4' unless told otherwise (a fixed batch names the payer). */
    labelOf?: (line: number) => string;
}

/** The lines the bank refused, each with its reasons; nothing when it refused none. */
export const RefusedLines = ({ results, labelOf }: Props) => {
    const t = useMessages(csvMessages);
    const nameOf = labelOf ?? ((line: number) => t('ui_csv.line_number', { line }));
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result] : []));
    if (refused.length === 0) return null;
    return (
        <Alert severity="warning">
            {t('ui_csv.refused', { smart_count: refused.length, count: count(refused.length) })}:
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
                {refused.map((result) => (
                    <li key={result.line}>
                        {nameOf(result.line)}: {result.reasons.join(' ')}
                    </li>
                ))}
            </Box>
        </Alert>
    );
};
