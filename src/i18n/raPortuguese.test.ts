import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raPortuguese } from './raPortuguese';

type Leaf = { path: string; value: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf (non-object value) of a nested messages object, with its dotted path. */
const leaves = (node: Record<string, unknown>, prefix = ''): Leaf[] =>
    Object.entries(node).flatMap(([key, value]) => {
        const path = prefix ? `${prefix}.${key}` : key;
        return isObject(value) ? leaves(value, path) : [{ path, value }];
    });

const getAt = (node: unknown, path: string): unknown =>
    path.split('.').reduce<unknown>((current, key) => (isObject(current) ? current[key] : undefined), node);

const englishLeaves = leaves(englishMessages);
const portugueseLeaves = leaves(raPortuguese);
const englishStrings = englishLeaves.map(({ path, value }) => ({ path, english: String(value) }));

const placeholders = (text: string): string[] =>
    [...new Set(Array.from(text.matchAll(/%\{(\w+)\}/g), (match) => match[1]))].sort();

const pluralSeparators = (text: string): number => text.split('||||').length - 1;

/**
 * Leaves allowed to be identical to the English value, because there is no word in them to translate:
 * - `ra.boolean.null` is an em space (U+2003), the visible blank a `null` boolean renders as;
 * - `ra.page.list`, `ra.page.edit` and `ra.page.show` are page titles made only of placeholders
 *   (resource name and record representation).
 */
const IDENTICAL_TO_ENGLISH = new Set(['ra.boolean.null', 'ra.page.list', 'ra.page.edit', 'ra.page.show']);

describe('raPortuguese', () => {
    it('has the react-admin English messages (the reference key set) to compare with', () => {
        expect(englishLeaves.length).toBeGreaterThan(150);
    });

    it('has a string for every key of ra-language-english', () => {
        const missing = englishLeaves
            .map(({ path }) => path)
            .filter((path) => typeof getAt(raPortuguese, path) !== 'string');
        expect(missing, `missing in raPortuguese: ${missing.join(', ')}`).toEqual([]);
    });

    it('has no key that ra-language-english lacks (obsolete or misspelled key names)', () => {
        const englishPaths = new Set(englishLeaves.map(({ path }) => path));
        const extra = portugueseLeaves.map(({ path }) => path).filter((path) => !englishPaths.has(path));
        expect(extra, `unknown keys in raPortuguese: ${extra.join(', ')}`).toEqual([]);
    });

    it('has only non-empty strings as leaves', () => {
        const notStrings = portugueseLeaves
            .filter(({ value }) => typeof value !== 'string' || value === '')
            .map(({ path }) => path);
        expect(notStrings).toEqual([]);
    });

    it('translates every message (nothing left in English except the allow-list)', () => {
        const untranslated = englishStrings
            .filter(({ path, english }) => getAt(raPortuguese, path) === english)
            .map(({ path }) => path)
            .filter((path) => !IDENTICAL_TO_ENGLISH.has(path));
        expect(untranslated, `still in English: ${untranslated.join(', ')}`).toEqual([]);
    });

    it('keeps the allow-list minimal (every allowed key is really identical to English)', () => {
        const stale = [...IDENTICAL_TO_ENGLISH].filter(
            (path) => getAt(raPortuguese, path) !== getAt(englishMessages, path),
        );
        expect(stale).toEqual([]);
    });

    it.each(englishStrings)('keeps the placeholders and plural forms of $path', ({ path, english }) => {
        const portuguese = String(getAt(raPortuguese, path));
        expect(placeholders(portuguese)).toEqual(placeholders(english));
        expect(pluralSeparators(portuguese)).toBe(pluralSeparators(english));
    });

    it('works with ra-i18n-polyglot (interpolation and smart_count plurals)', () => {
        const i18nProvider = polyglotI18nProvider(() => raPortuguese, 'pt-BR');
        const translate = i18nProvider.translate;
        expect(translate('ra.action.save')).toBe('Salvar');
        expect(translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe(
            'Mostrando 1-10 de 42',
        );
        expect(translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selecionado');
        expect(translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 itens selecionados');
        expect(translate('ra.sort.sort_by', { field_lower_first: 'valor', order: 'crescente' })).toBe(
            'Ordenar por valor em ordem crescente',
        );
    });
});
