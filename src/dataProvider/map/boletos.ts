import type { ResourceMap } from '../resources';
import { qAsSearch } from './search';

export const boletos: ResourceMap = {
    sacados: {
        path: 'payment/drawee',
        mapFilter: qAsSearch,
        operations: { disable: { method: 'PUT', path: ({ id }) => `payment/drawee/${id}/disable` } },
    },
};
