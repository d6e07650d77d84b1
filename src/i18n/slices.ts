import Polyglot from 'node-polyglot';

/** A catalogue slice: nested keys, pt-BR strings at the leaves (polyglot's `%{name}` and `||||` plurals). */
export type MessageTree = { readonly [key: string]: string | MessageTree };

/** Every dotted key of a slice: `translate` calls typed with it fail the type check on a missing key. */
export type MessageKey<T> = {
    [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

export type TranslateOptions = Record<string, unknown>;
export type SliceTranslate<T> = (key: MessageKey<T>, options?: TranslateOptions) => string;

export const flatten = (tree: MessageTree, prefix = '', into = new Map<string, string>()) => {
    for (const [key, value] of Object.entries(tree)) {
        if (typeof value === 'string') into.set(`${prefix}${key}`, value);
        else flatten(value, `${prefix}${key}.`, into);
    }
    return into;
};

/**
 * The areas' slices, registered when their module is first imported (with the screens that use them, so the
 * login page does not carry every screen's texts).
 */
const registered = new Map<string, string>();

export const registerSlice = <T extends MessageTree>(slice: T): T => {
    flatten(slice, '', registered);
    return slice;
};

/**
 * A translate that looks in the brand's overrides, then in the registered slices, then in `base` (react-admin's
 * and the shell's phrases). Slices come before `base` even when react-admin passes a default (`_`, the label it
 * guesses from a field's source), which polyglot would prefer to a key it was not built with.
 */
export const withSlices = (
    base: (key: string, options?: TranslateOptions) => string,
    overrides: MessageTree,
    locale: string,
) => {
    const brand = flatten(overrides);
    return (key: string, options: TranslateOptions = {}): string => {
        const phrase = brand.get(key) ?? registered.get(key);
        return phrase === undefined ? base(key, options) : Polyglot.transformPhrase(phrase, options, locale);
    };
};

export const deepMerge = (...trees: MessageTree[]): MessageTree => {
    const out: Record<string, string | MessageTree> = {};
    for (const tree of trees) {
        for (const [key, value] of Object.entries(tree)) {
            const current = out[key];
            out[key] =
                typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
        }
    }
    return out;
};
