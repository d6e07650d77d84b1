export type QueryValue =
    | string
    | number
    | boolean
    | null
    | undefined
    | QueryValue[]
    | { [key: string]: QueryValue };

/**
 * Serializes query parameters without percent-encoding (spec 1 §7): `a=1&filter[status]=active&ids[]=1`.
 * Only the characters that would change the URL's structure inside a value (% & # + =) are escaped,
 * so that a search for "Silva & Filhos" does not split into two parameters.
 */
export const serializeQuery = (params: Record<string, QueryValue> = {}): string => {
    const parts: string[] = [];
    const add = (key: string, value: QueryValue) => {
        if (value === undefined || value === null || value === '') return;
        if (Array.isArray(value)) {
            for (const item of value) add(`${key}[]`, item);
        } else if (typeof value === 'object') {
            for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
        } else {
            parts.push(`${key}=${escapeStructural(String(value))}`);
        }
    };
    for (const [key, value] of Object.entries(params)) add(key, value);
    return parts.join('&');
};

const escapeStructural = (value: string) => value.replace(/[%&#+=]/g, (c) => encodeURIComponent(c));
