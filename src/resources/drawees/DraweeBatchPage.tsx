import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { styled, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type DragEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Confirm, Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDocument } from '../../domain/document';
import { cityUf, type DraweeBatchAnswer, MAX_BATCH_ROWS } from '../../domain/drawee';
import { csvFileProblem, type DraweeCsvParse, type DraweeCsvRow } from '../../domain/draweeCsv';
import { importDrawees } from './api';
import { PAGE_CARD } from './pageCard';
import { parseCsvFile } from './parseCsvFile';
import { TemplateDownloadButton } from './TemplateDownloadButton';

type Parsed = Extract<DraweeCsvParse, { ok: true }>;
type Step =
    | { step: 'choose'; error?: string }
    | { step: 'reading'; fileName: string }
    | { step: 'preview'; fileName: string; parsed: Parsed }
    | { step: 'done'; answer: DraweeBatchAnswer; notSent: number };

const count = (n: number) => n.toLocaleString('pt-BR');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** The file input stays in the page (and in the accessibility tree) but out of sight: its button shows. */
const HiddenInput = styled('input')({
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
    height: 1,
    overflow: 'hidden',
    position: 'absolute',
    whiteSpace: 'nowrap',
    width: 1,
});

const FileDrop = ({ onFile, error }: { onFile: (file: File) => void; error?: string }) => {
    const [over, setOver] = useState(false);
    const drop = (event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
    };
    return (
        <Box
            onDragOver={(event) => {
                event.preventDefault();
                setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={drop}
            sx={{
                border: 2,
                borderStyle: 'dashed',
                borderColor: over ? 'primary.main' : 'divider',
                bgcolor: over ? 'action.hover' : 'transparent',
                borderRadius: 2,
                p: { xs: 2, sm: 4 },
                textAlign: 'center',
            }}
        >
            <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
                <UploadFileIcon fontSize="large" color="action" aria-hidden />
                <Typography>Arraste o arquivo CSV para cá ou</Typography>
                <Button variant="contained" component="label">
                    Escolher arquivo
                    <HiddenInput
                        type="file"
                        accept=".csv,text/csv"
                        aria-label="Arquivo CSV"
                        onChange={(event) => {
                            const file = event.target.files?.[0];
                            event.target.value = '';
                            if (file) onFile(file);
                        }}
                    />
                </Button>
                <Typography variant="body2" color="text.secondary">
                    Arquivo .csv de até 5 MB, com até {count(MAX_BATCH_ROWS)} sacados.
                </Typography>
                {error && (
                    <Alert severity="error" sx={{ textAlign: 'left' }}>
                        {error}
                    </Alert>
                )}
            </Stack>
        </Box>
    );
};

const RowStatus = ({ row }: { row: DraweeCsvRow }) =>
    row.reasons.length === 0 ? (
        <Chip size="small" variant="outlined" color="success" label="Válida" />
    ) : (
        <Chip size="small" variant="outlined" color="error" label="Com problemas" />
    );

const Reasons = ({ row }: { row: DraweeCsvRow }) =>
    row.reasons.length === 0 ? null : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {row.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
            ))}
        </Box>
    );

type Show = 'all' | 'invalid' | 'valid';

/** Every line of the file, a page at a time: a table on wide screens, a list on phones. */
const PreviewTable = ({ parsed }: { parsed: Parsed }) => {
    const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
    const [show, setShow] = useState<Show>(parsed.invalid > 0 ? 'invalid' : 'all');
    const [page, setPage] = useState(0);
    const [perPage, setPerPage] = useState(25);
    const rows = useMemo(
        () =>
            show === 'all'
                ? parsed.rows
                : parsed.rows.filter((row) => (row.reasons.length === 0) === (show === 'valid')),
        [parsed, show],
    );
    const visible = rows.slice(page * perPage, page * perPage + perPage);
    return (
        <>
            <ToggleButtonGroup
                exclusive
                size="small"
                value={show}
                onChange={(_, value: Show | null) => {
                    if (value) {
                        setShow(value);
                        setPage(0);
                    }
                }}
                aria-label="Mostrar linhas"
                sx={{ flexWrap: 'wrap' }}
            >
                <ToggleButton value="all">Todas ({count(parsed.rows.length)})</ToggleButton>
                <ToggleButton value="invalid">Com problemas ({count(parsed.invalid)})</ToggleButton>
                <ToggleButton value="valid">Válidas ({count(parsed.valid)})</ToggleButton>
            </ToggleButtonGroup>
            {isSmall ? (
                <Box component="ul" aria-label="Linhas do arquivo" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {visible.map((row) => (
                        <Box
                            component="li"
                            key={row.line}
                            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
                        >
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                                <Typography variant="body2" color="text.secondary">
                                    Linha {row.line}
                                </Typography>
                                <RowStatus row={row} />
                            </Stack>
                            <Typography>{row.drawee.name || '—'}</Typography>
                            <Typography variant="body2" color="text.secondary">
                                {[formatDocument(row.drawee.document), cityUf(row.drawee.address)]
                                    .filter(Boolean)
                                    .join(' · ')}
                            </Typography>
                            <Typography variant="body2" component="div" color="error">
                                <Reasons row={row} />
                            </Typography>
                        </Box>
                    ))}
                </Box>
            ) : (
                <TableContainer sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label="Linhas do arquivo">
                        <TableHead>
                            <TableRow>
                                <TableCell>Linha</TableCell>
                                <TableCell>Situação</TableCell>
                                <TableCell>Nome</TableCell>
                                <TableCell>CPF/CNPJ</TableCell>
                                <TableCell>Cidade/UF</TableCell>
                                <TableCell>Problemas</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {visible.map((row) => (
                                <TableRow key={row.line}>
                                    <TableCell>{row.line}</TableCell>
                                    <TableCell>
                                        <RowStatus row={row} />
                                    </TableCell>
                                    <TableCell sx={{ minWidth: 160 }}>{row.drawee.name}</TableCell>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                        {formatDocument(row.drawee.document)}
                                    </TableCell>
                                    <TableCell>{cityUf(row.drawee.address)}</TableCell>
                                    <TableCell sx={{ minWidth: 220 }}>
                                        <Reasons row={row} />
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </TableContainer>
            )}
            <TablePagination
                component="div"
                count={rows.length}
                page={page}
                onPageChange={(_, next) => setPage(next)}
                rowsPerPage={perPage}
                rowsPerPageOptions={isSmall ? [] : [25, 50, 100]}
                onRowsPerPageChange={(event) => {
                    setPerPage(Number(event.target.value));
                    setPage(0);
                }}
                labelRowsPerPage="Linhas por página"
                labelDisplayedRows={({ from, to, count: total }) => `${from}–${to} de ${count(total)}`}
                getItemAriaLabel={(type) => (type === 'next' ? 'Próxima página' : 'Página anterior')}
            />
        </>
    );
};

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
    const heading = useRef<HTMLHeadingElement>(null);
    useEffect(() => heading.current?.focus(), []);
    const valid = parsed.rows.filter((row) => row.reasons.length === 0);
    const importLabel = `Importar ${plural(parsed.valid, 'sacado válido', 'sacados válidos')}`;

    const send = async () => {
        setBusy(true);
        try {
            onDone(await importDrawees(valid.map((row) => ({ ...row.drawee, line: row.line }))));
        } catch {
            // The http layer already showed the failure with its code; the preview stays for another try.
            setBusy(false);
            setConfirming(false);
        }
    };

    return (
        <Stack spacing={2}>
            <Typography variant="h6" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
                Conferência de “{fileName}”
            </Typography>
            <Alert severity={parsed.invalid === 0 ? 'success' : 'warning'}>
                {plural(parsed.rows.length, 'linha', 'linhas')}: {plural(parsed.valid, 'válida', 'válidas')},{' '}
                {count(parsed.invalid)} com problemas.
                {parsed.invalid > 0 &&
                    ' Só as linhas válidas serão importadas; corrija as outras no arquivo.'}
                {parsed.ignoredColumns.length > 0 &&
                    ` Colunas ignoradas: ${parsed.ignoredColumns.join(', ')}.`}
            </Alert>
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
    const refused = answer.results.filter((result) => result.status === 'rejected');
    return (
        <Stack spacing={2}>
            <Alert severity={answer.created > 0 ? 'success' : 'warning'}>
                {plural(answer.created, 'sacado importado', 'sacados importados')}.
                {notSent > 0 &&
                    ` ${plural(notSent, 'linha com problemas não foi enviada', 'linhas com problemas não foram enviadas')}.`}
            </Alert>
            {refused.length > 0 && (
                <Alert severity="warning">
                    {plural(refused.length, 'linha recusada pelo banco', 'linhas recusadas pelo banco')}:
                    <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
                        {refused.map((result) => (
                            <li key={result.line}>
                                Linha {result.line}:{' '}
                                {result.status === 'rejected' && result.reasons.join(' ')}
                            </li>
                        ))}
                    </Box>
                </Alert>
            )}
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
    const [state, setState] = useState<Step>({ step: 'choose' });
    const reading = useRef(0);

    const take = (file: File) => {
        const problem = csvFileProblem(file);
        if (problem) {
            setState({ step: 'choose', error: problem });
            return;
        }
        const attempt = ++reading.current;
        setState({ step: 'reading', fileName: file.name });
        parseCsvFile(file).then(
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
                    {state.step === 'choose' && <FileDrop onFile={take} error={state.error} />}
                    {state.step === 'reading' && (
                        <Box role="status">
                            <Typography gutterBottom>Lendo “{state.fileName}”…</Typography>
                            <LinearProgress aria-label="Lendo o arquivo" />
                        </Box>
                    )}
                    {state.step === 'preview' && (
                        <Preview
                            fileName={state.fileName}
                            parsed={state.parsed}
                            onCancel={restart}
                            onDone={(answer) =>
                                setState({ step: 'done', answer, notSent: state.parsed.invalid })
                            }
                        />
                    )}
                    {state.step === 'done' && (
                        <Done answer={state.answer} notSent={state.notSent} onAgain={restart} />
                    )}
                </Stack>
            </CardContent>
        </Card>
    );
};
