import type { CallParams, ResourceMap } from '../types';

const figures = (path: string) => ({
    method: 'GET' as const,
    path: () => path,
    query: ({ query }: CallParams) => ({ period: query?.period }),
});

/** The dashboards' figures for one period (`query.period`): read with `useRead(resource, 'figures')`. */
export const dashboards: ResourceMap = {
    'painel-boletos': {
        path: 'payment/invoice/dashboard',
        operations: { figures: figures('payment/invoice/dashboard') },
    },
    'painel-contas': {
        path: 'access/dashboard/accounts',
        operations: { figures: figures('access/dashboard/accounts') },
    },
    'painel-cadastros': {
        path: 'access/dashboard/registrations',
        operations: { figures: figures('access/dashboard/registrations') },
    },
    'painel-pix': { path: 'pix/dashboard', operations: { figures: figures('pix/dashboard') } },
};
