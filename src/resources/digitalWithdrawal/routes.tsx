import type { Audience, RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';

/** Spec 1 §6: digital withdrawal is Controller's, and Gestor's on one brand. */
const DIGITAL_WITHDRAWAL: Audience = {
    roles: ['controller'],
    rolesByBrand: [{ feature: 'gestorDigitalWithdrawal', roles: ['gestor'] }],
};

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    // Digital withdrawal (Controller; Gestor too on one brand).
    {
        path: '/contas-atm',
        title: 'Contas ATM',
        permissions: [P.custodyAtmShow],
        ...DIGITAL_WITHDRAWAL,
        menu: { group: 'digitalWithdrawal' },
    },
    {
        path: '/ocorrencias-saque-digital',
        title: 'Ocorrências de saque digital',
        permissions: [P.custodyAtmShow],
        ...DIGITAL_WITHDRAWAL,
        menu: { group: 'digitalWithdrawal' },
    },
    {
        path: '/saque-digital',
        title: 'Saque digital',
        parent: '/contas-atm',
        permissions: [P.digitalWithdrawalStore],
        ...DIGITAL_WITHDRAWAL,
    },
    {
        path: '/documento-saque-digital',
        title: 'Documento do saque digital',
        parent: '/ocorrencias-saque-digital',
        permissions: [P.digitalWithdrawalShow],
        ...DIGITAL_WITHDRAWAL,
    },
];
