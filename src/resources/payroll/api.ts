import type { LaravelPage } from '../../dataProvider/laravel';
import type { EmployeeInput } from '../../domain/employees';
import type { LinkedAccountType } from '../../domain/linkedAccounts';
import { request } from '../../http/client';

/** An account of this bank where a salary can go (`payment/payroll/accounts/lookup`). */
export interface PayrollAccount {
    account_id: number;
    agency: string | null;
    number: string;
    digit: string;
    type_name: string;
    holder_name: string;
}

/** An employee as `payment/payroll/accounts` answers it (docs/api.md). */
export interface EmployeeView {
    id: number;
    name: string;
    cpf: string;
    email: string;
    phone: string;
    salary: number;
    status: 'active' | 'inactive';
    destination:
        | ({ kind: 'internal' } & PayrollAccount)
        | {
              kind: 'external';
              bank: string;
              bank_name: string;
              branch_number: string;
              branch_digit: string;
              account_number: string;
              account_digit: string;
              type: LinkedAccountType;
          };
    created_at: string;
}

export type BatchLine = EmployeeInput & { line: number };
export interface BatchAnswer {
    created: number;
    results: (
        | { line: number; status: 'created' }
        | { line: number; status: 'rejected'; reasons: string[] }
    )[];
}

const PATH = 'payment/payroll/accounts';
const data = <T>(answer: { body: { data: T } }) => answer.body.data;

export const employeesApi = {
    list: (search: string, status: string, page: number, signal?: AbortSignal) =>
        request<LaravelPage<EmployeeView>>(PATH, {
            query: { page, per_page: 10, sort: 'name', filter: { search, status } },
            signal,
        }).then((answer) => answer.body),
    lookup: (cpf: string) =>
        request<{ data: PayrollAccount[] }>(`${PATH}/lookup`, {
            method: 'POST',
            body: { cpf },
            quiet: true,
        }).then(data),
    create: (input: EmployeeInput) =>
        request<{ data: EmployeeView }>(PATH, { method: 'POST', body: input }).then(data),
    update: (id: number, input: EmployeeInput) =>
        request<{ data: EmployeeView }>(`${PATH}/${id}`, { method: 'PUT', body: input }).then(data),
    setStatus: (id: number, status: 'active' | 'inactive') =>
        request<{ data: EmployeeView }>(`${PATH}/${id}`, { method: 'PUT', body: { status } }).then(data),
    batch: (employees: BatchLine[]) =>
        request<{ data: BatchAnswer }>(`${PATH}/batch`, { method: 'POST', body: { employees } }).then(data),
};
