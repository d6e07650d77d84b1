import { BACKOFFICE } from '../../app/routes/audiences';
import type { Audience, RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import type { Role } from '../../contract/roles';
import { lazyScreen } from '../../ui/lazyScreen';

const SlipHubPage = lazyScreen(() => import('./slips/SlipHubPage'), 'SlipHubPage');

const InstallmentsReportPage = lazyScreen(
    () => import('./slips/InstallmentsReportPage'),
    'InstallmentsReportPage',
);
/** Spec 1 §6: the credit menu is for every role but Caixa. */
const CREDIT: Role[] = ['controller', 'gestor', 'empreendedor', 'supervisor', 'cliente', 'backoffice'];
/** Spec 1 §6: receivable advance is configured by Controller, Gestor and Back Office… */
const RECEIVABLE_CONFIG: Role[] = ['controller', 'gestor', 'backoffice'];
/** …and requested by Empreendedor. */
const RECEIVABLE_REQUEST: Role[] = ['empreendedor'];
/** Spec 1 §6: bonus advance, Controller or Back Office on certain brands. */
const BONUS_ADVANCE: Audience = { brand: ['bonusAdvance'], roles: BACKOFFICE };

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Credit (every role but Caixa; bonus advance and receivable advance have their own rules).
    {
        path: '/hub-antecipation',
        title: 'Antecipação',
        permissions: [P.advanceIndex],
        roles: CREDIT,
        menu: { group: 'credit' },
    },
    {
        path: '/hub-pre-aprove',
        title: 'Crédito pré-aprovado',
        permissions: [P.preApprovedIndex],
        roles: CREDIT,
        menu: { group: 'credit' },
    },
    {
        path: '/hub-bonus-advance',
        title: 'Antecipação de bônus',
        permissions: [P.bonusAdvanceIndex],
        ...BONUS_ADVANCE,
        menu: { group: 'credit' },
    },
    // The receivable menu entry is the account picker; it shows for the configuring roles as well as
    // Empreendedor, since it is the menu's only way into receivable advance (the hub leads to configuration).
    {
        path: '/receivable-select-account',
        title: 'Seleção de conta para antecipação de recebíveis',
        permissions: [P.receivableIndex],
        roles: [...RECEIVABLE_CONFIG, ...RECEIVABLE_REQUEST],
        menu: { group: 'credit', label: 'Antecipação de recebíveis' },
    },
    {
        path: '/hub-slip',
        title: 'Parcelamento de boletos',
        permissions: [P.slipIndex],
        roles: CREDIT,
        menu: { group: 'credit' },
        screen: SlipHubPage,
    },
    {
        path: '/preapproved-installments-report',
        title: 'Relatório de parcelas do pré-aprovado',
        permissions: [P.preApprovedIndex],
        roles: CREDIT,
        menu: { group: 'credit' },
    },
    {
        path: '/pre-aprove-release',
        title: 'Liberação de crédito pré-aprovado',
        parent: '/hub-pre-aprove',
        permissions: [P.preApprovedStore],
        roles: CREDIT,
    },
    {
        path: '/configurar-credito-pre',
        title: 'Configuração do crédito pré-aprovado',
        parent: '/hub-pre-aprove',
        permissions: [P.preApprovedConfigure],
        roles: CREDIT,
    },
    {
        path: '/listagem-credito-pre',
        title: 'Créditos pré-aprovados',
        parent: '/hub-pre-aprove',
        permissions: [P.preApprovedIndex],
        roles: CREDIT,
    },
    {
        path: '/bonus-advance-release',
        title: 'Liberação de antecipação de bônus',
        parent: '/hub-bonus-advance',
        permissions: [P.bonusAdvanceStore],
        ...BONUS_ADVANCE,
    },
    {
        path: '/bonus-advance-approve',
        title: 'Aprovação de antecipação de bônus',
        parent: '/hub-bonus-advance',
        permissions: [P.bonusAdvanceApprove],
        ...BONUS_ADVANCE,
    },
    {
        path: '/bonus-advance-see-releases',
        title: 'Liberações de antecipação de bônus',
        parent: '/hub-bonus-advance',
        permissions: [P.bonusAdvanceIndex],
        ...BONUS_ADVANCE,
    },
    {
        path: '/bonus-advance-create-release',
        title: 'Nova liberação de antecipação de bônus',
        parent: '/bonus-advance-see-releases',
        permissions: [P.bonusAdvanceStore],
        ...BONUS_ADVANCE,
    },
    {
        path: '/bonus-advance-config',
        title: 'Configuração de antecipação de bônus',
        parent: '/hub-bonus-advance',
        permissions: [P.bonusAdvanceConfigure],
        ...BONUS_ADVANCE,
    },
    {
        path: '/bonus-advance-report',
        title: 'Relatório de antecipação de bônus',
        parent: '/hub-bonus-advance',
        permissions: [P.bonusAdvanceIndex],
        ...BONUS_ADVANCE,
    },
    {
        path: '/bonus-advance-legacy-report',
        title: 'Relatório de antecipação de bônus (legado)',
        parent: '/hub-bonus-advance',
        permissions: [P.bonusAdvanceIndex],
        ...BONUS_ADVANCE,
    },
    { path: '/account-bonus', title: 'Bônus da conta', permissions: [P.bonusIndex], roles: CREDIT },
    { path: '/bonus-resume', title: 'Resumo de bônus', permissions: [P.bonusIndex], roles: CREDIT },
    {
        path: '/hub-receivable',
        title: 'Antecipação de recebíveis',
        parent: '/hub-antecipation',
        permissions: [P.receivableIndex],
        roles: [...RECEIVABLE_CONFIG, ...RECEIVABLE_REQUEST],
    },
    {
        path: '/receivable-config',
        title: 'Configuração de antecipação de recebíveis',
        parent: '/hub-receivable',
        permissions: [P.receivableConfigure],
        roles: RECEIVABLE_CONFIG,
    },
    {
        path: '/receivable-approve',
        title: 'Aprovação de antecipação de recebíveis',
        parent: '/hub-receivable',
        permissions: [P.receivableApprove],
        roles: RECEIVABLE_CONFIG,
    },
    {
        path: '/receivable-release',
        title: 'Liberação de antecipação de recebíveis',
        parent: '/hub-receivable',
        permissions: [P.receivableApprove],
        roles: RECEIVABLE_CONFIG,
    },
    {
        path: '/receivable-report',
        title: 'Relatório de antecipação de recebíveis',
        parent: '/hub-receivable',
        permissions: [P.receivableIndex],
        roles: RECEIVABLE_CONFIG,
    },
    {
        path: '/receivable-solicitation',
        title: 'Solicitação de antecipação de recebíveis',
        parent: '/receivable-select-account',
        permissions: [P.receivableStore],
        roles: RECEIVABLE_REQUEST,
    },
    {
        path: '/receivable-historic',
        title: 'Histórico de antecipação de recebíveis',
        parent: '/receivable-select-account',
        permissions: [P.receivableIndex],
        roles: RECEIVABLE_REQUEST,
    },
    {
        path: '/relatorio-parcelamento',
        title: 'Relatório de parcelamentos',
        parent: '/hub-slip',
        permissions: [P.slipIndex],
        roles: CREDIT,
        screen: InstallmentsReportPage,
    },
    { path: '/hub-microcredit', title: 'Microcrédito', permissions: [P.microcreditIndex], roles: CREDIT },
    {
        path: '/listagem-microcredito',
        title: 'Microcréditos',
        parent: '/hub-microcredit',
        permissions: [P.microcreditIndex],
        roles: CREDIT,
    },
    {
        path: '/cadastro-microcredito',
        title: 'Cadastro de microcrédito',
        parent: '/hub-microcredit',
        permissions: [P.microcreditStore],
        roles: CREDIT,
    },
    {
        path: '/solicitacao-microcredito',
        title: 'Solicitação de microcrédito',
        parent: '/hub-microcredit',
        permissions: [P.microcreditStore],
        roles: CREDIT,
    },
    {
        path: '/informacoes-microcredito/:id',
        title: 'Informações do microcrédito',
        parent: '/listagem-microcredito',
        permissions: [P.microcreditIndex],
        roles: CREDIT,
    },
    {
        path: '/configurar-microcredito',
        title: 'Configuração do microcrédito',
        parent: '/hub-microcredit',
        permissions: [P.microcreditConfigure],
        roles: CREDIT,
    },
    { path: '/hub-consig', title: 'Crédito consignado', permissions: [P.payrollLoanIndex], roles: CREDIT },
    {
        path: '/configurar-credito-consignado',
        title: 'Configuração do crédito consignado',
        parent: '/hub-consig',
        permissions: [P.payrollLoanConfigure],
        roles: CREDIT,
    },
    {
        path: '/simulacao-credito-consignado',
        title: 'Simulação de crédito consignado',
        parent: '/hub-consig',
        permissions: [P.payrollLoanStore],
        roles: CREDIT,
    },
    {
        path: '/listagem-credito-consignado',
        title: 'Créditos consignados',
        parent: '/hub-consig',
        permissions: [P.payrollLoanIndex],
        roles: CREDIT,
    },
    {
        path: '/default-credit-solicitation-account',
        title: 'Seleção de conta para solicitação de crédito',
        permissions: [P.creditSolicitationStore],
        roles: CREDIT,
    },
    {
        path: '/default-credit-solicitation',
        title: 'Solicitação de crédito',
        parent: '/default-credit-solicitation-account',
        permissions: [P.creditSolicitationStore],
        roles: CREDIT,
    },
    {
        path: '/analise-credito-pesquisa',
        title: 'Análise de crédito: pesquisa',
        permissions: [P.creditAnalysisIndex],
        roles: CREDIT,
    },
    {
        path: '/analise-credito-verificacao',
        title: 'Análise de crédito: verificação',
        parent: '/analise-credito-pesquisa',
        permissions: [P.creditAnalysisUpdate],
        roles: CREDIT,
    },
    {
        path: '/report-credit',
        title: 'Relatório de crédito',
        permissions: [P.creditReportIndex],
        roles: CREDIT,
    },
];
