/**
 * Payroll employees in batch from a pt-BR CSV (`;` or `,`, UTF-8 or Windows-1252, read by csvRead.ts).
 * An empty `banco` column means "an account of this bank": the bank finds it by the employee's CPF.
 * Each line is checked with employees.ts and gets its pt-BR reasons; a CPF repeated in the file is flagged
 * on its later lines. Pure: runs in a Web Worker or on the page's main thread.
 */
import { buildCsv } from './csv';
import { csvCellText, csvHeaderKey, readCsvTable } from './csvRead';
import { CSV_MESSAGES } from './draweeCsv';
import { type EmployeeInput, employeeProblems, MAX_EMPLOYEE_ROWS } from './employees';
import type { LinkedAccountType } from './linkedAccounts';
import { parseBRL } from './money';
import { normalizeMobile } from './phone';
import { cpfDigits } from './signupFields';

export const EMPLOYEE_CSV_COLUMNS = [
    'nome',
    'cpf',
    'email',
    'celular',
    'salario',
    'banco',
    'agencia',
    'digito_agencia',
    'conta',
    'digito_conta',
    'tipo',
] as const;

type Column = (typeof EMPLOYEE_CSV_COLUMNS)[number];
/** The bank columns may be left out when every employee is paid in an account of this bank. */
const OPTIONAL: readonly Column[] = ['banco', 'agencia', 'digito_agencia', 'conta', 'digito_conta', 'tipo'];

export const EMPLOYEE_CSV_TEMPLATE = buildCsv([
    [...EMPLOYEE_CSV_COLUMNS],
    [
        'Fulano de Tal',
        '00000000191',
        'fulano@exemplo.com.br',
        '21900000000',
        '3500,00',
        '',
        '',
        '',
        '',
        '',
        '',
    ],
    [
        'Beltrana de Tal',
        '00000000272',
        'beltrana@exemplo.com.br',
        '11900000000',
        '2800,50',
        '60746948',
        '0912',
        '',
        '4567801',
        '3',
        'corrente',
    ],
]);

export interface EmployeeCsvRow {
    line: number;
    employee: EmployeeInput;
    reasons: string[];
}

export type EmployeeCsvParse =
    | { ok: true; rows: EmployeeCsvRow[]; valid: number; invalid: number; ignoredColumns: string[] }
    | { ok: false; error: string };

const TYPES: Record<string, LinkedAccountType> = {
    corrente: 'checking',
    contacorrente: 'checking',
    cc: 'checking',
    poupanca: 'savings',
    contapoupanca: 'savings',
};

const toEmployee = (raw: Record<Column, string>): EmployeeInput => {
    const salary = parseBRL(raw.salario.replace(/^R\$\s*/i, ''));
    return {
        name: raw.nome.replace(/\s+/g, ' ').trim(),
        cpf: cpfDigits(raw.cpf) || raw.cpf.trim(),
        email: raw.email.trim().toLowerCase(),
        phone: normalizeMobile(raw.celular) ?? raw.celular.trim(),
        salary,
        destination: raw.banco.trim()
            ? {
                  kind: 'external',
                  bank: raw.banco.replace(/\D/g, '').padStart(8, '0'),
                  branch_number: raw.agencia.replace(/\D/g, '').padStart(4, '0'),
                  branch_digit: raw.digito_agencia.trim().toUpperCase(),
                  account_number: raw.conta.replace(/\D/g, ''),
                  account_digit: raw.digito_conta.trim().toUpperCase(),
                  type: TYPES[csvHeaderKey(raw.tipo)] ?? '',
              }
            : // Found by the CPF when the bank imports the line.
              { kind: 'internal', account_id: 0 },
    };
};

/** Reads the file (its bytes or text) into lines with reasons, or why it cannot be read at all. */
export function parseEmployeeCsv(input: string | Uint8Array, portalIspb: string): EmployeeCsvParse {
    const table = readCsvTable(input, CSV_MESSAGES);
    if (!table.ok) return table;
    const { header, data } = table;
    const position = new Map<string, number>();
    const ignoredColumns: string[] = [];
    header.cells.forEach((cell, index) => {
        const key = csvHeaderKey(cell);
        const column = EMPLOYEE_CSV_COLUMNS.find((c) => csvHeaderKey(c) === key);
        if (column && !position.has(column)) position.set(column, index);
        else if (key) ignoredColumns.push(cell.trim());
    });
    const missing = EMPLOYEE_CSV_COLUMNS.filter((c) => !position.has(c) && !OPTIONAL.includes(c));
    if (missing.length > 0) return { ok: false, error: CSV_MESSAGES.missingColumns(missing) };
    if (data.length === 0)
        return { ok: false, error: 'O arquivo só tem o cabeçalho: inclua ao menos um funcionário.' };
    if (data.length > MAX_EMPLOYEE_ROWS)
        return {
            ok: false,
            error: `O arquivo tem ${data.length.toLocaleString('pt-BR')} funcionários; envie no máximo ${MAX_EMPLOYEE_ROWS.toLocaleString('pt-BR')}.`,
        };
    const firstLineOf = new Map<string, number>();
    let valid = 0;
    const rows = data.map(({ line, cells }): EmployeeCsvRow => {
        const raw = {} as Record<Column, string>;
        for (const column of EMPLOYEE_CSV_COLUMNS) {
            const index = position.get(column);
            raw[column] = index === undefined ? '' : csvCellText(cells[index] ?? '');
        }
        const employee = toEmployee(raw);
        const problems = employeeProblems(employee, portalIspb);
        delete problems['destination.account_id'];
        const reasons = Object.values(problems);
        if (!problems.cpf) {
            const first = firstLineOf.get(employee.cpf);
            if (first === undefined) firstLineOf.set(employee.cpf, line);
            else reasons.push(`CPF repetido no arquivo (já aparece na linha ${first}).`);
        }
        if (reasons.length === 0) valid++;
        return { line, employee, reasons };
    });
    return { ok: true, rows, valid, invalid: rows.length - valid, ignoredColumns };
}
