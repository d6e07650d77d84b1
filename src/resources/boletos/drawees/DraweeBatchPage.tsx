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
import { count, plural } from '../../../domain/text';
import { type CsvColumn, CsvLinesTable } from '../../../ui/csvBatch/CsvLinesTable';
import { FileDrop, ReadingFile } from '../../../ui/csvBatch/FileDrop';
import { ParseSummary } from '../../../ui/csvBatch/ParseSummary';
import { RefusedLines } from '../../../ui/csvBatch/RefusedLines';
import { useCsvFile } from '../../../ui/csvBatch/useCsvFile';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { PAGE_CARD } from '../../../ui/pageCard';
import { parseCsvFile } from './parseCsvFile';
import { TemplateDownloadButton } from './TemplateDownloadButton';

type Parsed = Extract<DraweeCsvParse, { ok: true }>;

const COLUMNS: CsvColumn<DraweeCsvRow>[] = [
    { header: 'Nome', cell: (row) => row.drawee.name, sx: { minWidth: 160 } },
    { header: 'CPF/CNPJ', cell: (row) => formatDocument(row.drawee.document), sx: { whiteSpace: 'nowrap' } },
    { header: 'Cidade/UF', cell: (row) => cityUf(row.drawee.address) },
];

/** Every line of the file: name, document and city, valid or with its reasons. */
const PreviewTable = ({ parsed }: { parsed: Parsed }) => (
    <CsvLinesTable
        parsed={parsed}
        columns={COLUMNS}
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
    const [confirming, setConfirming] = useState(false);
    const [busy, setBusy] = useState(false);
    const importDrawees = useVerb<DraweeBatchAnswer>('sacados', 'batch');
    const valid = parsed.rows.filter((row) => row.reasons.length === 0);
    const importLabel = `Importar ${plural(parsed.valid, 'sacado válido', 'sacados válidos')}`;

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
            <FocusedHeading component="h2">Conferência de “{fileName}”</FocusedHeading>
            <ParseSummary parsed={parsed} verb="importadas" />
            <PreviewTable parsed={parsed} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={onCancel}>Cancelar</Button>
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
                        ? `${plural(parsed.invalid, 'linha com problemas não será importada', 'linhas com problemas não serão importadas')}.`
                        : 'Todos os sacados do arquivo serão cadastrados.'
                }
                confirm="Importar"
                cancel="Cancelar"
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
    return (
        <Stack spacing={2}>
            <Alert severity={answer.created > 0 ? 'success' : 'warning'}>
                {plural(answer.created, 'sacado importado', 'sacados importados')}.
                {notSent > 0 &&
                    ` ${plural(notSent, 'linha com problemas não foi enviada', 'linhas com problemas não foram enviadas')}.`}
            </Alert>
            <RefusedLines results={answer.results} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" component={RouterLink} to="/sacados">
                    Ver sacados
                </Button>
                <Button onClick={onAgain}>Importar outro arquivo</Button>
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
    const file = useCsvFile(parseCsvFile);
    const [done, setDone] = useState<{ answer: DraweeBatchAnswer; notSent: number } | null>(null);
    const { state } = file;
    const restart = () => {
        setDone(null);
        file.restart();
    };

    return (
        <Card sx={PAGE_CARD}>
            <Title title="Sacados em lote" />
            <CardContent>
                <Stack spacing={2}>
                    <Typography>
                        Cadastre vários sacados de uma vez com um arquivo CSV.{' '}
                        <Link component={RouterLink} to="/instrucoes-sacado-lote">
                            Veja as instruções
                        </Link>{' '}
                        ou comece pelo modelo.
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
                            prompt="Arraste o arquivo CSV para cá ou"
                            inputLabel="Arquivo CSV"
                            limits={`Arquivo .csv de até 5 MB, com até ${count(MAX_BATCH_ROWS)} sacados.`}
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
