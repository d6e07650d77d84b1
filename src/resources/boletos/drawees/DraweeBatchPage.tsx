import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useVerb } from '../../../dataProvider/hooks';
import { formatDocument } from '../../../domain/document';
import { cityUf, type DraweeBatchAnswer, MAX_BATCH_ROWS } from '../../../domain/drawee';
import type { DraweeCsvParse, DraweeCsvRow } from '../../../domain/draweeCsv';
import { count } from '../../../domain/text';
import { useMessages } from '../../../i18n';
import { type CsvColumn, CsvLinesTable } from '../../../ui/csvBatch/CsvLinesTable';
import { FileDrop, ReadingFile } from '../../../ui/csvBatch/FileDrop';
import { ParseSummary } from '../../../ui/csvBatch/ParseSummary';
import { RefusedLines } from '../../../ui/csvBatch/RefusedLines';
import { useCsvFile } from '../../../ui/csvBatch/useCsvFile';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { PAGE_CARD } from '../../../ui/pageCard';
import { draweeMessages } from './messages';
import { parseCsvFile } from './parseCsvFile';
import { TemplateDownloadButton } from './TemplateDownloadButton';

type Parsed = Extract<DraweeCsvParse, { ok: true }>;

const useColumns = (): CsvColumn<DraweeCsvRow>[] => {
    const t = useMessages(draweeMessages);
    return [
        { header: t('drawees.columns.name'), cell: (row) => row.drawee.name, sx: { minWidth: 160 } },
        {
            header: t('drawees.columns.document'),
            cell: (row) => formatDocument(row.drawee.document),
            sx: { whiteSpace: 'nowrap' },
        },
        { header: t('drawees.columns.city'), cell: (row) => cityUf(row.drawee.address) },
    ];
};

/** Every line of the file: name, document and city, valid or with its reasons. */
const PreviewTable = ({ parsed }: { parsed: Parsed }) => (
    <CsvLinesTable
        parsed={parsed}
        columns={useColumns()}
        title={(row) => row.drawee.name || '—'}
        details={(row) =>
            [formatDocument(row.drawee.document), cityUf(row.drawee.address)].filter(Boolean).join(' · ')
        }
    />
);

const Preview = ({
    fileName,
    parsed,
    onCancel,
    onDone,
}: {
    fileName: string;
    parsed: Parsed;
    onCancel: () => void;
    onDone: (answer: DraweeBatchAnswer) => void;
}) => {
    const t = useMessages(draweeMessages);
    const [confirming, setConfirming] = useState(false);
    const [busy, setBusy] = useState(false);
    const importDrawees = useVerb<DraweeBatchAnswer>('sacados', 'batch');
    const valid = parsed.rows.filter((row) => row.reasons.length === 0);
    const importLabel = t('drawees.batch.import_valid', {
        smart_count: parsed.valid,
        count: count(parsed.valid),
    });

    const send = async () => {
        setBusy(true);
        try {
            const rows = valid.map((row) => ({ ...row.drawee, line: row.line }));
            onDone(await importDrawees.mutateAsync({ data: { rows } }));
        } catch {
            // The http layer already showed the failure with its code; the preview stays for another try.
            setBusy(false);
            setConfirming(false);
        }
    };

    return (
        <Stack spacing={2}>
            <FocusedHeading component="h2">{t('drawees.batch.review', { file: fileName })}</FocusedHeading>
            <ParseSummary parsed={parsed} verb={t('drawees.batch.verb')} />
            <PreviewTable parsed={parsed} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={onCancel}>{t('drawees.common.cancel')}</Button>
                <Button variant="contained" disabled={parsed.valid === 0} onClick={() => setConfirming(true)}>
                    {importLabel}
                </Button>
            </Stack>
            <Confirm
                isOpen={confirming}
                loading={busy}
                title={`${importLabel}?`}
                content={
                    parsed.invalid > 0
                        ? t('drawees.batch.invalid_not_imported', {
                              smart_count: parsed.invalid,
                              count: count(parsed.invalid),
                          })
                        : t('drawees.batch.all_imported')
                }
                confirm={t('drawees.batch.import')}
                cancel={t('drawees.common.cancel')}
                onConfirm={send}
                onClose={() => setConfirming(false)}
            />
        </Stack>
    );
};

const Done = ({
    answer,
    notSent,
    onAgain,
}: {
    answer: DraweeBatchAnswer;
    notSent: number;
    onAgain: () => void;
}) => {
    const t = useMessages(draweeMessages);
    return (
        <Stack spacing={2}>
            <Alert severity={answer.created > 0 ? 'success' : 'warning'}>
                {t('drawees.batch.imported', { smart_count: answer.created, count: count(answer.created) })}
                {notSent > 0 &&
                    ` ${t('drawees.batch.not_sent', { smart_count: notSent, count: count(notSent) })}`}
            </Alert>
            <RefusedLines results={answer.results} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" component={RouterLink} to="/sacados">
                    {t('drawees.batch.see_drawees')}
                </Button>
                <Button onClick={onAgain}>{t('drawees.batch.import_another')}</Button>
            </Stack>
        </Stack>
    );
};

/**
 * Sacados em lote (`/sacado-lote`): a CSV chosen or dropped is checked (type, size), read off the main
 * thread, and shown line by line, valid or with its reasons; only the valid lines go to the bank
 * (`POST payment/drawee/batch`), after a confirmation, and the bank's answer is summed up.
 */
export const DraweeBatchPage = () => {
    const t = useMessages(draweeMessages);
    const file = useCsvFile(parseCsvFile);
    const [done, setDone] = useState<{ answer: DraweeBatchAnswer; notSent: number } | null>(null);
    const { state } = file;
    const restart = () => {
        setDone(null);
        file.restart();
    };

    return (
        <Card sx={PAGE_CARD}>
            <Title title={t('drawees.batch.title')} />
            <CardContent>
                <Stack spacing={2}>
                    <Typography>
                        {t('drawees.batch.intro')}{' '}
                        <Link component={RouterLink} to="/instrucoes-sacado-lote">
                            {t('drawees.batch.instructions_link')}
                        </Link>{' '}
                        {t('drawees.batch.intro_end')}
                    </Typography>
                    <Box>
                        <TemplateDownloadButton variant="outlined" size="small" />
                    </Box>
                    {done ? (
                        <Done answer={done.answer} notSent={done.notSent} onAgain={restart} />
                    ) : state.step === 'choose' ? (
                        <FileDrop
                            onFile={file.take}
                            error={state.error}
                            prompt={t('drawees.batch.prompt')}
                            inputLabel={t('drawees.batch.input_label')}
                            limits={t('drawees.batch.limits', { max: count(MAX_BATCH_ROWS) })}
                        />
                    ) : state.step === 'reading' ? (
                        <ReadingFile fileName={state.fileName} />
                    ) : (
                        <Preview
                            fileName={state.fileName}
                            parsed={state.parsed}
                            onCancel={restart}
                            onDone={(answer) => setDone({ answer, notSent: state.parsed.invalid })}
                        />
                    )}
                </Stack>
            </CardContent>
        </Card>
    );
};
