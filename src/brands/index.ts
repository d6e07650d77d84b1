import { PRODUCT_VERSION } from '../version';

/**
 * The white-label registry: each brand's name, colours and the product variants it runs (spec 1 §1, §2, §6).
 * `VITE_BRAND` picks the brand of a build; the sandbox also lets the login page switch it.
 */
export interface BrandFeatures {
    /** Banks are called Lojas and branches Pontos de Venda. */
    storeLabels: boolean;
    /** /montadora, /filial, /funcionarios in place of /bancos, /agencias, /contas. */
    hierarchyRenames: boolean;
    /** Approvals need two approvers: the *-double-approve screens and payment.competence.store. */
    doubleApproval: boolean;
    /** Logout also calls POST /login/out (its errors are ignored). */
    serverLogout: boolean;
    /** The universal account (/conta-universal). */
    contaUniversal: boolean;
    /** Point-of-sale cash operations (/lojas, /pontos-de-venda, /extrato-pdv, /operacoes-pdv). */
    pointOfSale: boolean;
    /** Digital withdrawal is open to Gestor as well as Controller. */
    gestorDigitalWithdrawal: boolean;
    /** Bulk boleto and bulk payee are hidden from Supervisor. */
    hideBulkFromSupervisor: boolean;
    /** Manual-recharge approval (Controller or Back Office). */
    manualRechargeApproval: boolean;
    /** Bonus advance (Controller or Back Office). */
    bonusAdvance: boolean;
}

export interface Brand {
    id: string;
    title: string;
    /**
     * Spec 2 §3 "Branding": the brand's production API (a build's VITE_API_URL points there), the white label
     * the API knows it by (the X-Brand header) and the product version it runs.
     */
    endpoint: string;
    whiteLabel: string;
    version: string;
    /** Primary colour of the theme. */
    primary: string;
    secondary: string;
    features: BrandFeatures;
}

const NONE: BrandFeatures = {
    storeLabels: false,
    hierarchyRenames: false,
    doubleApproval: false,
    serverLogout: false,
    contaUniversal: false,
    pointOfSale: false,
    gestorDigitalWithdrawal: false,
    hideBulkFromSupervisor: false,
    manualRechargeApproval: false,
    bonusAdvance: false,
};

export const BRANDS: Record<string, Brand> = {
    bancodigital: {
        id: 'bancodigital',
        endpoint: 'https://api.bancodigital.com.br',
        whiteLabel: 'bancodigital',
        version: PRODUCT_VERSION,
        title: 'Banco Digital',
        primary: '#0d2c6b',
        secondary: '#f5a623',
        features: { ...NONE, serverLogout: true, contaUniversal: true },
    },
    lojacred: {
        id: 'lojacred',
        endpoint: 'https://api.lojacred.com.br',
        whiteLabel: 'lojacred',
        version: PRODUCT_VERSION,
        title: 'LojaCred',
        primary: '#5b1a8c',
        secondary: '#ffb300',
        features: { ...NONE, storeLabels: true, pointOfSale: true, hideBulkFromSupervisor: true },
    },
    autobank: {
        id: 'autobank',
        endpoint: 'https://api.autobank.com.br',
        whiteLabel: 'autobank',
        version: PRODUCT_VERSION,
        title: 'AutoBank Montadoras',
        primary: '#263238',
        secondary: '#e53935',
        features: { ...NONE, hierarchyRenames: true, gestorDigitalWithdrawal: true, bonusAdvance: true },
    },
    coopera: {
        id: 'coopera',
        endpoint: 'https://api.cooperadigital.coop.br',
        whiteLabel: 'coopera',
        version: PRODUCT_VERSION,
        title: 'Coopera Digital',
        primary: '#1b5e20',
        secondary: '#fdd835',
        features: { ...NONE, doubleApproval: true, manualRechargeApproval: true, bonusAdvance: true },
    },
};

export const DEFAULT_BRAND_ID = 'bancodigital';

const BRAND_OVERRIDE_KEY = 'sandbox.brand';

/** The build's brand; with the sandbox, a brand chosen on the login page (a demo preference) wins. */
export const currentBrand = (): Brand => {
    // Outside Vite (the browser tests' Node side reads the route table) there is no `import.meta.env`.
    const env: Partial<ImportMetaEnv> = import.meta.env ?? {};
    const chosen =
        env.VITE_API_URL || typeof localStorage === 'undefined'
            ? null
            : localStorage.getItem(BRAND_OVERRIDE_KEY);
    const id = chosen ?? (env.VITE_BRAND as string | undefined) ?? DEFAULT_BRAND_ID;
    return BRANDS[id] ?? BRANDS[DEFAULT_BRAND_ID];
};

/** Sandbox only: switch the brand (the login page offers it; the page then reloads). */
export const chooseSandboxBrand = (id: string) => localStorage.setItem(BRAND_OVERRIDE_KEY, id);
