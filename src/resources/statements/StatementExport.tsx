import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { type Brand, currentBrand } from '../../brands';
import { csvBlob } from '../../domain/csv';
import { useMessages } from '../../i18n';
import { downloadBlob } from '../../ui/downloadBlob';
import { DisabledWhenEmpty } from '../../ui/lists/EmptyListExport';
import {
    accountText,
    fileNameOf,
    type StatementFilters,
    type StatementPdfSpec,
    statementCsv,
    statementPdfSpec,
} from './api';
import { statementMessages } from './messages';
import { useWholePeriod } from './useStatement';

/** Lines a CSV chunk holds before the page gets a turn (a 10,000-line statement never freezes it). */
const CSV_CHUNK = 1000;

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Builds the CSV a chunk at a time, reporting the share done. */
export async function chunkedCsv(
    lines: Parameters<typeof statementCsv>[0],
    onProgress: (share: number) => void,
) {
    const parts: string[] = [];
    let start = 0;
    do {
        const text = statementCsv(lines.slice(start, start + CSV_CHUNK));
        // Every chunk starts with the header; only the first keeps it.
        parts.push(start === 0 ? text : text.slice(text.indexOf('\r\n') + 2));
        start += CSV_CHUNK;
        onProgress(Math.min(1, start / Math.max(lines.length, 1)));
        await nextTurn();
    } while (start < lines.length);
    return parts.join('\r\n');
}

/** The PDF drawn in a worker when the browser has them (the page keeps answering), else here. */
function pdfOffThePage(spec: StatementPdfSpec, brand: Brand): Promise<Blob> {
    if (typeof Worker === 'undefined')
        return import('./statementPdf').then((pdf) => pdf.renderStatementPdf(spec, brand));
    return new Promise((resolve, reject) => {
        const worker = new Worker(new URL('./statementPdfWorker.ts', import.meta.url), { type: 'module' });
        worker.onmessage = ({ data }: MessageEvent<{ blob?: Blob; error?: string }>) => {
            worker.terminate();
            if (data.blob) resolve(data.blob);
            else reject(new Error(data.error));
        };
        worker.onerror = (event) => {
            worker.terminate();
            reject(new Error(event.message));
        };
        worker.postMessage({ spec, brand });
    });
}

type Progress = { label: string; share: number } | null;

/** "Exportar CSV" and "Exportar PDF" of the whole filtered period, with a progress bar while they are made. */
export const StatementExport = ({
    accountId,
    filters,
    empty,
}: {
    accountId: number;
    filters: StatementFilters;
    empty: boolean;
}) => {
    const t = useMessages(statementMessages);
    const notify = useNotify();
    const readAll = useWholePeriod();
    const [progress, setProgress] = useState<Progress>(null);

    const run = async (format: 'csv' | 'pdf') => {
        setProgress({ label: t('statements.export.reading', { done: 0, total: 0 }), share: 0 });
        try {
            const { lines, summary, account } = await readAll(accountId, filters, (done, total) =>
                setProgress({
                    label: t('statements.export.reading', { done, total }),
                    share: total ? (done / total) * 0.5 : 0,
                }),
            );
            const heading = {
                account: accountText(account),
                holder: account.holder ?? '',
                period: filters.period,
                summary,
            };
            const preparing = (share: number) =>
                setProgress({
                    label: t('statements.export.preparing', { percent: Math.round(50 + share * 50) }),
                    share: 0.5 + share * 0.5,
                });
            if (format === 'csv') {
                const text = await chunkedCsv(lines, preparing);
                downloadBlob(csvBlob(text), `${fileNameOf(heading)}.csv`);
            } else {
                preparing(0);
                const spec = statementPdfSpec(lines, heading);
                downloadBlob(await pdfOffThePage(spec, currentBrand()), `${spec.fileName}.pdf`);
            }
        } catch {
            notify(t('statements.export.failed'), { type: 'error' });
        } finally {
            setProgress(null);
        }
    };

    return (
        <Box
            sx={{
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
                alignItems: { xs: 'stretch', sm: 'flex-end' },
            }}
        >
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <DisabledWhenEmpty empty={empty}>
                    <Button
                        variant="outlined"
                        size="small"
                        startIcon={<FileDownloadIcon />}
                        onClick={() => run('csv')}
                        disabled={progress !== null}
                    >
                        {t('statements.export.csv')}
                    </Button>
                </DisabledWhenEmpty>
                <DisabledWhenEmpty empty={empty}>
                    <Button
                        variant="outlined"
                        size="small"
                        startIcon={<PictureAsPdfIcon />}
                        onClick={() => run('pdf')}
                        disabled={progress !== null}
                    >
                        {t('statements.export.pdf')}
                    </Button>
                </DisabledWhenEmpty>
            </Box>
            {progress && (
                <Box sx={{ minWidth: 220 }} role="status">
                    <LinearProgress
                        variant="determinate"
                        value={Math.round(progress.share * 100)}
                        aria-label={progress.label}
                    />
                    <Typography variant="caption" color="text.secondary">
                        {progress.label}
                    </Typography>
                </Box>
            )}
        </Box>
    );
};
