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
import { count } from '../../domain/text';
import { textOf, useMessages } from '../../i18n';
import { type CsvColumn, CsvLinesTable } from '../../ui/csvBatch/CsvLinesTable';
import { FileDrop, ReadingFile } from '../../ui/csvBatch/FileDrop';
import { ParseSummary } from '../../ui/csvBatch/ParseSummary';
import { RefusedLines } from '../../ui/csvBatch/RefusedLines';
import { useCsvFile } from '../../ui/csvBatch/useCsvFile';
import { downloadBlob } from '../../ui/downloadBlob';
import type { BatchAnswer, BatchLine } from './api';
import { payrollMessages } from './messages';
import { parseEmployeeFile } from './parseEmployeeFile';

const text = textOf(payrollMessages);

type Parsed = Extract<EmployeeCsvParse, { ok: true }>;

const where = (row: EmployeeCsvRow) =>
    row.employee.destination.kind === 'internal'
        ? text('payroll.import.internal_destination')
        : text('payroll.import.external_destination', {
              bank: row.employee.destination.bank,
              branch: row.employee.destination.branch_number,
              account: row.employee.destination.account_number,
          });

/** `n` in a plural sentence, with the thousands separator. */
const counted = (n: number) => ({ smart_count: n, count: count(n) });

const useColumns = (): CsvColumn<EmployeeCsvRow>[] => {
    const t = useMessages(payrollMessages);
    return [
        { header: t('payroll.import.columns.name'), cell: (row) => row.employee.name, sx: { minWidth: 160 } },
        { header: 'CPF', cell: (row) => formatCpf(row.employee.cpf), sx: { whiteSpace: 'nowrap' } },
        {
            header: t('payroll.salary'),
            cell: (row) => (row.employee.salary === null ? '—' : formatBRL(row.employee.salary)),
            align: 'right',
        },
        { header: t('payroll.import.columns.payment'), cell: where },
    ];
};

/** Many employees from a CSV: checked line by line off the main thread; only valid lines go, after a confirm. */
export const EmployeeImport = ({ onImported }: { onImported: () => void }) => {
    const t = useMessages(payrollMessages);
    const columns = useColumns();
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
                {t('payroll.import.columns_help', { columns: EMPLOYEE_CSV_COLUMNS.join(', ') })}
            </Typography>
            <Box>
                <Button
                    variant="outlined"
                    size="small"
                    startIcon={<DownloadIcon />}
                    onClick={() => downloadBlob(csvBlob(EMPLOYEE_CSV_TEMPLATE), 'modelo-funcionarios.csv')}
                >
                    {t('payroll.import.template')}
                </Button>
            </Box>
            {done ? (
                <Stack spacing={2}>
                    <Alert severity={done.answer.created > 0 ? 'success' : 'warning'}>
                        {t('payroll.import.imported', counted(done.answer.created))}
                        {done.notSent > 0 && ` ${t('payroll.import.not_sent', counted(done.notSent))}`}
                    </Alert>
                    <RefusedLines results={done.answer.results} />
                    <Box>
                        <Button onClick={restart}>{t('payroll.import.another')}</Button>
                    </Box>
                </Stack>
            ) : state.step === 'choose' ? (
                <FileDrop
                    onFile={file.take}
                    error={state.error}
                    prompt={t('payroll.import.prompt')}
                    inputLabel={t('payroll.import.input')}
                    limits={t('payroll.import.limits', { max: count(MAX_EMPLOYEE_ROWS) })}
                />
            ) : state.step === 'reading' ? (
                <ReadingFile fileName={state.fileName} />
            ) : (
                <Stack spacing={2}>
                    <ParseSummary parsed={state.parsed} verb={t('payroll.import.verb')} />
                    <CsvLinesTable
                        parsed={state.parsed}
                        columns={columns}
                        title={(row) => row.employee.name || '—'}
                        details={(row) => `${formatCpf(row.employee.cpf)} · ${where(row)}`}
                    />
                    <Stack
                        direction={{ xs: 'column', sm: 'row' }}
                        spacing={1}
                        sx={{ justifyContent: 'flex-end' }}
                    >
                        <Button onClick={restart}>{t('payroll.cancel')}</Button>
                        <Button
                            variant="contained"
                            disabled={state.parsed.valid === 0}
                            onClick={() => setConfirming(true)}
                        >
                            {t('payroll.import.submit', counted(state.parsed.valid))}
                        </Button>
                    </Stack>
                    <Confirm
                        isOpen={confirming}
                        loading={busy}
                        title={t('payroll.import.confirm.title')}
                        content={
                            state.parsed.invalid > 0
                                ? t('payroll.import.confirm.invalid', counted(state.parsed.invalid))
                                : t('payroll.import.confirm.all_valid')
                        }
                        confirm={t('payroll.import.confirm.confirm')}
                        cancel={t('payroll.cancel')}
                        onConfirm={() => send(state.parsed)}
                        onClose={() => setConfirming(false)}
                    />
                </Stack>
            )}
        </Stack>
    );
};
