import { describe, expect, it } from 'vitest';
import { effectivePermissions } from '../../authProvider/permissions';
import { BRANDS } from '../../brands';
import { PERMISSIONS } from '../../contract/permissions';
import { DEMO_USERS, type DemoUserKey } from '../../sandbox/seed/users';
import type { Viewer } from './access';
import { hasScreen } from './access';
import { buildMenu, filterMenu, missingFromMenu, realEntries } from './menu';
import { isPlaceToGo } from './places';
import { MENU_PLACEHOLDERS, ROUTES } from './table';
import { MENU_GROUPS } from './types';

const viewer = (key: DemoUserKey, brand = 'bancodigital'): Viewer => {
    const user = DEMO_USERS.find((u) => u.key === key);
    if (!user) throw new Error(key);
    return {
        role: user.role,
        personType: user.type,
        permissions: effectivePermissions(user.permissions),
        brand: BRANDS[brand].features,
    };
};
const menu = (key: DemoUserKey, brand?: string) => buildMenu(ROUTES, MENU_PLACEHOLDERS, viewer(key, brand));
const links = (key: DemoUserKey, brand?: string) =>
    menu(key, brand).flatMap((section) => section.entries.flatMap((entry) => (entry.to ? [entry.to] : [])));
const groups = (key: DemoUserKey, brand?: string) =>
    menu(key, brand).flatMap((s) => (s.group ? [s.group] : []));

describe('side menu (spec 1 §2, §6)', () => {
    it('keeps the spec order: my account first, then account opening, payees, boletos...', () => {
        const controller = links('controller');
        expect(controller[0]).toBe('/minha-conta');
        expect(controller.indexOf('/cadastro-pessoa-fisica')).toBeLessThan(controller.indexOf('/sacados'));
        expect(controller.indexOf('/sacados')).toBeLessThan(controller.indexOf('/emitir-boleto'));
        // The spec's menu ends with the Administrative group; the dashboards, which it does not place, follow.
        expect(controller.filter((link) => !link.endsWith('-dash')).at(-1)).toBe('/tariffs');
    });

    it('gives the Administrative menu to the Controller only', () => {
        expect(groups('controller')).toContain('administrative');
        expect(links('controller')).toEqual(expect.arrayContaining(['/perfis', '/tariffs']));
        for (const key of ['backoffice', 'gestor', 'supervisor', 'cliente', 'caixa'] as const) {
            expect(groups(key)).not.toContain('administrative');
        }
    });

    it('shows approval management and back-office approvals to Controller and Back Office only', () => {
        for (const key of ['controller', 'backoffice'] as const) {
            expect(links(key)).toEqual(
                expect.arrayContaining(['/jurisdiction-account', '/pix-double-approve']),
            );
        }
        for (const key of ['gestor', 'empreendedor', 'supervisor', 'cliente', 'caixa'] as const) {
            expect(links(key)).not.toContain('/jurisdiction-account');
            expect(groups(key)).not.toContain('backofficeApprovals');
        }
    });

    it('opens the credit menu to every role but Caixa', () => {
        for (const key of [
            'controller',
            'gestor',
            'empreendedor',
            'supervisor',
            'cliente',
            'backoffice',
        ] as const) {
            expect(groups(key)).toContain('credit');
        }
        expect(groups('caixa')).not.toContain('credit');
    });

    it('opens digital withdrawal to the Controller, and to Gestor only on the brand that says so', () => {
        expect(groups('controller')).toContain('digitalWithdrawal');
        expect(groups('gestor')).not.toContain('digitalWithdrawal');
        expect(groups('gestor', 'autobank')).toContain('digitalWithdrawal');
        expect(groups('backoffice', 'autobank')).not.toContain('digitalWithdrawal');
    });

    it('hides bulk boleto and bulk payee from Supervisor on the brands that ask for it', () => {
        expect(links('controller', 'lojacred')).toContain('/boleto-lote');
        expect(links('supervisor', 'bancodigital')).toContain('/boleto-lote');
        expect(links('supervisor', 'lojacred')).not.toContain('/boleto-lote');
        expect(links('supervisor', 'lojacred')).not.toContain('/instrucoes-sacado-lote');
    });

    it('opens batch transfer to legal persons only, never to Caixa', () => {
        expect(groups('titular_pj')).toContain('batchTransfer');
        expect(groups('titular_pf')).not.toContain('batchTransfer');
        expect(groups('caixa')).not.toContain('batchTransfer');
    });

    it('shows manual-recharge approval and bonus advance only on their brands, to Controller and Back Office', () => {
        expect(links('controller')).not.toContain('/manual-recharge-approve');
        expect(links('controller', 'coopera')).toContain('/manual-recharge-approve');
        expect(links('backoffice', 'coopera')).toContain('/manual-recharge-approve');
        expect(links('gestor', 'coopera')).not.toContain('/manual-recharge-approve');
        expect(links('controller')).not.toContain('/hub-bonus-advance');
        expect(links('backoffice', 'autobank')).toContain('/hub-bonus-advance');
        expect(links('cliente', 'autobank')).not.toContain('/hub-bonus-advance');
    });

    it('shows the receivable advance to the configuring roles and to Empreendedor', () => {
        for (const key of ['controller', 'gestor', 'backoffice', 'empreendedor'] as const) {
            expect(links(key)).toContain('/receivable-select-account');
        }
        expect(links('cliente')).not.toContain('/receivable-select-account');
    });

    it('switches the single- and double-approval screens by brand', () => {
        expect(links('controller')).toEqual(
            expect.arrayContaining(['/resgate', '/boleto', '/aprovar-tributos']),
        );
        expect(links('controller')).not.toContain('/boleto-double-approve');
        const coopera = links('controller', 'coopera');
        expect(coopera).toEqual(
            expect.arrayContaining([
                '/resgate-double-approve',
                '/boleto-double-approve',
                '/aprovar-tributos-double-approve',
            ]),
        );
        expect(coopera).not.toContain('/boleto');
    });

    it('renames the hierarchy and relabels banks as stores on the brands that do', () => {
        expect(links('controller')).toEqual(expect.arrayContaining(['/bancos', '/agencias', '/contas']));
        const autobank = links('controller', 'autobank');
        expect(autobank).toEqual(expect.arrayContaining(['/montadora', '/filial', '/funcionarios']));
        expect(autobank).not.toContain('/bancos');
        const lojacred = links('controller', 'lojacred');
        expect(lojacred).toEqual(expect.arrayContaining(['/lojas', '/pontos-de-venda', '/extrato-pdv']));
        expect(lojacred).not.toContain('/bancos');
        expect(groups('controller')).not.toContain('pointOfSale');
    });

    it('shows the universal account only on its brand', () => {
        expect(links('controller')).toContain('/conta-universal');
        expect(links('controller', 'coopera')).not.toContain('/conta-universal');
    });

    it('lists the placeholder entries without a path, disabled', () => {
        const placeholders = menu('controller').flatMap((s) =>
            s.entries.filter((e) => !e.to).map((e) => e.label),
        );
        expect(placeholders).toEqual(expect.arrayContaining(['Relatórios', 'Serviços pré-pagos']));
    });

    it('hides an entry gated by acl.hidden', () => {
        const hidden = {
            path: '/x',
            title: 'Oculta',
            permissions: [PERMISSIONS.aclHidden],
            menu: { group: null },
        };
        const all = { ...viewer('controller'), permissions: new Set([PERMISSIONS.aclHidden]) };
        expect(buildMenu([hidden], [], all)).toEqual([]);
    });

    it('filters the menu by text, accents ignored, keeping whole groups that match', () => {
        const pix = filterMenu(menu('controller'), 'pix');
        expect(pix.some((s) => s.group === 'pix')).toBe(true);
        expect(
            filterMenu(menu('controller'), 'tarifas').flatMap((s) => s.entries.map((e) => e.to)),
        ).toContain('/taxas-e-tarifas');
        expect(filterMenu(menu('controller'), 'cred').some((s) => s.group === 'credit')).toBe(true);
        expect(filterMenu(menu('controller'), 'zzz')).toEqual([]);
    });

    it('offers every real screen each demo user may open on each brand, unless it is a step or an outcome', () => {
        const missing = DEMO_USERS.flatMap((user) =>
            Object.keys(BRANDS).flatMap((brand) =>
                missingFromMenu(ROUTES, viewer(user.key, brand)).map((r) => `${user.key}@${brand} ${r.path}`),
            ),
        );
        expect(missing).toEqual([]);
        expect(isPlaceToGo(ROUTES.find((r) => r.path === '/pix-keys') ?? ROUTES[0])).toBe(false);
        expect(isPlaceToGo(ROUTES.find((r) => r.path === '/success') ?? ROUTES[0])).toBe(false);
    });

    it('puts bill payment with the payments, the Pix statement with Pix and the dashboards in a group of their own, last', () => {
        const section = (key: DemoUserKey, group: string) => menu(key).find((s) => s.group === group);
        expect(section('cliente', 'payments')?.entries.map((e) => e.to)).toContain('/liquidacaoboleto');
        expect(section('cliente', 'pix')?.entries.map((e) => e.to)).toContain('/extrato-pix');
        expect(section('controller', 'dashboards')?.entries.map((e) => e.to)).toEqual(
            expect.arrayContaining(['/account-dash', '/invoice-dash', '/pix-input-dash', '/pix-output-dash']),
        );
        const order = groups('controller');
        expect(order.at(-1)).toBe('dashboards');
        expect(links('controller').indexOf('/tipos-contas')).toBeGreaterThan(
            links('controller').indexOf('/qrcodemotoristas'),
        );
        expect(groups('cliente')).not.toContain('dashboards');
    });

    it('marks every entry whose screen is not built as soon, and only those', () => {
        const entries = menu('controller').flatMap((s) => s.entries);
        const byLink = new Map(entries.map((e) => [e.to, e]));
        expect(byLink.get('/iugu-marketplaces')?.soon).toBe(true);
        expect(byLink.get('/sacados')?.soon).toBe(false);
        expect(byLink.get('/listagem-contas/tudo')?.soon).toBe(false);
        expect(entries.filter((e) => !e.to).every((e) => e.soon)).toBe(true);
        for (const route of ROUTES.filter((r) => r.menu && r.path === (r.menu.to ?? r.path)))
            if (byLink.has(route.path))
                expect(byLink.get(route.path)?.soon, route.path).toBe(!hasScreen(route));
        const real = realEntries(menu('controller')).flatMap((s) => s.entries);
        expect(real.length).toBeGreaterThan(10);
        expect(real.every((e) => e.to && !e.soon)).toBe(true);
    });

    it('gives each group its own icon and each top-level entry an icon', () => {
        const icons = Object.values(MENU_GROUPS).map((group) => group.icon);
        expect(new Set(icons).size).toBe(icons.length);
        const topLevel = ROUTES.filter((r) => r.menu && r.menu.group === null && !r.menu.icon);
        expect(topLevel.map((r) => r.path)).toEqual([]);
        expect(MENU_PLACEHOLDERS.filter((p) => p.group === null && !p.icon)).toEqual([]);
    });

    it('finds the nouns of a verb: "pagar" finds bill payment, "transferir" the batch transfers', () => {
        const found = (text: string) =>
            filterMenu(menu('titular_pj'), text).flatMap((s) => s.entries.map((e) => e.to));
        expect(found('pagar')).toContain('/liquidacaoboleto');
        expect(found('pagar')).toContain('/pagamento-favorecidos');
        expect(found('transferir')).toContain('/batch-transfer-list');
        expect(found('pagar')).not.toContain('/minha-conta');
    });
});
