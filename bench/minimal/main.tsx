// The bench's baseline (scripts/bench-first-rows.mjs): one react-admin <List> of a <DataTable>, nothing else.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, type DataProvider, DataTable, DateField, fetchUtils, List, NumberField, Resource } from 'react-admin';

const API_URL = `${import.meta.env.VITE_BENCH_API_URL ?? 'http://127.0.0.1:4180'}/minimal`;

/**
 * ra-data-simple-rest 5.x's getList, copied (the package is not a dependency): `range`, `sort` and `filter`
 * as JSON in the query, a `Range` header, the total from `Content-Range`. Only lists are read here.
 */
const dataProvider = {
    getList: async (resource, { pagination, sort, filter, signal }) => {
        const { page, perPage } = pagination ?? { page: 1, perPage: 10 };
        const { field, order } = sort ?? { field: 'id', order: 'ASC' };
        const [from, to] = [(page - 1) * perPage, page * perPage - 1];
        const query = new URLSearchParams({
            sort: JSON.stringify([field, order]),
            range: JSON.stringify([from, to]),
            filter: JSON.stringify(filter),
        });
        const { headers, json } = await fetchUtils.fetchJson(`${API_URL}/${resource}?${query}`, {
            headers: new Headers({ Range: `${resource}=${from}-${to}` }),
            signal,
        });
        const total = Number.parseInt(headers.get('content-range')?.split('/').pop() ?? '', 10);
        return { data: json, total };
    },
} as DataProvider;

const BRL = { style: 'currency', currency: 'BRL' } as const;

const BoletoList = () => (
    <List perPage={25} sort={{ field: 'due_date', order: 'DESC' }}>
        <DataTable bulkActionButtons={false}>
            <DataTable.Col source="our_number" label="Nosso número" />
            <DataTable.Col source="payer" label="Pagador" />
            <DataTable.Col source="due_date" label="Vencimento">
                <DateField source="due_date" locales="pt-BR" />
            </DataTable.Col>
            <DataTable.NumberCol source="amount" label="Valor" locales="pt-BR" options={BRL} />
            <DataTable.Col source="status" label="Situação" />
        </DataTable>
    </List>
);

const root = document.getElementById('root');
if (!root) throw new Error('#root ausente em index.html');
createRoot(root).render(
    <StrictMode>
        <Admin disableTelemetry dataProvider={dataProvider}>
            <Resource name="boletos" list={BoletoList} />
        </Admin>
    </StrictMode>,
);
