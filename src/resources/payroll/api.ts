import type { EmployeeInput } from '../../domain/employees';
import type { LinkedAccountType } from '../../domain/linkedAccounts';

/** An account of this bank where a salary can go (`payment/payroll/accounts/lookup`). */
export interface PayrollAccount {
    account_id: number;
    agency: string | null;
    number: string;
    digit: string;
    type_name: string;
    holder_name: string;
}

/** An employee as `payment/payroll/accounts` answers it (resource `funcionarios`, docs/api.md). */
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
