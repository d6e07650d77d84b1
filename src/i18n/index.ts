import polyglotI18nProvider from 'ra-i18n-polyglot';
import { type I18nProvider, type TranslationMessages, useTranslate } from 'react-admin';
import { currentBrand } from '../brands';
import { type AppMessageKey, appMessages } from './app';
import { BRAND_MESSAGES } from './brands';
import { raPortuguese } from './raPortuguese';
import {
    deepMerge,
    type MessageTree,
    registerSlice,
    type SliceTranslate,
    type TranslateOptions,
    withSlices,
} from './slices';

/**
 * react-admin's keys in pt-BR (complete: raPortuguese.test.ts checks them against ra-language-english, which
 * therefore is not shipped), then the shell's catalogue, then the brand's overrides.
 */
const brandMessages = BRAND_MESSAGES[currentBrand().id] ?? {};

export const messages = deepMerge(
    raPortuguese as MessageTree,
    appMessages,
    brandMessages,
) as unknown as TranslationMessages;

const polyglot = polyglotI18nProvider(
    () => messages,
    'pt-BR',
    [{ locale: 'pt-BR', name: 'Português (Brasil)' }],
    { allowMissing: true },
);

export const i18nProvider: I18nProvider = {
    ...polyglot,
    translate: withSlices(polyglot.translate, brandMessages, 'pt-BR'),
};

/**
 * An area's typed slice of the catalogue (its `messages.ts`): registered when the module is imported, so its
 * texts travel with the screens that use them. The type check rejects a slice with a non-string leaf.
 */
export const defineMessages = registerSlice;

/** `translate` limited to one slice's keys, in a component. */
export const useMessages = <T extends MessageTree>(_slice: T): SliceTranslate<T> => useTranslate();

/** The same outside React (PDF and CSV builders, texts computed in callbacks). */
export const textOf =
    <T extends MessageTree>(_slice: T): SliceTranslate<T> =>
    (key, options) =>
        i18nProvider.translate(key, options);

/** Any key, with the pt-BR default written where the fact lives (a route's title in the route table). */
export const translateOr = (key: string, fallback: string, options: TranslateOptions = {}): string =>
    i18nProvider.translate(key, { ...options, _: fallback });

/** The shell catalogue outside React, or in a component that may render outside react-admin's context. */
export const appText = textOf(appMessages);

/** `translate` limited to the shell catalogue's keys. */
export const useAppTranslate = (): ((key: AppMessageKey, options?: TranslateOptions) => string) =>
    useTranslate();

export type { MessageKey, MessageTree, SliceTranslate } from './slices';
export type { AppMessageKey };

/** An account type's label (spec 2 §3), in the brand's words. */
export const useAccountTypeLabel = () => {
    const translate = useTranslate();
    return (code: string): string => translate(`account_types.${code}`, { _: code });
};
