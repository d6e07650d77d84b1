import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useVerb } from '../../dataProvider/hooks';
import { formatCpf } from '../../domain/cpf';
import { csvBlob } from '../../domain/csv';
import {
    EMPLOYEE_CSV_COLUMNS,
    EMPLOYEE_CSV_TEMPLATE,
    type EmployeeCsvParse,
    type EmployeeCsvRow,
} from '../../domain/employeeCsv';
import { MAX_EMPLOYEE_ROWS } from '../../domain/employees';
import { formatBRL } from '../../domain/money';
import { count, plural } from '../../domain/text';
import { type CsvColumn, CsvLinesTable } from '../../ui/csvBatch/CsvLinesTable';
import { FileDrop, ReadingFile } from '../../ui/csvBatch/FileDrop';
import { ParseSummary } from '../../ui/csvBatch/ParseSummary';
import { RefusedLines } from '../../ui/csvBatch/RefusedLines';
import { useCsvFile } from '../../ui/csvBatch/useCsvFile';
import { downloadBlob } from '../../ui/downloadBlob';
import type { BatchAnswer, BatchLine } from './api';
import { parseEmployeeFile } from './parseEmployeeFile';

type Parsed = Extract<EmployeeCsvParse, { ok: true }>;

const where = (row: EmployeeCsvRow) =>
    row.employee.destination.kind === 'internal'
        ? 'Conta neste banco (pelo CPF)'
        : `Banco ${row.employee.destination.bank} · Ag. ${row.employee.destination.branch_number} · Conta ${row.employee.destination.account_number}`;

const COLUMNS: CsvColumn<EmployeeCsvRow>[] = [
    { header: 'Nome', cell: (row) => row.employee.name, sx: { minWidth: 160 } },
    { header: 'CPF', cell: (row) => formatCpf(row.employee.cpf), sx: { whiteSpace: 'nowrap' } },
    {
        header: 'Salário',
        cell: (row) => (row.employee.salary === null ? '—' : formatBRL(row.employee.salary)),
        align: 'right',
    },
    { header: 'Pagamento', cell: where },
];

/** Many employees from a CSV: checked line by line off the main thread; only valid lines go, after a confirm. */
export const EmployeeImport = ({ onImported }: { onImported: () => void }) => {
    const file = useCsvFile(parseEmployeeFile);
    const [confirming, setConfirming] = useState(false);
    const [busy, setBusy] = useState(false);
    const [done, setDone] = useState<{ answer: BatchAnswer; notSent: number } | null>(null);
    const { state } = file;
    const batch = useVerb<BatchAnswer>('funcionarios', 'batch');

    const send = async (parsed: Parsed) => {
        setBusy(true);
        try {
            const valid = parsed.rows.filter((row) => row.reasons.length === 0);
            const employees: BatchLine[] = valid.map((row) => ({ ...row.employee, line: row.line }));
            const answer = await batch.mutateAsync({ data: { employees } });
            setDone({ answer, notSent: parsed.invalid });
            onImported();
        } catch {
            // The http layer showed the notice; the preview stays for another try.
        }
        setBusy(false);
        setConfirming(false);
    };
    const restart = () => {
        setDone(null);
        file.restart();
    };

    return (
        <Stack spacing={2}>
            <Typography variant="body2">
                Colunas: {EMPLOYEE_CSV_COLUMNS.join(', ')}. Deixe “banco” vazio para pagar numa conta deste
                banco, que é encontrada pelo CPF; para outra instituição, informe o ISPB do banco, agência,
                conta, dígito e o tipo (corrente ou poupança). Salário em reais, como 3500,00.
            </Typography>
            <Box>
                <Button
                    variant="outlined"
                    size="small"
                    startIcon={<DownloadIcon />}
                    onClick={() => downloadBlob(csvBlob(EMPLOYEE_CSV_TEMPLATE), 'modelo-funcionarios.csv')}
                >
                    Baixar modelo CSV
                </Button>
            </Box>
            {done ? (
                <Stack spacing={2}>
                    <Alert severity={done.answer.created > 0 ? 'success' : 'warning'}>
                        {plural(done.answer.created, 'funcionário importado', 'funcionários importados')}.
                        {done.notSent > 0 &&
                            ` ${plural(done.notSent, 'linha com problemas não foi enviada', 'linhas com problemas não foram enviadas')}.`}
                    </Alert>
                    <RefusedLines results={done.answer.results} />
                    <Box>
                        <Button onClick={restart}>Importar outro arquivo</Button>
                    </Box>
                </Stack>
            ) : state.step === 'choose' ? (
                <FileDrop
                    onFile={file.take}
                    error={state.error}
                    prompt="Arraste o arquivo CSV para cá ou"
                    inputLabel="Arquivo CSV de funcionários"
                    limits={`Arquivo .csv de até 5 MB, com até ${count(MAX_EMPLOYEE_ROWS)} funcionários.`}
                />
            ) : state.step === 'reading' ? (
                <ReadingFile fileName={state.fileName} />
            ) : (
                <Stack spacing={2}>
                    <ParseSummary parsed={state.parsed} verb="importadas" />
                    <CsvLinesTable
                        parsed={state.parsed}
                        columns={COLUMNS}
                        title={(row) => row.employee.name || '—'}
                        details={(row) => `${formatCpf(row.employee.cpf)} · ${where(row)}`}
                    />
                    <Stack
                        direction={{ xs: 'column', sm: 'row' }}
                        spacing={1}
                        sx={{ justifyContent: 'flex-end' }}
                    >
                        <Button onClick={restart}>Cancelar</Button>
                        <Button
                            variant="contained"
                            disabled={state.parsed.valid === 0}
                            onClick={() => setConfirming(true)}
                        >
                            Importar{' '}
                            {plural(state.parsed.valid, 'funcionário válido', 'funcionários válidos')}
                        </Button>
                    </Stack>
                    <Confirm
                        isOpen={confirming}
                        loading={busy}
                        title="Importar os funcionários válidos?"
                        content={
                            state.parsed.invalid > 0
                                ? `${plural(state.parsed.invalid, 'linha com problemas não será importada', 'linhas com problemas não serão importadas')}.`
                                : 'Todos os funcionários do arquivo serão cadastrados.'
                        }
                        confirm="Importar"
                        cancel="Cancelar"
                        onConfirm={() => send(state.parsed)}
                        onClose={() => setConfirming(false)}
                    />
                </Stack>
            )}
        </Stack>
    );
};
