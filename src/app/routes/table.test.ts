import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../contract/permissions';
import { MENU_PLACEHOLDERS, ROUTES } from './table';
import { MENU_GROUPS } from './types';

/** Every path of spec 1 §2 and spec 2 §2, copied by hand, parameters as in the table. */
const SPEC_PATHS = [
    // Outside the main layout, and the routes reachable without a session
    '/login',
    '/pages/error-404',
    '/pages/not-authorized',
    '/alterarsenha',
    '/registro',
    '/registro-pj',
    '/registro-menor',
    '/user-remember',
    '/registro-pf',
    '/registro-empreendedor',
    // Account and home
    '/minha-conta',
    '/m-controleconta',
    '/m-cartoes',
    '/',
    '/perfil',
    '/notifications',
    '/create-notifications',
    '/success',
    // Dashboards
    '/entries-dash',
    '/digitalwithdrawal-output-dash',
    '/tribute-output-dash',
    '/output-dash',
    '/account-balance-dash',
    '/pix-input-dash',
    '/pix-output-dash',
    '/account-dash',
    '/economy-balance-dash',
    '/revenue-dash',
    '/withdraw-dash',
    '/registration-dash',
    '/invoice-dash',
    '/rvt-lucro-dash',
    '/invoice-entries-dash',
    '/nfc_transaction-dash',
    '/nfc_card-dash',
    '/manual-recharge-dash',
    '/administrative-transfer-dash',
    '/invoice-charge-dash',
    '/invoice-recharge-dash',
    '/transfer-dash',
    '/credit-and-advance-dash',
    '/cashback-dash',
    // Registration
    '/cadastro-pessoa-fisica',
    '/cadastro-pessoa-juridica',
    '/cadastro-conta-menor',
    '/cadastro-conta',
    '/cadastro-favorecido',
    '/favorecidos',
    '/cadastro-de-cooperativa',
    '/cadastro-acesso',
    '/adicionar-colaborador',
    '/register-employees',
    '/cadastrar-conta-bancaria',
    // Payments
    '/pagamento-favorecidos',
    '/pagar-favorecido',
    '/s-pagar-favorecido',
    '/liquidacaoboleto',
    '/s-liquidacaoboleto',
    '/darf',
    '/darf-simples',
    '/pagamento-gps',
    '/deposito',
    '/saque',
    '/solicitar-resgate',
    '/transfer',
    '/s-transfer',
    '/transfer-digital',
    '/carga-manual',
    '/s-carga-manual',
    '/recharge-account',
    '/administrative-transfer-account',
    '/cellphone-recharge',
    '/payment-product',
    // Batch transfers
    '/pagamento-em-lote',
    '/pagamento-lote',
    '/pagamento-lote-fixo',
    '/instrucoes-pagamento-lote',
    '/relatorios-pagamento-lote',
    '/selecionar-conta',
    '/f-selecionar-conta',
    '/batch-transfer-create',
    '/batch-transfer-list',
    '/batch-transfer-file-upload',
    '/batch-transfer-payment',
    '/receipt-redirect',
    // Billing slips and payers
    '/geracao-boletos',
    '/boleto-lote',
    '/instrucoes-boleto-lote',
    '/sacados',
    '/criar-sacado',
    '/sacado-lote',
    '/instrucoes-sacado-lote',
    '/emitir-boleto',
    // NFC cards and point of sale
    '/vincular-cartao-nfc',
    '/listar-cartao-nfc',
    '/geracao-cartao-lote',
    '/geracao-recibo-lote',
    '/operacoes-pdv',
    '/extrato-pdv',
    // Limits
    '/meus-limites',
    '/limits-select-account',
    '/configurar-limites',
    '/aprovar-limites',
    '/cadastro-limite-banco',
    // Approvals
    '/pix-double-approve',
    '/jurisdiction-approve',
    '/jurisdiction-account',
    '/jurisdiction-approve-report',
    '/jurisdiction-management',
    '/resgate',
    '/resgate-double-approve',
    '/manual-recharge-approve',
    '/boleto',
    '/boleto-double-approve',
    '/aprovar-tributos',
    '/aprovar-tributos-double-approve',
    '/aprovar-conta-bancaria',
    '/approve-slipparcel',
    '/aprovar-subcontas',
    '/tarifa-de-manutencao',
    // Listings
    '/listagem-beneficiarios/:period',
    '/listagem-contas/:period',
    '/listagem-estabelecimentos/:period',
    '/listagem-contas-pre-pagas/:period',
    '/listagem/:type/:period?',
    '/detalhamento/:type/:period?',
    // Institutions (hierarchy)
    '/cadastro-banco',
    '/cadastro-loja',
    '/cadastro-montadora',
    '/cadastro-funcionarios',
    '/cadastro-contas',
    '/cadastro-agencia',
    '/cadastro-filial',
    '/cadastro-ponto-de-venda',
    '/bancos',
    '/lojas',
    '/montadora',
    '/funcionarios',
    '/contas',
    '/filial',
    '/agencias',
    '/pontos-de-venda',
    '/detalhe-banco',
    '/detalhe-montadora',
    '/detalhe-agencia',
    '/detalhe-filial',
    '/comparativo-bancos',
    // Administration
    '/tipos-contas',
    '/perfis',
    '/configurar-perfil',
    '/tariffs',
    '/list-form',
    '/edit-form',
    '/controleusuario',
    '/taxas-e-tarifas',
    // Credit
    '/cadastro-microcredito',
    '/listagem-microcredito',
    '/solicitacao-microcredito',
    '/informacoes-microcredito/:id',
    '/configurar-microcredito',
    '/hub-microcredit',
    '/hub-pre-aprove',
    '/hub-antecipation',
    '/hub-bonus-advance',
    '/hub-receivable',
    '/hub-slip',
    '/hub-consig',
    '/account-bonus',
    '/pre-aprove-release',
    '/bonus-advance-release',
    '/bonus-advance-approve',
    '/bonus-advance-see-releases',
    '/bonus-advance-create-release',
    '/bonus-advance-config',
    '/bonus-advance-report',
    '/bonus-advance-legacy-report',
    '/bonus-resume',
    '/preapproved-installments-report',
    '/report-credit',
    '/relatorio-parcelamento',
    '/receivable-config',
    '/receivable-report',
    '/receivable-release',
    '/receivable-approve',
    '/receivable-solicitation',
    '/receivable-select-account',
    '/receivable-historic',
    '/default-credit-solicitation-account',
    '/default-credit-solicitation',
    '/configurar-credito-pre',
    '/listagem-credito-pre',
    '/configurar-credito-consignado',
    '/simulacao-credito-consignado',
    '/listagem-credito-consignado',
    '/analise-credito-pesquisa',
    '/analise-credito-verificacao',
    // Cashback
    '/cashback',
    '/empreendedores-cashback',
    // Pix
    '/pix-select-account',
    '/pix-home',
    '/pix-keys',
    '/pix-extract',
    '/pix-favorites',
    '/pix-key-manual',
    '/pix-bank-data',
    '/pix-qrcode',
    '/pix-receive',
    '/qr-code-cobranca',
    '/extrato-pix',
    '/selecionar-org-pix',
    '/pix-indireto',
    '/apix',
    // Digital withdrawal
    '/contas-atm',
    '/ocorrencias-saque-digital',
    '/saque-digital',
    '/documento-saque-digital',
    // Taxi
    '/corridasbackoffice',
    '/listagem-wpet',
    '/detalhar-corridas-backoffice',
    '/corridas',
    '/pagamentocorridas',
    '/cadastro-motorista',
    '/cadastro-motorista-lote',
    '/pagamento-motoristas-ca',
    '/wpet',
    '/motoristas',
    '/relatoriorepasse',
    '/qrcodemotoristas',
    // Payment-provider invoicing and marketplace sub-accounts (spec 2 §6 names /iugu-marketplaces)
    '/iugu-marketplaces',
    '/subaccounts-marketplace',
    '/subaccounts-config',
    '/subaccounts-create',
    '/subaccounts-config-account',
    '/subaccounts-validate',
    '/subaccounts-marketplace-details',
    // Cards and documents
    '/backoffice-cartoes',
    '/operacoes-cartoes',
    '/documentos',
    '/importar-certificado',
    '/upload-de-documentos',
    '/upload-documentos-socio',
    '/upload-identidade',
    '/upload-procurador',
    // Statements and accounts
    '/extrato-conta',
    '/s-extrato-conta',
    '/m-extrato-conta',
    '/future-release',
    '/conta-universal',
    '/conta-transitoria',
    '/contas-graficas',
    '/detalhe-conta-grafica',
    '/extract-detail',
];

/**
 * The payment-provider routes spec 1 §2 describes only as "chargebacks, provider invoices (two routes),
 * sending documents, marketplaces and account details, all prefixed with the provider's name": spec 2 §6
 * names /iugu-marketplaces (in SPEC_PATHS); these five names are the table's choice on that pattern.
 */
const PROVIDER_PATHS = [
    '/iugu-chargebacks',
    '/iugu-faturas',
    '/iugu-faturas-detalhe',
    '/iugu-enviar-documentos',
    '/iugu-detalhes-conta',
];

/** Spec 1 §2: the routes reachable without a session. */
const OPEN_PUBLIC_PATHS = [
    '/login',
    '/alterarsenha',
    '/registro',
    '/registro-pj',
    '/registro-menor',
    '/user-remember',
    '/registro-pf',
    '/registro-empreendedor',
];
const ERROR_PAGES = ['/pages/error-404', '/pages/not-authorized'];

const paths = ROUTES.map((route) => route.path);
const sorted = (values: Iterable<string>) => [...values].sort();

describe('route table', () => {
    it('has every spec path, and only those plus the named provider routes', () => {
        expect(new Set(SPEC_PATHS).size).toBe(SPEC_PATHS.length);
        expect(SPEC_PATHS.filter((path) => PROVIDER_PATHS.includes(path))).toEqual([]);
        expect(sorted(paths)).toEqual(sorted([...SPEC_PATHS, ...PROVIDER_PATHS]));
    });

    it('has each path once', () => {
        expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    });

    it('points every breadcrumb parent at a route of the table', () => {
        const orphans = ROUTES.filter((route) => route.parent !== undefined && !paths.includes(route.parent));
        expect(orphans.map((route) => `${route.path} → ${route.parent}`)).toEqual([]);
        expect(ROUTES.filter((route) => route.parent?.includes(':')).map((route) => route.path)).toEqual([]);
        const parentOf = new Map(ROUTES.map((route) => [route.path, route.parent]));
        const cyclic = paths.filter((path) => {
            const seen = new Set<string>();
            for (let at: string | undefined = path; at !== undefined; at = parentOf.get(at)) {
                if (seen.has(at)) return true;
                seen.add(at);
            }
            return false;
        });
        expect(cyclic).toEqual([]);
    });

    it('uses only permission strings of PERMISSIONS, never acl.hidden', () => {
        const known = new Set<string>(Object.values(PERMISSIONS));
        const used = ROUTES.flatMap((route) => route.permissions ?? []);
        expect(used.filter((permission) => !known.has(permission))).toEqual([]);
        expect(used).not.toContain(PERMISSIONS.aclHidden);
        expect(ROUTES.filter((route) => route.permissions?.length === 0).map((route) => route.path)).toEqual(
            [],
        );
    });

    it('puts menu entries and placeholders only in MENU_GROUPS groups or at the top level', () => {
        const groups = [
            ...ROUTES.flatMap((route) => (route.menu ? [route.menu.group] : [])),
            ...MENU_PLACEHOLDERS.map((placeholder) => placeholder.group),
        ];
        expect(groups.filter((group) => group !== null && !Object.hasOwn(MENU_GROUPS, group))).toEqual([]);
    });

    it('lists the groups in MENU_GROUPS order, each group the spec places in one run', () => {
        const placed = (group: keyof typeof MENU_GROUPS) => !('last' in MENU_GROUPS[group]);
        const order = (Object.keys(MENU_GROUPS) as (keyof typeof MENU_GROUPS)[]).filter(placed);
        const runs = ROUTES.flatMap((route) =>
            route.menu?.group && placed(route.menu.group) ? [route.menu.group] : [],
        ).filter((group, index, all) => index === 0 || all[index - 1] !== group);
        expect(runs).toEqual(order);
    });

    it('keeps the spec menu: NFC and holder entries link into the account list', () => {
        const links = ROUTES.flatMap((route) => (route.menu ? [route.menu.to ?? route.path] : []));
        expect(links).toContain('/listagem-contas/vincular-cartao-nfc');
        expect(links).toContain('/listagem-contas/tudo');
        expect(links.filter((link, index) => links.indexOf(link) !== index)).toEqual([]);
        expect(links.filter((link) => link.includes(':'))).toEqual([]);
        expect(MENU_PLACEHOLDERS.map((placeholder) => placeholder.label)).toEqual([
            'Promotores',
            'Cartão de crédito',
            'Serviços pré-pagos',
            'Relatórios',
        ]);
    });

    it('puts outside the layout exactly /login, the error pages and the open public pages', () => {
        const outside = ROUTES.filter((route) => route.outsideLayout).map((route) => route.path);
        expect(sorted(outside)).toEqual(sorted([...OPEN_PUBLIC_PATHS, ...ERROR_PAGES]));
    });

    it("opens exactly spec 1 §2's open routes and the two error pages", () => {
        const open = ROUTES.filter((route) => route.open).map((route) => route.path);
        expect(sorted(open)).toEqual(sorted([...OPEN_PUBLIC_PATHS, ...ERROR_PAGES]));
    });

    it('gives every route a title and builds only the screens that exist', () => {
        expect(ROUTES.filter((route) => route.title.trim() === '').map((route) => route.path)).toEqual([]);
        const built = ROUTES.filter((route) => route.screen || route.resource).map((route) => route.path);
        expect(sorted(built)).toEqual(
            sorted([
                '/',
                '/tipos-contas',
                // Issue 20: the institutions hierarchy, its brand twins, the comparison and cooperatives.
                '/bancos',
                '/agencias',
                '/contas',
                '/cadastro-banco',
                '/detalhe-banco',
                '/cadastro-agencia',
                '/detalhe-agencia',
                '/cadastro-contas',
                '/lojas',
                '/pontos-de-venda',
                '/cadastro-loja',
                '/cadastro-ponto-de-venda',
                '/montadora',
                '/filial',
                '/funcionarios',
                '/cadastro-montadora',
                '/detalhe-montadora',
                '/cadastro-filial',
                '/detalhe-filial',
                '/cadastro-funcionarios',
                '/comparativo-bancos',
                '/cadastro-de-cooperativa',
                // Issue 19: payees, transfers, the cashier, redemptions, recharges and products.
                '/favorecidos',
                '/cadastro-favorecido',
                '/pagamento-favorecidos',
                '/pagar-favorecido',
                '/s-pagar-favorecido',
                '/transfer',
                '/s-transfer',
                '/transfer-digital',
                '/deposito',
                '/saque',
                '/solicitar-resgate',
                '/resgate',
                '/resgate-double-approve',
                '/carga-manual',
                '/s-carga-manual',
                '/manual-recharge-approve',
                '/administrative-transfer-account',
                '/recharge-account',
                '/cellphone-recharge',
                '/payment-product',
                // Issue 18: statements.
                '/extrato-conta',
                '/m-extrato-conta',
                '/s-extrato-conta',
                '/extract-detail',
                '/future-release',
                '/minha-conta',
                '/m-controleconta',
                '/m-cartoes',
                '/perfil',
                '/alterarsenha',
                '/user-remember',
                '/notifications',
                '/create-notifications',
                '/success',
                '/sacados',
                '/criar-sacado',
                '/sacado-lote',
                '/instrucoes-sacado-lote',
                '/boleto-lote',
                '/instrucoes-boleto-lote',
                '/liquidacaoboleto',
                '/s-liquidacaoboleto',
                '/receipt-redirect',
                '/emitir-boleto',
                '/geracao-boletos',
                '/boleto',
                '/boleto-double-approve',
                '/invoice-dash',
                '/invoice-entries-dash',
                '/invoice-charge-dash',
                '/hub-slip',
                '/relatorio-parcelamento',
                '/approve-slipparcel',
                '/cadastrar-conta-bancaria',
                '/aprovar-conta-bancaria',
                '/cadastro-conta',
                '/aprovar-subcontas',
                '/jurisdiction-approve',
                '/conta-universal',
                '/contas-graficas',
                '/detalhe-conta-grafica',
                '/conta-transitoria',
                '/listagem/:type/:period?',
                '/detalhamento/:type/:period?',
                '/pix-select-account',
                '/pix-home',
                '/pix-keys',
                '/pix-extract',
                '/pix-favorites',
                '/pix-key-manual',
                '/pix-bank-data',
                '/pix-qrcode',
                '/pix-receive',
                '/qr-code-cobranca',
                '/extrato-pix',
                '/pix-double-approve',
                '/selecionar-org-pix',
                '/pix-indireto',
                '/apix',
                '/pix-input-dash',
                '/pix-output-dash',
                '/documentos',
                '/upload-de-documentos',
                '/upload-documentos-socio',
                '/upload-identidade',
                '/upload-procurador',
                '/listagem-contas/:period',
                '/listagem-beneficiarios/:period',
                '/listagem-estabelecimentos/:period',
                '/listagem-contas-pre-pagas/:period',
                '/controleusuario',
                '/cadastro-acesso',
                '/adicionar-colaborador',
                '/register-employees',
                '/importar-certificado',
                '/account-dash',
                '/registration-dash',
                '/cadastro-pessoa-fisica',
                '/cadastro-pessoa-juridica',
                '/cadastro-conta-menor',
                '/registro',
                '/registro-pf',
                '/registro-pj',
                '/registro-menor',
                '/registro-empreendedor',
                ...ERROR_PAGES,
            ]),
        );
        expect(ROUTES.find((route) => route.path === '/tipos-contas')?.resource).toBe('tipos-contas');
        expect(ROUTES.find((route) => route.path === '/sacados')?.resource).toBe('sacados');
    });

    it('uses the store labels only on /lojas and /pontos-de-venda', () => {
        const labelled = ROUTES.filter((route) => /^(Lojas|Pontos de venda)$/.test(route.title));
        expect(sorted(labelled.map((route) => route.path))).toEqual(['/lojas', '/pontos-de-venda']);
    });

    it('pairs the double-approval screens with their single-approval twins', () => {
        for (const single of ['/resgate', '/boleto', '/aprovar-tributos']) {
            const route = ROUTES.find((r) => r.path === single);
            const double = ROUTES.find((r) => r.path === `${single}-double-approve`);
            expect(route?.brandNot).toEqual(['doubleApproval']);
            expect(double?.brand).toEqual(['doubleApproval']);
            expect(double?.permissions).toEqual([PERMISSIONS.competenceStore]);
        }
    });
});
