import type { ResourceMap } from '../types';

const PATH = 'payment/payroll/accounts';

/** The company's payroll (docs/api.md "Payroll"). */
export const payroll: ResourceMap = {
    /**
     * The employees (`filter.search` by name, CPF or e-mail, `filter.status`; sort by name or salary). Saving
     * goes through verbs, whose 422 answers the form reads as Laravel sent them.
     */
    funcionarios: {
        path: PATH,
        operations: {
            /** `data`: EmployeeInput. */
            create: { method: 'POST', path: () => PATH },
            /** `data`: EmployeeInput, or `{ status }` to disable or reactivate. */
            update: { method: 'PUT', path: ({ id }) => `${PATH}/${id}` },
            /** `data`: `{ cpf }`: the accounts of this bank where the salary can go. */
            lookup: { method: 'POST', path: () => `${PATH}/lookup` },
            /** `data`: `{ employees: BatchLine[] }`; answers a BatchAnswer. */
            batch: { method: 'POST', path: () => `${PATH}/batch` },
        },
    },
};
