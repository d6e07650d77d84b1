export interface Brand {
    id: string;
    title: string;
    /** Primary colour of the theme; the default brand uses the spec's dark blue. */
    primary: string;
    secondary: string;
    /** Logout also calls POST /login/out (one brand only; its errors are ignored). */
    serverLogout?: boolean;
}

export const BRANDS: Record<string, Brand> = {
    bancodigital: {
        id: 'bancodigital',
        title: 'Banco Digital',
        primary: '#0d2c6b',
        secondary: '#f5a623',
        serverLogout: true,
    },
};

export const DEFAULT_BRAND_ID = 'bancodigital';

export const currentBrand = (): Brand =>
    BRANDS[(import.meta.env.VITE_BRAND as string | undefined) ?? DEFAULT_BRAND_ID] ??
    BRANDS[DEFAULT_BRAND_ID];
