import { currentBrand } from '../../brands';

/**
 * Which words and paths the brand's hierarchy uses (spec 1 §1, §2): banks and agencies; a store brand's lojas
 * and pontos de venda; the renaming brand's montadoras, filiais and funcionários, on their own paths.
 */
export type Variant = 'bank' | 'store' | 'auto';

export const variantOf = (features = currentBrand().features): Variant => {
    if (features.hierarchyRenames) return 'auto';
    return features.storeLabels ? 'store' : 'bank';
};

export interface HierarchyPaths {
    banks: string;
    bankForm: string;
    bankDetail: string;
    agencies: string;
    agencyForm: string;
    agencyDetail: string;
    accounts: string;
    accountForm: string;
}

export const PATHS: Record<Variant, HierarchyPaths> = {
    bank: {
        banks: '/bancos',
        bankForm: '/cadastro-banco',
        bankDetail: '/detalhe-banco',
        agencies: '/agencias',
        agencyForm: '/cadastro-agencia',
        agencyDetail: '/detalhe-agencia',
        accounts: '/contas',
        accountForm: '/cadastro-contas',
    },
    store: {
        banks: '/lojas',
        bankForm: '/cadastro-loja',
        bankDetail: '/detalhe-banco',
        agencies: '/pontos-de-venda',
        agencyForm: '/cadastro-ponto-de-venda',
        agencyDetail: '/detalhe-agencia',
        accounts: '/contas',
        accountForm: '/cadastro-contas',
    },
    auto: {
        banks: '/montadora',
        bankForm: '/cadastro-montadora',
        bankDetail: '/detalhe-montadora',
        agencies: '/filial',
        agencyForm: '/cadastro-filial',
        agencyDetail: '/detalhe-filial',
        accounts: '/funcionarios',
        accountForm: '/cadastro-funcionarios',
    },
};

/** The brand's paths (the brand is fixed at start-up). */
export const hierarchyPaths = () => PATHS[variantOf()];
