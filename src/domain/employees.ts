/**
 * A company's payroll employees (`/register-employees`, `payment/payroll/accounts`): who they are, the
 * salary, and where it is paid (an account of this bank, found by the employee's CPF, or an account at
 * another institution). Rules and pt-BR texts shared by the form, the CSV import and the sandbox bank.
 */
import { accessUserProblems } from './accessUsers';
import { type LinkedAccountType, linkedAccountProblems } from './linkedAccounts';
import { formatBRL } from './money';

/** The national minimum wage (salário mínimo of 2025, Decreto 12.342/2024): no salary below it. */
export const MINIMUM_WAGE = 151_800;
export const SALARY_MAX = 100_000_000;
export const MAX_EMPLOYEE_ROWS = 2_000;

export type EmployeeDestinationInput =
    | { kind: 'internal'; account_id: number | null }
    | {
          kind: 'external';
          bank: string;
          branch_number: string;
          branch_digit: string;
          account_number: string;
          account_digit: string;
          type: LinkedAccountType | '';
      };

export interface EmployeeInput {
    name: string;
    cpf: string;
    email: string;
    phone: string;
    /** Cents. */
    salary: number | null;
    destination: EmployeeDestinationInput;
}

export const EMPLOYEE_MESSAGES = {
    salaryRequired: 'Informe o salário.',
    salaryLow: `O salário não pode ser menor que o salário mínimo (${formatBRL(MINIMUM_WAGE)}).`,
    salaryHigh: `O salário deve ser de no máximo ${formatBRL(SALARY_MAX)}.`,
    destinationKind: 'Escolha onde o salário é pago: conta neste banco ou em outra instituição.',
    accountRequired: 'Busque pelo CPF e escolha a conta do funcionário neste banco.',
    accountNotFound:
        'Não encontramos conta ativa deste CPF neste banco: informe uma conta de outra instituição.',
    accountNotEmployee: 'A conta escolhida não é do CPF do funcionário.',
    cpfTaken: 'Este CPF já está na folha da empresa.',
    statusInvalid: 'Situação inválida: use ativo ou inativo.',
    notCompany: 'Só empresas (pessoa jurídica) têm folha de pagamento.',
} as const;

export type EmployeeErrors = Record<string, string>;

/** Field → first pt-BR message (`destination.bank`...), for every rule broken; empty when all is fine. */
export function employeeProblems(input: Partial<EmployeeInput>, portalIspb: string): EmployeeErrors {
    const errors: EmployeeErrors = { ...accessUserProblems(input) };
    const salary = input.salary;
    if (typeof salary !== 'number' || !Number.isInteger(salary) || salary <= 0)
        errors.salary = EMPLOYEE_MESSAGES.salaryRequired;
    else if (salary < MINIMUM_WAGE) errors.salary = EMPLOYEE_MESSAGES.salaryLow;
    else if (salary > SALARY_MAX) errors.salary = EMPLOYEE_MESSAGES.salaryHigh;
    const destination = input.destination;
    if (destination?.kind === 'internal') {
        if (!Number.isInteger(destination.account_id))
            errors['destination.account_id'] = EMPLOYEE_MESSAGES.accountRequired;
    } else if (destination?.kind === 'external') {
        const { account: _ownAccount, ...problems } = linkedAccountProblems(
            { ...destination, account: '-' },
            portalIspb,
        );
        for (const [field, message] of Object.entries(problems)) errors[`destination.${field}`] = message;
    } else {
        errors['destination.kind'] = EMPLOYEE_MESSAGES.destinationKind;
    }
    return errors;
}
