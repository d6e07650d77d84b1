import { describe, expect, it } from 'vitest';
import { ROUTES } from '../app/routes/table';
import { MENU_GROUPS } from '../app/routes/types';
import { ACCOUNT_TYPE_LABELS } from '../domain/accountTypes';
import { appMessages } from './app';
import { BRAND_MESSAGES } from './brands';
import { flatten, withSlices } from './slices';

/** A translate for one brand, built as the provider builds it (the shell's phrases, then the brand's). */
const translateFor = (brand: string) => {
    const base = flatten(appMessages);
    const fallback = (key: string, options: { _?: string } = {}) => base.get(key) ?? options._ ?? key;
    return withSlices(fallback, BRAND_MESSAGES[brand] ?? {}, 'pt-BR');
};

const title = (brand: string, path: string) => {
    const route = ROUTES.find((r) => r.path === path);
    return translateFor(brand)(`routes.${path}`, { _: route?.title });
};

describe('brand terms', () => {
    it('renames the hierarchy on the store brand and on the renaming brand, and nothing on the others', () => {
        expect(title('bancodigital', '/cadastro-banco')).toBe('Cadastro de banco');
        expect(title('lojacred', '/cadastro-banco')).toBe('Cadastro de loja');
        expect(title('lojacred', '/detalhe-agencia')).toBe('Detalhe do ponto de venda');
        expect(title('autobank', '/comparativo-bancos')).toBe('Comparativo de montadoras');
        expect(translateFor('bancodigital')('account_types.agency')).toBe('Agência');
        expect(translateFor('lojacred')('account_types.agency')).toBe('Ponto de venda');
        expect(translateFor('autobank')('account_types.agency')).toBe('Filial');
        expect(translateFor('lojacred')('account_types.bank')).toBe('Loja');
        expect(translateFor('coopera')('account_types.bank')).toBe('Banco');
    });

    it('overrides only words that exist: route paths of the table, account types, menu groups', () => {
        const paths = new Set(ROUTES.map((route) => route.path));
        for (const [brand, terms] of Object.entries(BRAND_MESSAGES)) {
            for (const path of Object.keys(terms.routes)) expect(paths, `${brand} ${path}`).toContain(path);
            for (const code of Object.keys(terms.account_types))
                expect(Object.keys(ACCOUNT_TYPE_LABELS), `${brand} ${code}`).toContain(code);
            for (const group of Object.keys(terms.menu_groups))
                expect(Object.keys(MENU_GROUPS), `${brand} ${group}`).toContain(group);
        }
    });

    it('keeps the labels of one brand distinct: no two account types read the same', () => {
        for (const brand of ['bancodigital', ...Object.keys(BRAND_MESSAGES)]) {
            const t = translateFor(brand);
            const labels = Object.keys(ACCOUNT_TYPE_LABELS).map((code) => t(`account_types.${code}`));
            expect(new Set(labels).size, brand).toBe(labels.length);
        }
    });
});
