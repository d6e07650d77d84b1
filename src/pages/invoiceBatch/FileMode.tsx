import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { csvFileProblem } from '../../domain/draweeCsv';
import type { InvoiceCsvParse } from '../../domain/invoiceCsv';
import { formatBRL } from '../../domain/money';
import { type ActivePayer, type BatchAnswer, sendInvoiceRows } from './api';
import { FileDrop } from './FileDrop';
import { PreviewTable } from './PreviewTable';
import { parseInvoiceFile } from './parseInvoiceFile';
import { count, plural, validationMessages } from './text';

type Parsed = Extract<InvoiceCsvParse, { ok: true }>;
type Step =
    | { step: 'choose'; error?: string }
    | { step: 'reading'; fileName: string }
    | { step: 'preview'; fileName: string; parsed: Parsed };

interface Props {
    accountId: number | null;
    today: string;
    /** The holder's active payers; null when they could not be loaded (the bank then checks the documents). */
    payers: ActivePayer[] | null;
    onSent: (answer: BatchAnswer, notSent: number) => void;
}

/**
 * "Arquivo": a CSV chosen or dropped is checked (type, size), read in a Web Worker and shown line by line;
 * the valid lines go to `payment/invoice/batch` as drafts of a new batch. A failed send keeps the preview.
 */
export const FileMode = ({ accountId, today, payers, onSent }: Props) => {
    const [state, setState] = useState<Step>({ step: 'choose' });
    const reading = useRef(0);
    const names = useMemo(() => new Map((payers ?? []).map((p) => [p.document, p.name])), [payers]);

    const take = (file: File) => {
        const problem = csvFileProblem(file);
        if (problem) {
            setState({ step: 'choose', error: problem });
            return;
        }
        const attempt = ++reading.current;
        setState({ step: 'reading', fileName: file.name });
        parseInvoiceFile(
            file,
            today,
            payers?.map((p) => p.document),
        ).then(
            (parsed) => {
                if (attempt !== reading.current) return;
                setState(
                    parsed.ok
                        ? { step: 'preview', fileName: file.name, parsed }
                        : { step: 'choose', error: parsed.error },
                );
            },
            () => {
                if (attempt === reading.current) {
                    setState({ step: 'choose', error: 'Não foi possível ler o arquivo. Tente novamente.' });
                }
            },
        );
    };
    const restart = () => {
        reading.current++;
        setState({ step: 'choose' });
    };

    if (state.step === 'choose') return <FileDrop onFile={take} error={state.error} />;
    if (state.step === 'reading') {
        return (
            <Box role="status">
                <Typography gutterBottom>Lendo “{state.fileName}”…</Typography>
                <LinearProgress aria-label="Lendo o arquivo" />
            </Box>
        );
    }
    return (
        <Preview
            fileName={state.fileName}
            parsed={state.parsed}
            names={names}
            accountId={accountId}
            onCancel={restart}
            onSent={onSent}
        />
    );
};

interface PreviewProps {
    fileName: string;
    parsed: Parsed;
    names: ReadonlyMap<string, string>;
    accountId: number | null;
    onCancel: () => void;
    onSent: Props['onSent'];
}

const Preview = ({ fileName, parsed, names, accountId, onCancel, onSent }: PreviewProps) => {
    const [busy, setBusy] = useState(false);
    const [problems, setProblems] = useState<string[]>([]);
    const heading = useRef<HTMLHeadingElement>(null);
    useEffect(() => heading.current?.focus(), []);
    const valid = parsed.rows.filter((row) => row.reasons.length === 0);
    const boletos = valid.reduce((sum, row) => sum + row.invoice.installments, 0);
    const sendLabel = `Enviar ${plural(parsed.valid, 'boleto válido', 'boletos válidos')}`;

    const send = async () => {
        if (accountId === null) return;
        setBusy(true);
        setProblems([]);
        try {
            const rows = valid.map((row) => ({ line: row.line, ...row.invoice }));
            onSent(await sendInvoiceRows(accountId, fileName, rows), parsed.invalid);
        } catch (error) {
            // The http layer showed the failure with its code; the preview stays for another try.
            setProblems(validationMessages(error));
            setBusy(false);
        }
    };

    return (
        <Stack spacing={2}>
            <Typography variant="h6" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
                Conferência de “{fileName}”
            </Typography>
            <Alert severity={parsed.invalid === 0 ? 'success' : 'warning'}>
                {plural(parsed.rows.length, 'linha', 'linhas')}: {plural(parsed.valid, 'válida', 'válidas')},{' '}
                {count(parsed.invalid)} com problemas. Total dos boletos válidos: {formatBRL(parsed.total)}
                {boletos > parsed.valid && ` em ${plural(boletos, 'boleto', 'boletos')} com as parcelas`}.
                {parsed.invalid > 0 && ' Só as linhas válidas serão enviadas; corrija as outras no arquivo.'}
                {parsed.ignoredColumns.length > 0 &&
                    ` Colunas ignoradas: ${parsed.ignoredColumns.join(', ')}.`}
            </Alert>
            <PreviewTable parsed={parsed} names={names} />
            {problems.length > 0 && (
                <Alert severity="error">
                    {problems.map((problem) => (
                        <div key={problem}>{problem}</div>
                    ))}
                </Alert>
            )}
            <Typography variant="body2" color="text.secondary">
                Os boletos enviados ficam como rascunho até você registrar o lote no passo seguinte.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={onCancel} disabled={busy}>
                    Escolher outro arquivo
                </Button>
                <Button
                    variant="contained"
                    disabled={parsed.valid === 0 || accountId === null || busy}
                    onClick={send}
                    startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
                >
                    {sendLabel}
                </Button>
            </Stack>
        </Stack>
    );
};
