import type { ResourceMap } from '../types';

/** `/comparativo-bancos` (docs/api.md "Bank comparison"). */
export const bankReports: ResourceMap = {
    'comparativo-bancos': {
        path: 'payment/bank_origin',
        operations: {
            /** The banks a report can compare, largest balance first. */
            origins: { method: 'GET', path: () => 'payment/bank_origin' },
            /** `query`: from, to (yyyy-MM-dd, Brasília), bank_ids ('1,2'). */
            report: { method: 'GET', path: () => 'payment/bank/financial_report' },
        },
    },
};
