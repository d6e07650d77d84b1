import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

const registrationScreen = (name: keyof typeof import('./RegistrationPages')) =>
    lazyScreen(() => import('./RegistrationPages'), name);

const RegistrationChooserPage = lazyScreen(
    () => import('./RegistrationChooserPage'),
    'RegistrationChooserPage',
);

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/registro',
        title: 'Abra sua conta',
        outsideLayout: true,
        open: true,
        screen: RegistrationChooserPage,
    },
    {
        path: '/registro-pf',
        title: 'Abra sua conta pessoa física',
        outsideLayout: true,
        open: true,
        screen: registrationScreen('PublicPersonPage'),
    },
    {
        path: '/registro-pj',
        title: 'Abra sua conta pessoa jurídica',
        outsideLayout: true,
        open: true,
        screen: registrationScreen('PublicCompanyPage'),
    },
    {
        path: '/registro-menor',
        title: 'Abra a conta de um menor',
        outsideLayout: true,
        open: true,
        screen: registrationScreen('PublicMinorPage'),
    },
    {
        path: '/registro-empreendedor',
        title: 'Abra sua conta de empreendedor',
        outsideLayout: true,
        open: true,
        screen: registrationScreen('PublicEntrepreneurPage'),
    },
    // Account opening and registration.
    {
        path: '/cadastro-pessoa-fisica',
        title: 'Conta pessoa física',
        permissions: [P.accountCreate],
        menu: { group: 'accountOpening' },
        screen: registrationScreen('StaffPersonPage'),
    },
    {
        path: '/cadastro-pessoa-juridica',
        title: 'Conta pessoa jurídica',
        permissions: [P.accountCreate],
        menu: { group: 'accountOpening' },
        screen: registrationScreen('StaffCompanyPage'),
    },
    {
        path: '/cadastro-conta-menor',
        title: 'Conta de menor',
        permissions: [P.accountCreate],
        menu: { group: 'accountOpening' },
        screen: registrationScreen('StaffMinorPage'),
    },
];
