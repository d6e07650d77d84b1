/**
 * A company's payroll employees (`payment/payroll/accounts`, /register-employees): list, create, change,
 * disable, import many, and the lookup of an employee's account in this bank by CPF. A legal person reads
 * and writes only its own employees.
 */

import type { Account } from '../../contract/accounts';
import type { Employee } from '../../contract/payroll';
import { PERMISSIONS } from '../../contract/permissions';
import { EMPLOYEE_MESSAGES, type EmployeeInput, employeeProblems } from '../../domain/employees';
import { PORTAL_ISPB } from '../../domain/pix';
import { cpfDigits, cpfProblem } from '../../domain/signupFields';
import {
    assertValid,
    type FieldErrors,
    filtersOf,
    matchesSearch,
    notFound,
    paginate,
    SandboxError,
} from '../laravel';
import { type Context, route } from '../route';
import type { SandboxState } from '../types';

const P = PERMISSIONS;

const ownCompany = (ctx: Context) => {
    const person = ctx.store.state.persons.find((p) => p.id === ctx.user.person_id);
    if (person?.type !== 'legal') throw new SandboxError(403, { message: EMPLOYEE_MESSAGES.notCompany });
    return person;
};

/** Active accounts of this bank held by the natural person with this CPF. */
const accountsOfCpf = (state: SandboxState, cpf: string): Account[] => {
    const person = state.persons.find((p) => p.type === 'natural' && p.document === cpf);
    return person ? state.accounts.filter((a) => a.person_id === person.id && a.status === 'active') : [];
};

const internalView = (state: SandboxState, account: Account | undefined) => {
    if (!account) return null;
    const agency = state.agencies.find((a) => a.id === account.agency_id);
    const type = state.accountTypes.find((t) => t.id === account.account_type_id);
    const holder = state.persons.find((p) => p.id === account.person_id);
    return {
        account_id: account.id,
        agency: agency?.number ?? null,
        number: account.number,
        digit: account.digit,
        type_name: type?.name ?? 'Conta',
        holder_name: holder?.name ?? 'N/A',
    };
};

const view = (state: SandboxState, employee: Employee) => {
    const { destination } = employee;
    return {
        ...employee,
        destination:
            destination.kind === 'internal'
                ? {
                      kind: 'internal' as const,
                      ...internalView(
                          state,
                          state.accounts.find((a) => a.id === destination.account_id),
                      ),
                  }
                : {
                      ...destination,
                      bank_name:
                          state.pixParticipants.find((p) => p.ispb === destination.bank)?.short_name ??
                          destination.bank,
                  },
    };
};

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The body as an EmployeeInput, checked with the rules and the bank's records; a 422 when it breaks any. */
const readEmployee = (
    ctx: Context,
    body: Record<string, unknown>,
    exceptId: number | null,
    ownerId: number,
) => {
    const { state } = ctx.store;
    const raw = (body.destination ?? {}) as Record<string, unknown>;
    const destination: EmployeeInput['destination'] =
        raw.kind === 'internal'
            ? { kind: 'internal', account_id: typeof raw.account_id === 'number' ? raw.account_id : null }
            : {
                  kind: raw.kind as 'external',
                  bank: str(raw.bank),
                  branch_number: str(raw.branch_number),
                  branch_digit: str(raw.branch_digit),
                  account_number: str(raw.account_number),
                  account_digit: str(raw.account_digit),
                  type: str(raw.type) as 'checking',
              };
    const input: EmployeeInput = {
        name: str(body.name).replace(/\s+/g, ' ').trim(),
        cpf: cpfDigits(body.cpf) || str(body.cpf),
        email: str(body.email).trim().toLowerCase(),
        phone: str(body.phone).replace(/\D/g, ''),
        salary: typeof body.salary === 'number' ? body.salary : null,
        destination,
    };
    const problems = employeeProblems(input, PORTAL_ISPB);
    if (
        !problems.cpf &&
        state.employees.some((e) => e.owner_person_id === ownerId && e.cpf === input.cpf && e.id !== exceptId)
    )
        problems.cpf = EMPLOYEE_MESSAGES.cpfTaken;
    if (destination.kind === 'internal' && !problems['destination.account_id'] && !problems.cpf) {
        const own = accountsOfCpf(state, input.cpf);
        if (own.length === 0) problems['destination.account_id'] = EMPLOYEE_MESSAGES.accountNotFound;
        else if (!own.some((a) => a.id === destination.account_id))
            problems['destination.account_id'] = EMPLOYEE_MESSAGES.accountNotEmployee;
    }
    if (
        destination.kind === 'external' &&
        !problems['destination.bank'] &&
        !state.pixParticipants.some((p) => p.ispb === destination.bank)
    )
        problems['destination.bank'] = 'Escolha a instituição da conta.';
    return { input, problems };
};

const asErrors = (problems: Record<string, string>): FieldErrors =>
    Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]]));

const toDestination = (input: EmployeeInput): Employee['destination'] =>
    input.destination.kind === 'internal'
        ? { kind: 'internal', account_id: input.destination.account_id as number }
        : { ...input.destination, type: input.destination.type as 'checking' | 'savings' };

const insert = (ctx: Context, ownerId: number, input: EmployeeInput): Employee => {
    const now = new Date().toISOString();
    const employee: Employee = {
        id: ctx.store.nextId('employees'),
        uuid: crypto.randomUUID(),
        owner_person_id: ownerId,
        name: input.name,
        cpf: input.cpf,
        email: input.email,
        phone: input.phone,
        salary: input.salary as number,
        destination: toDestination(input),
        status: 'active',
        created_at: now,
        updated_at: now,
    };
    ctx.store.state.employees.push(employee);
    return employee;
};

const list = (ctx: Context) => {
    const company = ownCompany(ctx);
    const { state } = ctx.store;
    const filters = filtersOf(ctx.url);
    const search = filters.search?.trim() ?? '';
    const rows = state.employees
        .filter(
            (e) =>
                e.owner_person_id === company.id &&
                (!filters.status || e.status === filters.status) &&
                (!search || matchesSearch(search, e.name, e.email, e.cpf)),
        )
        .map((e) => view(state, e));
    return paginate(rows, ctx.url, ['name', 'salary', 'created_at']);
};

const create = (ctx: Context) => {
    const company = ownCompany(ctx);
    const { input, problems } = readEmployee(ctx, ctx.body, null, company.id);
    assertValid(asErrors(problems));
    const employee = insert(ctx, company.id, input);
    ctx.store.save('employees');
    return new Response(JSON.stringify({ data: view(ctx.store.state, employee) }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
    });
};

const findOwn = (ctx: Context) => {
    const company = ownCompany(ctx);
    const employee = ctx.store.state.employees.find(
        (e) => String(e.id) === ctx.params.id && e.owner_person_id === company.id,
    );
    if (!employee) throw notFound();
    return { company, employee };
};

/** `status` alone disables or re-enables; otherwise the whole record is replaced. */
const update = (ctx: Context) => {
    const { company, employee } = findOwn(ctx);
    if (Object.keys(ctx.body).length === 1 && 'status' in ctx.body) {
        const status = ctx.body.status;
        if (status !== 'active' && status !== 'inactive')
            assertValid({ status: [EMPLOYEE_MESSAGES.statusInvalid] });
        employee.status = status as Employee['status'];
    } else {
        const { input, problems } = readEmployee(ctx, ctx.body, employee.id, company.id);
        assertValid(asErrors(problems));
        Object.assign(employee, {
            name: input.name,
            cpf: input.cpf,
            email: input.email,
            phone: input.phone,
            salary: input.salary,
            destination: toDestination(input),
        });
    }
    employee.updated_at = new Date().toISOString();
    ctx.store.save('employees');
    return { data: view(ctx.store.state, employee) };
};

/** Many at once: an internal destination without an account is the first active account of the CPF. */
const batch = (ctx: Context) => {
    const company = ownCompany(ctx);
    const rows = Array.isArray(ctx.body.employees) ? (ctx.body.employees as Record<string, unknown>[]) : [];
    if (rows.length === 0) assertValid({ employees: ['Envie ao menos um funcionário.'] });
    const { state } = ctx.store;
    const results = rows.map((row, index) => {
        const line = typeof row.line === 'number' ? row.line : index + 2;
        const raw = (row.destination ?? {}) as Record<string, unknown>;
        const byCpf = raw.kind === 'internal' && !raw.account_id;
        const accountId = byCpf ? (accountsOfCpf(state, cpfDigits(row.cpf))[0]?.id ?? null) : null;
        const body = byCpf ? { ...row, destination: { kind: 'internal', account_id: accountId } } : row;
        const { input, problems } = readEmployee(ctx, body, null, company.id);
        if (byCpf && accountId === null && !problems.cpf)
            problems['destination.account_id'] = EMPLOYEE_MESSAGES.accountNotFound;
        const reasons = Object.values(problems);
        if (reasons.length > 0) return { line, status: 'rejected' as const, reasons };
        insert(ctx, company.id, input);
        return { line, status: 'created' as const };
    });
    ctx.store.save('employees');
    return { data: { created: results.filter((r) => r.status === 'created').length, results } };
};

const lookup = (ctx: Context) => {
    ownCompany(ctx);
    const problem = cpfProblem(ctx.body.cpf);
    if (problem) assertValid({ cpf: [problem] });
    const { state } = ctx.store;
    const accounts = accountsOfCpf(state, cpfDigits(ctx.body.cpf));
    if (accounts.length === 0) assertValid({ cpf: [EMPLOYEE_MESSAGES.accountNotFound] });
    return { data: accounts.map((a) => internalView(state, a)) };
};

const index = { permission: P.payrollIndex } as const;
const store = { permission: P.payrollStore } as const;

export const payrollEmployeeHandlers = [
    route('get', 'payment/payroll/accounts', index, list),
    route('post', 'payment/payroll/accounts', store, create),
    route('post', 'payment/payroll/accounts/batch', store, batch),
    route('post', 'payment/payroll/accounts/lookup', store, lookup),
    route('put', 'payment/payroll/accounts/:id', store, update),
];
