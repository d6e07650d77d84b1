import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useVerb } from '../../../dataProvider/hooks';
import { type InvoiceCsvParse, MAX_INVOICE_CSV_ROWS } from '../../../domain/invoiceCsv';
import { formatBRL } from '../../../domain/money';
import { count } from '../../../domain/text';
import { isLostResponse } from '../../../http/client';
import { useMessages } from '../../../i18n';
import { FileDrop, ReadingFile } from '../../../ui/csvBatch/FileDrop';
import { ParseSummary } from '../../../ui/csvBatch/ParseSummary';
import { useCsvFile } from '../../../ui/csvBatch/useCsvFile';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { NOT_CONFIRMED, useConfirmation } from '../../../ui/useConfirmation';
import { INVOICES } from '../invoices/api';
import type { ActivePayer, BatchAnswer } from './api';
import { batchMessages } from './messages';
import { PreviewTable } from './PreviewTable';
import { Problems } from './Problems';
import { parseInvoiceFile } from './parseInvoiceFile';
import { validationMessages } from './text';

type Parsed = Extract<InvoiceCsvParse, { ok: true }>;

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
    const t = useMessages(batchMessages);
    const names = useMemo(() => new Map((payers ?? []).map((p) => [p.document, p.name])), [payers]);
    const { state, take, restart } = useCsvFile((file) =>
        parseInvoiceFile(
            file,
            today,
            payers?.map((p) => p.document),
        ),
    );

    if (state.step === 'choose') {
        return (
            <FileDrop
                onFile={take}
                error={state.error}
                prompt={t('boleto_batch.file.prompt')}
                inputLabel={t('boleto_batch.file.input_label')}
                limits={t('boleto_batch.file.limits', { max: count(MAX_INVOICE_CSV_ROWS) })}
            />
        );
    }
    if (state.step === 'reading') return <ReadingFile fileName={state.fileName} />;
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
    const t = useMessages(batchMessages);
    const [busy, setBusy] = useState(false);
    const [problems, setProblems] = useState<string[]>([]);
    const confirmation = useConfirmation();
    // The good lines become drafts of a new batch; each row carries its line, which the results echo.
    const sendRows = useVerb<BatchAnswer>(INVOICES, 'batch');
    const valid = parsed.rows.filter((row) => row.reasons.length === 0);
    const boletos = valid.reduce((sum, row) => sum + row.invoice.installments, 0);
    const parcels =
        boletos > parsed.valid
            ? ` ${t('boleto_batch.file.with_installments', {
                  boletos: t('boleto_batch.common.boletos', { smart_count: boletos, count: count(boletos) }),
              })}`
            : '';
    const sendLabel = t('boleto_batch.file.send', { smart_count: parsed.valid, count: count(parsed.valid) });

    const send = async () => {
        if (accountId === null) return;
        setBusy(true);
        setProblems([]);
        try {
            const rows = valid.map((row) => ({ line: row.line, ...row.invoice }));
            const data = { account_id: accountId, file_name: fileName, rows };
            const answer = await confirmation.send(
                (key) => sendRows.mutateAsync({ data, idempotencyKey: key }),
                {
                    accountId,
                    fileName,
                    rows,
                },
            );
            onSent(answer, parsed.invalid);
        } catch (error) {
            // The http layer showed the failure with its code; the preview stays for another try.
            setProblems(isLostResponse(error) ? [NOT_CONFIRMED] : validationMessages(error));
            setBusy(false);
        }
    };

    return (
        <Stack spacing={2}>
            <FocusedHeading component="h2">
                {t('boleto_batch.common.review', { file: fileName })}
            </FocusedHeading>
            <ParseSummary
                parsed={parsed}
                extra={` ${t('boleto_batch.file.total', { total: formatBRL(parsed.total), installments: parcels })}`}
                verb={t('boleto_batch.file.verb')}
            />
            <PreviewTable parsed={parsed} names={names} />
            <Problems problems={problems} />
            <Typography variant="body2" color="text.secondary">
                {t('boleto_batch.common.drafts_note')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={onCancel} disabled={busy}>
                    {t('boleto_batch.file.another')}
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
