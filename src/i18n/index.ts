import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { type TranslateFunction, type TranslationMessages, useTranslate } from 'react-admin';
import { type AppMessageKey, appMessages } from './app';
import { raPortuguese } from './raPortuguese';

type Tree = { [key: string]: string | Tree };

const merge = (...trees: Tree[]): Tree => {
    const out: Tree = {};
    for (const tree of trees) {
        for (const [key, value] of Object.entries(tree)) {
            const current = out[key];
            out[key] =
                typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
        }
    }
    return out;
};

/** react-admin's English, then the complete pt-BR of its keys, then the portal's own catalogue. */
export const messages = merge(
    englishMessages as unknown as Tree,
    raPortuguese as Tree,
    appMessages as Tree,
) as unknown as TranslationMessages;

export const i18nProvider = polyglotI18nProvider(
    () => messages,
    'pt-BR',
    [{ locale: 'pt-BR', name: 'Português (Brasil)' }],
    {
        allowMissing: true,
    },
);

/** `translate` limited to the catalogue's keys. */
export const useAppTranslate = (): ((key: AppMessageKey, options?: Record<string, unknown>) => string) => {
    const translate: TranslateFunction = useTranslate();
    return translate;
};

export type { AppMessageKey };
