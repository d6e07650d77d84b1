import { PERMISSIONS, type Permission } from '../../contract/permissions';
import { ROLES, type Role } from '../../contract/roles';
import { formatCpf } from '../../domain/cpf';
import { TERMS_VERSION } from './terms';

export const DEMO_PASSWORD = 'Demo@2026';
/** The demo users' transaction password (money-moving confirmations), separate from the login password. */
export const DEMO_TRANSACTION_PASSWORD = '481592';

type HolderKey = 'titular_pf' | 'titular_pj' | 'titular_termos';
export type DemoUserKey = Role | HolderKey;

export interface DemoCompany {
    name: string;
    trade_name: string;
    /** CNPJ, unformatted. */
    document: string;
    email: string;
}

export interface DemoUser {
    key: DemoUserKey;
    role: Role;
    userRole: string;
    /** Label of the login table in the README and the login page. */
    profile: string;
    type: 'natural' | 'legal';
    name: string;
    /** CPF, 11 digits: the login name. */
    username: string;
    email: string;
    phone: string;
    two_factor: boolean;
    permissions: readonly Permission[];
    /** The legal person held by a `legal` user, who is its representative. */
    company?: DemoCompany;
    /** The terms of use the user accepted; an older version than TERMS_VERSION is asked again at login. */
    terms_version: string;
}

/** The version before TERMS_VERSION: the one the holder of the new-terms demo accepted. */
export const PREVIOUS_TERMS_VERSION = '2025.1';

const P = PERMISSIONS;
const ALL = Object.values(P).filter((permission) => permission !== P.aclHidden);
const where = (test: (permission: string) => boolean): Permission[] => ALL.filter(test);

/** Administration is the Controller's: profiles, tariffs, limit configuration and account-type changes. */
const ADMIN_ONLY: readonly string[] = [
    P.roleIndex,
    P.roleUpdate,
    P.tariffIndex,
    P.limitControllerConfigure,
    P.accountTypeStore,
    P.accountTypeUpdate,
];
const isApproval = (permission: string) =>
    permission.endsWith('.approve') || permission === P.competenceStore;
const READS = /\.(index|show)$/;

/** What an account holder does for themselves: account, Pix, boletos, payments, limits, credit requests. */
export const HOLDER: readonly Permission[] = [
    P.accountMyAccountShow,
    P.pixTransactionStore,
    P.pixTransactionIndex,
    P.pixKeyIndex,
    P.pixQrcodeStore,
    P.invoiceIndex,
    P.invoiceStore,
    P.slipIndex,
    P.draweeIndex,
    P.draweeStore,
    P.billStore,
    P.tributeStore,
    P.transferStore,
    P.favoredIndex,
    P.favoredStore,
    P.paymentFavoredIndex,
    P.paymentFavoredStore,
    P.statementIndex,
    P.statementShow,
    P.receiptIndex,
    P.limitAccountCreate,
    P.creditSolicitationStore,
    P.microcreditIndex,
    P.preApprovedIndex,
    P.payrollLoanIndex,
    P.advanceIndex,
    P.cashbackUserIndex,
    // Batch transfers and payroll: the route rules open them to legal persons only.
    P.payrollIndex,
    P.payrollStore,
    // Their own documents, e-CNPJ certificate and linked bank accounts.
    P.documentIndex,
    P.documentStore,
    P.certificateStore,
    P.linkedAccountStore,
    // Redemptions (resgates) to their approved linked account: /solicitar-resgate.
    P.withdrawalStore,
    // Collaborators of a company (the route opens it to legal persons only).
    P.collaboratorStore,
    // Phone recharges and prepaid products (Shopping), and top-up boletos of their own accounts.
    P.productStore,
    P.rechargeInvoiceStore,
];

/**
 * The administrator (role 'admin', spec 1 §6): the bank's access and configuration, never its money. The
 * route rule 'admin' opens the administration screens to them (src/app/routes/access.ts); the sandbox lets
 * them grant any staff profile.
 */
const ADMINISTRATION: readonly Permission[] = [
    P.userIndex,
    P.userStore,
    P.roleIndex,
    P.roleUpdate,
    P.tariffIndex,
    P.taxAndFeeIndex,
    P.accountTypeIndex,
    P.accountTypeShow,
    P.accountTypeStore,
    P.accountTypeUpdate,
    P.formIndex,
    P.formUpdate,
];

/** Each demo profile's permission set; /cadastro-acesso gives a new staff user the set of its role. */
export const PROFILE_PERMISSIONS: Record<DemoUserKey, readonly Permission[]> = {
    controller: ALL,
    // Back office: everything but administration.
    backoffice: where((permission) => !ADMIN_ONLY.includes(permission)),
    // Gestor: runs the bank's operations but approves nothing and administers nothing.
    gestor: where((permission) => !ADMIN_ONLY.includes(permission) && !isApproval(permission)),
    // Supervisor: reads everything, and acts as a holder.
    supervisor: [...new Set([...HOLDER, ...where((permission) => READS.test(permission))])],
    empreendedor: [...HOLDER, P.receivableIndex, P.receivableStore, P.bonusIndex],
    cliente: HOLDER,
    caixa: [P.accountMyAccountShow, P.cashbackUserIndex, P.cashDeposit, P.cashWithdraw, P.posAccountingIndex],
    titular_pf: HOLDER,
    titular_pj: HOLDER,
    titular_termos: HOLDER,
    admin: ADMINISTRATION,
};

type Entry = Pick<DemoUser, 'name' | 'username' | 'email' | 'phone'> & Partial<DemoUser>;

const staff = (role: Role, entry: Entry): DemoUser => ({
    key: role,
    role,
    userRole: ROLES[role],
    profile: ROLES[role],
    type: 'natural',
    two_factor: false,
    permissions: PROFILE_PERMISSIONS[role],
    terms_version: TERMS_VERSION,
    ...entry,
});

const holder = (key: HolderKey, profile: string, entry: Entry): DemoUser => ({
    ...staff('cliente', entry),
    key,
    profile,
    permissions: PROFILE_PERMISSIONS[key],
});

const mail = (user: string) => `${user}@bancodigital.com.br`;

export const DEMO_USERS: readonly DemoUser[] = [
    staff('controller', {
        name: 'Ana Carolina Ribeiro',
        username: '50525553690',
        email: mail('ana.ribeiro'),
        phone: '11987412356',
        two_factor: true,
    }),
    staff('backoffice', {
        name: 'Bruno Henrique Almeida',
        username: '35648925247',
        email: mail('bruno.almeida'),
        phone: '11991234870',
    }),
    staff('gestor', {
        name: 'Carla Mendes Duarte',
        username: '64952402878',
        email: mail('carla.duarte'),
        phone: '11996543128',
    }),
    staff('empreendedor', {
        name: 'Diego Fernandes Lima',
        username: '83316015302',
        email: mail('diego.lima'),
        phone: '19998127645',
    }),
    staff('supervisor', {
        name: 'Eduarda Santos Moreira',
        username: '32260953662',
        email: mail('eduarda.moreira'),
        phone: '11994870231',
    }),
    staff('cliente', {
        name: 'Felipe Araújo Costa',
        username: '83956073932',
        email: mail('felipe.costa'),
        phone: '41997315820',
    }),
    staff('caixa', {
        name: 'Gabriela Nunes Rocha',
        username: '06556133078',
        email: mail('gabriela.rocha'),
        phone: '11985246730',
    }),
    holder('titular_pf', 'Titular pessoa física', {
        name: 'Maria Helena Souza',
        username: '00172383749',
        email: 'mariahelena.souza@gmail.com',
        phone: '21998765432',
        two_factor: true,
    }),
    holder('titular_pj', 'Titular pessoa jurídica', {
        type: 'legal',
        name: 'Ricardo Tavares Monteiro',
        username: '83087136298',
        email: 'ricardo@emporiomonteiro.com.br',
        phone: '31993217654',
        company: {
            name: 'Monteiro & Tavares Comércio de Alimentos Ltda',
            trade_name: 'Empório Monteiro',
            document: '45938076000109',
            email: 'financeiro@emporiomonteiro.com.br',
        },
    }),
    // Appended: the demo persons above keep their ids.
    staff('admin', {
        name: 'Helena Vasconcelos Prado',
        username: '41835027644',
        email: mail('helena.prado'),
        phone: '11983456712',
    }),
    holder('titular_termos', 'Titular com novos termos de uso', {
        name: 'Otávio Barbosa Leal',
        username: '73520491850',
        email: 'otavio.leal@gmail.com',
        phone: '27998451236',
        terms_version: PREVIOUS_TERMS_VERSION,
    }),
];

export function demoUserTable(): { perfil: string; usuario: string; senha: string }[] {
    return DEMO_USERS.map((user) => ({
        perfil: user.profile,
        usuario: formatCpf(user.username),
        senha: DEMO_PASSWORD,
    }));
}
