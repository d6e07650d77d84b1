/** Field errors of a wizard keyed by the payload's paths: 'cpf', 'address.zip', 'partners.0.cpf'. */
export type Errors = Record<string, string>;

type Bag = Record<string, unknown>;

/** The value at a dotted path ('partners.0.cpf'), or undefined. */
export const getPath = (source: unknown, path: string): unknown =>
    path
        .split('.')
        .reduce<unknown>((value, key) => (value == null ? undefined : (value as Bag)[key]), source);

/** A copy of `source` with `value` at the dotted path; arrays stay arrays. */
export const setPath = <T>(source: T, path: string, value: unknown): T => {
    const [head, ...rest] = path.split('.');
    const node = (source ?? {}) as Bag;
    const copy = (Array.isArray(node) ? [...node] : { ...node }) as Bag;
    copy[head] = rest.length > 0 ? setPath(node[head], rest.join('.'), value) : value;
    return copy as T;
};

/** Whether an error key belongs to one of these fields (the field itself or anything under it). */
export const ownsField = (fields: readonly string[], key: string) =>
    fields.some((field) => key === field || key.startsWith(`${field}.`));

/** The errors without those of `path` and below it. */
export const withoutErrors = (errors: Errors, path: string): Errors =>
    Object.fromEntries(Object.entries(errors).filter(([key]) => !ownsField([path], key)));

export const hasErrors = (errors: Errors) => Object.keys(errors).length > 0;
