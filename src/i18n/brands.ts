import type { AccountTypeCode } from '../contract/accounts';
import type { MessageTree } from './slices';

/**
 * What a brand may rename: route titles by path and menu groups by id (the route table holds the pt-BR
 * defaults), and account-type labels (the catalogue's `account_types`, whose defaults are domain/accountTypes.ts).
 */
export interface BrandTerms extends MessageTree {
    routes: { readonly [path: string]: string };
    /** Side-menu group labels by group id (src/app/routes/types.ts holds the defaults). */
    menu_groups: { readonly [group: string]: string };
    account_types: { readonly [code in AccountTypeCode]?: string };
}

/** Spec 1 §1: LojaCred calls banks Lojas and branches Pontos de venda. */
const lojacred = {
    routes: {
        '/cadastro-banco': 'Cadastro de loja',
        '/detalhe-banco': 'Detalhe da loja',
        '/cadastro-agencia': 'Cadastro de ponto de venda',
        '/detalhe-agencia': 'Detalhe do ponto de venda',
        '/cadastro-contas': 'Cadastro de conta no ponto de venda',
        '/comparativo-bancos': 'Comparativo de lojas',
    },
    // Its hierarchy group keeps "Instituições": the stores and points of sale have their own group.
    menu_groups: {},
    account_types: { bank: 'Loja', agency: 'Ponto de venda', pos: 'Terminal de ponto de venda' },
} satisfies BrandTerms;

/** Spec 1 §2: AutoBank's hierarchy is montadoras and filiais (its routes have their own paths and titles). */
const autobank = {
    routes: {
        '/cadastro-contas': 'Cadastro de conta na filial',
        '/comparativo-bancos': 'Comparativo de montadoras',
    },
    menu_groups: { hierarchy: 'Montadoras e filiais' },
    account_types: { bank: 'Montadora', agency: 'Filial' },
} satisfies BrandTerms;

/** Each brand's overrides of the catalogue; a brand absent here uses the default words. */
export const BRAND_MESSAGES: Readonly<Record<string, BrandTerms>> = { lojacred, autobank };
