/** Laravel-shaped answers (docs/api.md). */

export const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export class SandboxError extends Error {
    constructor(
        readonly status: number,
        readonly body: Record<string, unknown>,
    ) {
        super(String(body.message ?? status));
    }
}

export type FieldErrors = Record<string, string[]>;

export const validationError = (errors: FieldErrors) =>
    new SandboxError(422, { message: 'The given data was invalid.', errors });

/** Throws the 422 when any field has a message. */
export const assertValid = (errors: FieldErrors) => {
    if (Object.keys(errors).length > 0) throw validationError(errors);
};

export const notFound = () => new SandboxError(404, { message: 'Registro não encontrado.' });
export const forbidden = () => new SandboxError(403, { message: 'This action is unauthorized.' });

const fold = (text: string) =>
    text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();

/** Case- and accent-insensitive "contains". */
export const matchesSearch = (search: string, ...fields: (string | undefined)[]) =>
    fields.some((field) => field !== undefined && fold(field).includes(fold(search)));

/** `filter[name]=value` query parameters as an object. */
export const filtersOf = (url: URL): Record<string, string> => {
    const filters: Record<string, string> = {};
    url.searchParams.forEach((value, key) => {
        const match = /^filter\[([^\]]+)\]$/.exec(key);
        if (match) filters[match[1]] = value;
    });
    return filters;
};

/** Sorts (`sort=name` or `sort=-name`, among the allowed fields) and paginates (`page`, `per_page`). */
export const paginate = <T extends object>(rows: T[], url: URL, sortable: (keyof T & string)[]) => {
    const sortParam = url.searchParams.get('sort') ?? '';
    const field = sortParam.replace(/^-/, '') as keyof T & string;
    let sorted = rows;
    if (sortable.includes(field)) {
        const direction = sortParam.startsWith('-') ? -1 : 1;
        sorted = [...rows].sort((a, b) => direction * compare(a[field], b[field]));
    }
    const perPage = clamp(Number(url.searchParams.get('per_page')) || 15, 1, 500);
    const lastPage = Math.max(1, Math.ceil(sorted.length / perPage));
    const page = clamp(Number(url.searchParams.get('page')) || 1, 1, lastPage);
    const start = (page - 1) * perPage;
    const data = sorted.slice(start, start + perPage);
    return {
        data,
        meta: {
            current_page: page,
            per_page: perPage,
            total: sorted.length,
            last_page: lastPage,
            from: data.length ? start + 1 : null,
            to: data.length ? start + data.length : null,
        },
    };
};

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(n)));

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const compare = (a: unknown, b: unknown) =>
    typeof a === 'number' && typeof b === 'number'
        ? a - b
        : collator.compare(String(a ?? ''), String(b ?? ''));
