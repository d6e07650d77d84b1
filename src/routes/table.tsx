import { lazyScreen } from '../components/lazyScreen';
import { PERMISSIONS as P } from '../contract/permissions';
import type { Role } from '../contract/roles';
import { HOLDER_PERIODS, NFC_PERIOD } from '../domain/holders';
import type { Audience, MenuGroupId, RouteDef } from './types';

/*
 * The one route table (spec 1 §2, spec 2 §2): every path, its title, breadcrumb parent, permission strings,
 * audience (spec 1 §6 role and brand rules) and side-menu entry. ROUTES' order is the side menu's order
 * within each group (spec 1 §2 "Side menu", spec 2 §6 "Menu groups"); groups follow MENU_GROUPS' order.
 * A route without `screen` or `resource` shows "Em breve" until its area is built.
 */

const HomePage = lazyScreen(() => import('../pages/HomePage'), 'HomePage');
const UserControlPage = lazyScreen(() => import('../pages/accessUsers/UserControlPage'), 'UserControlPage');
const AccessUserCreatePage = lazyScreen(
    () => import('../pages/accessUsers/AccessUserCreatePage'),
    'AccessUserCreatePage',
);
const CollaboratorsPage = lazyScreen(
    () => import('../pages/accessUsers/CollaboratorsPage'),
    'CollaboratorsPage',
);
const EmployeesPage = lazyScreen(() => import('../pages/payroll/EmployeesPage'), 'EmployeesPage');
const DocumentsPage = lazyScreen(() => import('../pages/documents/DocumentsPage'), 'DocumentsPage');
const UploadDocumentsPage = lazyScreen(() => import('../pages/documents/UploadPages'), 'UploadDocumentsPage');
const PartnerDocumentsPage = lazyScreen(
    () => import('../pages/documents/UploadPages'),
    'PartnerDocumentsPage',
);
const IdentityUploadPage = lazyScreen(() => import('../pages/documents/UploadPages'), 'IdentityUploadPage');
const AttorneyUploadPage = lazyScreen(() => import('../pages/documents/UploadPages'), 'AttorneyUploadPage');
const ProfilePage = lazyScreen(() => import('../pages/ProfilePage'), 'ProfilePage');
const MyAccountPage = lazyScreen(() => import('../pages/account/MyAccountPage'), 'MyAccountPage');
const AccountControlPage = lazyScreen(
    () => import('../pages/account/AccountControlPage'),
    'AccountControlPage',
);
const MyCardsPage = lazyScreen(() => import('../pages/cards/MyCardsPage'), 'MyCardsPage');
const ChangePasswordPage = lazyScreen(
    () => import('../authProvider/public/ChangePasswordPage'),
    'ChangePasswordPage',
);
const RememberUserPage = lazyScreen(
    () => import('../authProvider/public/RememberUserPage'),
    'RememberUserPage',
);
const SuccessPage = lazyScreen(() => import('../pages/SuccessPage'), 'SuccessPage');
const holderListing = (name: keyof typeof import('../pages/holders/HolderListPage')) =>
    lazyScreen(() => import('../pages/holders/HolderListPage'), name);
const HOLDER_PERIOD_VALUES = HOLDER_PERIODS.map((period) => period.value);
const registrationScreen = (name: keyof typeof import('../pages/registration/RegistrationPages')) =>
    lazyScreen(() => import('../pages/registration/RegistrationPages'), name);
const RegistrationChooserPage = lazyScreen(
    () => import('../pages/registration/RegistrationChooserPage'),
    'RegistrationChooserPage',
);
const NotificationsPage = lazyScreen(
    () => import('../pages/notifications/NotificationsPage'),
    'NotificationsPage',
);
const CreateNotificationPage = lazyScreen(
    () => import('../pages/notifications/CreateNotificationPage'),
    'CreateNotificationPage',
);
const PixSelectAccountPage = lazyScreen(
    () => import('../pages/pix/PixSelectAccountPage'),
    'PixSelectAccountPage',
);
const PixHomePage = lazyScreen(() => import('../pages/pix/PixHomePage'), 'PixHomePage');
const PixKeysPage = lazyScreen(() => import('../pages/pix/PixKeysPage'), 'PixKeysPage');
const PixReceivePage = lazyScreen(() => import('../pages/pix/PixReceivePage'), 'PixReceivePage');
const PixChargesPage = lazyScreen(() => import('../pages/pix/ChargesPage'), 'ChargesPage');
const PixExtractPage = lazyScreen(() => import('../pages/pix/PixStatementPages'), 'PixExtractPage');
const PixMovementsPage = lazyScreen(() => import('../pages/pix/PixStatementPages'), 'PixMovementsPage');
const PixFavoritesPage = lazyScreen(() => import('../pages/pix/PixFavoritesPage'), 'PixFavoritesPage');
const PixKeyPage = lazyScreen(() => import('../pages/pixSend/PixKeyPage'), 'PixKeyPage');
const PixBankDataPage = lazyScreen(() => import('../pages/pixSend/PixBankDataPage'), 'PixBankDataPage');
const PixQrCodePage = lazyScreen(() => import('../pages/pixSend/PixQrCodePage'), 'PixQrCodePage');
const BillPaymentPage = lazyScreen(() => import('../pages/bills/BillPaymentPage'), 'BillPaymentPage');
const ReceiptPage = lazyScreen(() => import('../pages/bills/ReceiptPage'), 'ReceiptPage');
const ApprovalQueuePage = lazyScreen(
    () => import('../pages/approvals/ApprovalQueuePage'),
    'ApprovalQueuePage',
);
const SlipApprovalQueuePage = lazyScreen(
    () => import('../pages/approvals/ApprovalQueuePage'),
    'SlipApprovalQueuePage',
);
const LinkedAccountApprovalQueuePage = lazyScreen(
    () => import('../pages/approvals/ApprovalQueuePage'),
    'LinkedAccountApprovalQueuePage',
);
const SubaccountApprovalQueuePage = lazyScreen(
    () => import('../pages/approvals/ApprovalQueuePage'),
    'SubaccountApprovalQueuePage',
);
const LinkedAccountPage = lazyScreen(
    () => import('../pages/linkedAccounts/LinkedAccountPage'),
    'LinkedAccountPage',
);
const SubaccountPage = lazyScreen(() => import('../pages/subaccounts/SubaccountPage'), 'SubaccountPage');
const SlipHubPage = lazyScreen(() => import('../pages/slips/SlipHubPage'), 'SlipHubPage');
const InstallmentsReportPage = lazyScreen(
    () => import('../pages/slips/InstallmentsReportPage'),
    'InstallmentsReportPage',
);
const DraweeCreate = lazyScreen(() => import('../resources/drawees/DraweeEdit'), 'DraweeCreate');
const DraweeBatchPage = lazyScreen(() => import('../resources/drawees/DraweeBatchPage'), 'DraweeBatchPage');
const DraweeInstructionsPage = lazyScreen(
    () => import('../resources/drawees/DraweeInstructionsPage'),
    'DraweeInstructionsPage',
);
const InvoiceBatchPage = lazyScreen(
    () => import('../pages/invoiceBatch/InvoiceBatchPage'),
    'InvoiceBatchPage',
);
const InvoiceInstructionsPage = lazyScreen(
    () => import('../pages/invoiceBatch/InvoiceInstructionsPage'),
    'InvoiceInstructionsPage',
);
const IssueInvoicePage = lazyScreen(() => import('../pages/invoices/IssueInvoicePage'), 'IssueInvoicePage');
const InvoiceListPage = lazyScreen(() => import('../pages/invoices/InvoiceListPage'), 'InvoiceListPage');
const statusPage = (name: 'NotAuthorizedPage' | 'NotFoundPage') =>
    lazyScreen(() => import('../pages/statusPages'), name);
const InvoiceDashboardPage = lazyScreen(
    () => import('../pages/invoiceDashboards/InvoiceDashboardPage'),
    'InvoiceDashboardPage',
);
const InvoiceEntriesDashboardPage = lazyScreen(
    () => import('../pages/invoiceDashboards/InvoiceEntriesDashboardPage'),
    'InvoiceEntriesDashboardPage',
);
const InvoiceChargeDashboardPage = lazyScreen(
    () => import('../pages/invoiceDashboards/InvoiceChargeDashboardPage'),
    'InvoiceChargeDashboardPage',
);
const PixApprovalQueuePage = lazyScreen(
    () => import('../pages/approvals/ApprovalQueuePage'),
    'PixApprovalQueuePage',
);
const SelectOrganizationPage = lazyScreen(
    () => import('../pages/pixStaff/SelectOrganizationPage'),
    'SelectOrganizationPage',
);
const IndirectPositionPage = lazyScreen(
    () => import('../pages/pixStaff/IndirectPositionPage'),
    'IndirectPositionPage',
);
const ApiSettingsPage = lazyScreen(() => import('../pages/pixStaff/ApiSettingsPage'), 'ApiSettingsPage');
const PixInputDashboardPage = lazyScreen(
    () => import('../pages/pixStaff/PixInputDashboardPage'),
    'PixInputDashboardPage',
);
const PixOutputDashboardPage = lazyScreen(
    () => import('../pages/pixStaff/PixOutputDashboardPage'),
    'PixOutputDashboardPage',
);

/** Spec 1 §6: approval management with report and the back-office approvals: Controller and Back Office. */
const BACKOFFICE: Role[] = ['controller', 'backoffice'];
/** Spec 1 §6: only Controller sees the Administrative menu (profiles, tariffs, maintenance tariff). */
const CONTROLLER: Role[] = ['controller'];
/** Spec 1 §6: the credit menu is for every role but Caixa. */
const CREDIT: Role[] = ['controller', 'gestor', 'empreendedor', 'supervisor', 'cliente', 'backoffice'];
/** Spec 1 §6: receivable advance is configured by Controller, Gestor and Back Office… */
const RECEIVABLE_CONFIG: Role[] = ['controller', 'gestor', 'backoffice'];
/** …and requested by Empreendedor. */
const RECEIVABLE_REQUEST: Role[] = ['empreendedor'];

/** Spec 1 §6: bulk boleto and bulk payee are hidden from Supervisor on some brands. */
const BULK: Audience = {
    excludeRolesByBrand: [{ feature: 'hideBulkFromSupervisor', roles: ['supervisor'] }],
};
/** Spec 1 §6: batch transfer is for legal-person users only, never Caixa. */
const BATCH: Audience = { personType: 'legal', excludeRoles: ['caixa'] };
/** Spec 1 §6: digital withdrawal is Controller's, and Gestor's on one brand. */
const DIGITAL_WITHDRAWAL: Audience = {
    roles: ['controller'],
    rolesByBrand: [{ feature: 'gestorDigitalWithdrawal', roles: ['gestor'] }],
};
/** Spec 1 §6: bonus advance, Controller or Back Office on certain brands. */
const BONUS_ADVANCE: Audience = { brand: ['bonusAdvance'], roles: BACKOFFICE };
/** Spec 1 §2: one brand renames /bancos, /agencias, /contas to /montadora, /filial, /funcionarios. */
const RENAMED: Audience = { brand: ['hierarchyRenames'] };
const NOT_RENAMED: Audience = { brandNot: ['hierarchyRenames'] };
/** /bancos and /agencias: the store-labelled brands open /lojas and /pontos-de-venda instead (spec 1 §2). */
const BANKS_AND_BRANCHES: Audience = { brandNot: ['hierarchyRenames', 'storeLabels'] };
const POINT_OF_SALE: Audience = { brand: ['pointOfSale'] };
/** Spec 1 §2: type is one of three; period is optional and defaults to 'tudo'. */
const LISTING_PARAMS = { type: ['taxas-e-tarifas', 'depositos', 'saque'] };
const DOUBLE: Audience = { brand: ['doubleApproval'] };
const SINGLE: Audience = { brandNot: ['doubleApproval'] };

export const ROUTES: RouteDef[] = [
    // Outside the main layout. Open: /login and the public pages (spec 1 §2) plus the two error pages.
    { path: '/login', title: 'Entrar', outsideLayout: true, open: true, loggedOutOnly: true },
    {
        path: '/alterarsenha',
        title: 'Alterar senha',
        outsideLayout: true,
        open: true,
        loggedOutOnly: true,
        screen: ChangePasswordPage,
    },
    {
        path: '/user-remember',
        title: 'Recuperar usuário',
        outsideLayout: true,
        open: true,
        screen: RememberUserPage,
    },
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
    {
        path: '/pages/not-authorized',
        title: 'Acesso não autorizado',
        outsideLayout: true,
        open: true,
        screen: statusPage('NotAuthorizedPage'),
    },
    {
        path: '/pages/error-404',
        title: 'Página não encontrada',
        outsideLayout: true,
        open: true,
        screen: statusPage('NotFoundPage'),
    },

    // Account and home. The m- routes serve the user's own account.
    { path: '/', title: 'Início', screen: HomePage },
    {
        path: '/minha-conta',
        title: 'Minha conta',
        permissions: [P.accountMyAccountShow],
        menu: { group: null },
        screen: MyAccountPage,
    },
    {
        path: '/m-controleconta',
        title: 'Controle da conta',
        parent: '/minha-conta',
        permissions: [P.accountMyAccountShow],
        screen: AccountControlPage,
    },
    {
        path: '/m-cartoes',
        title: 'Meus cartões',
        parent: '/minha-conta',
        permissions: [P.accountMyAccountShow],
        screen: MyCardsPage,
    },
    {
        path: '/m-extrato-conta',
        title: 'Extrato da minha conta',
        parent: '/minha-conta',
        permissions: [P.accountMyAccountShow],
    },
    { path: '/perfil', title: 'Meu perfil', screen: ProfilePage },
    { path: '/success', title: 'Operação concluída', screen: SuccessPage, notShortcut: true },

    // Statements and accounts (the menu's /conta-universal comes right after /minha-conta).
    {
        path: '/conta-universal',
        title: 'Conta universal',
        permissions: [P.universalAccountIndex],
        brand: ['contaUniversal'],
        menu: { group: null },
    },
    { path: '/extrato-conta', title: 'Extrato da conta', permissions: [P.statementIndex] },
    {
        path: '/s-extrato-conta',
        title: 'Extrato da subconta',
        parent: '/extrato-conta',
        permissions: [P.statementIndex],
    },
    {
        path: '/extract-detail',
        title: 'Detalhe do lançamento',
        parent: '/extrato-conta',
        permissions: [P.statementShow],
    },
    { path: '/future-release', title: 'Lançamentos futuros', permissions: [P.statementIndex] },

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
    {
        path: '/cadastro-conta',
        title: 'Cadastro de conta',
        permissions: [P.accountCreate],
        screen: SubaccountPage,
    },
    {
        path: '/controleusuario',
        title: 'Controle de usuários',
        permissions: [P.userIndex],
        screen: UserControlPage,
    },
    {
        path: '/cadastro-acesso',
        title: 'Cadastro de acesso',
        parent: '/controleusuario',
        permissions: [P.userStore],
        screen: AccessUserCreatePage,
    },
    // A company's own collaborators: holders reach it, and /controleusuario (staff) is not its parent.
    {
        path: '/adicionar-colaborador',
        title: 'Adicionar colaborador',
        permissions: [P.collaboratorStore],
        personType: 'legal',
        screen: CollaboratorsPage,
    },
    {
        path: '/register-employees',
        title: 'Cadastro de funcionários da folha',
        permissions: [P.payrollStore],
        personType: 'legal',
        screen: EmployeesPage,
    },
    {
        path: '/cadastrar-conta-bancaria',
        title: 'Cadastro de conta bancária',
        permissions: [P.linkedAccountStore],
        screen: LinkedAccountPage,
    },

    // Payers (sacados) and boletos.
    {
        path: '/sacados',
        title: 'Sacados',
        permissions: [P.draweeIndex],
        menu: { group: 'payees' },
        resource: 'sacados',
    },
    {
        path: '/instrucoes-sacado-lote',
        title: 'Sacados em lote: instruções',
        parent: '/sacados',
        permissions: [P.draweeStore],
        ...BULK,
        menu: { group: 'payees' },
        screen: DraweeInstructionsPage,
    },
    {
        path: '/criar-sacado',
        title: 'Novo sacado',
        parent: '/sacados',
        permissions: [P.draweeStore],
        screen: DraweeCreate,
    },
    {
        path: '/sacado-lote',
        title: 'Sacados em lote',
        parent: '/sacados',
        permissions: [P.draweeStore],
        ...BULK,
        screen: DraweeBatchPage,
    },
    // Spec 1 §6 gates the boleto menu with payment.invoice.index: every boleto screen uses it.
    {
        path: '/emitir-boleto',
        title: 'Emitir boleto',
        permissions: [P.invoiceIndex],
        menu: { group: 'boletos' },
        screen: IssueInvoicePage,
    },
    {
        path: '/geracao-boletos',
        title: 'Boletos gerados',
        permissions: [P.invoiceIndex],
        menu: { group: 'boletos' },
        screen: InvoiceListPage,
    },
    {
        path: '/boleto-lote',
        title: 'Boletos em lote',
        permissions: [P.invoiceIndex],
        ...BULK,
        menu: { group: 'boletos' },
        screen: InvoiceBatchPage,
    },
    {
        path: '/instrucoes-boleto-lote',
        title: 'Boletos em lote: instruções',
        parent: '/boleto-lote',
        permissions: [P.invoiceIndex],
        ...BULK,
        screen: InvoiceInstructionsPage,
    },

    // Point of sale (some brands): the Lojas-labelled hierarchy lists and the cash operations.
    {
        path: '/lojas',
        title: 'Lojas',
        permissions: [P.bankIndex],
        ...POINT_OF_SALE,
        menu: { group: 'pointOfSale' },
    },
    {
        path: '/pontos-de-venda',
        title: 'Pontos de venda',
        permissions: [P.agencyIndex],
        ...POINT_OF_SALE,
        menu: { group: 'pointOfSale' },
    },
    {
        path: '/extrato-pdv',
        title: 'Extrato do PDV',
        permissions: [P.posAccountingIndex],
        ...POINT_OF_SALE,
        menu: { group: 'pointOfSale' },
    },
    {
        path: '/operacoes-pdv',
        title: 'Operações do PDV',
        permissions: [P.posAccountingStore],
        ...POINT_OF_SALE,
        menu: { group: 'pointOfSale' },
    },
    {
        path: '/cadastro-loja',
        title: 'Cadastro de loja',
        parent: '/lojas',
        permissions: [P.bankStore],
        ...POINT_OF_SALE,
    },
    {
        path: '/cadastro-ponto-de-venda',
        title: 'Cadastro de ponto de venda',
        parent: '/pontos-de-venda',
        permissions: [P.agencyStore],
        ...POINT_OF_SALE,
    },

    // Notifications.
    { path: '/notifications', title: 'Notificações', menu: { group: null }, screen: NotificationsPage },
    {
        path: '/create-notifications',
        title: 'Nova notificação',
        parent: '/notifications',
        permissions: [P.notificationStore],
        screen: CreateNotificationPage,
    },

    // Approval levels (alçadas): management and report for Controller and Back Office.
    {
        path: '/jurisdiction-account',
        title: 'Alçadas das contas',
        permissions: [P.jurisdictionIndex],
        roles: BACKOFFICE,
        menu: { group: 'approvals' },
    },
    {
        path: '/jurisdiction-approve-report',
        title: 'Relatório de aprovações',
        permissions: [P.jurisdictionIndex],
        roles: BACKOFFICE,
        menu: { group: 'approvals' },
    },
    {
        path: '/jurisdiction-management',
        title: 'Gestão de alçadas',
        parent: '/jurisdiction-account',
        permissions: [P.jurisdictionUpdate],
        roles: BACKOFFICE,
    },
    // The approver's own queue (the operations an approval level held back): no role rule.
    { path: '/jurisdiction-approve', title: 'Aprovações pendentes', permissions: [P.jurisdictionApprove] },

    // NFC cards. The menu's first NFC entry is the account list /listagem-contas/:period with period
    // 'vincular-cartao-nfc' (pick an account, then link its card); a route has one menu entry and the account
    // list's is Holder management's, so the NFC entry hangs on /vincular-cartao-nfc with `menu.to`.
    {
        path: '/vincular-cartao-nfc',
        title: 'Vincular cartão NFC',
        permissions: [P.cardNfcAssociate],
        menu: { group: 'nfc', to: '/listagem-contas/vincular-cartao-nfc' },
    },
    {
        path: '/listar-cartao-nfc',
        title: 'Cartões NFC',
        permissions: [P.cardNfcAssociate],
        menu: { group: 'nfc' },
    },
    {
        path: '/geracao-cartao-lote',
        title: 'Geração de cartões em lote',
        parent: '/listar-cartao-nfc',
        permissions: [P.cardNfcStore],
    },
    {
        path: '/geracao-recibo-lote',
        title: 'Geração de recibos em lote',
        parent: '/listar-cartao-nfc',
        permissions: [P.cardNfcStore],
    },

    // Cashback.
    { path: '/cashback', title: 'Cashback', permissions: [P.cashbackUserIndex], menu: { group: 'cashback' } },
    {
        path: '/empreendedores-cashback',
        title: 'Empreendedores do cashback',
        permissions: [P.cashbackUserIndex],
        menu: { group: 'cashback' },
    },

    // Graphic accounts (contas gráficas).
    {
        path: '/contas-graficas',
        title: 'Contas gráficas',
        permissions: [P.graphicAccountIndex],
        menu: { group: null },
    },
    {
        path: '/detalhe-conta-grafica',
        title: 'Detalhe da conta gráfica',
        parent: '/contas-graficas',
        permissions: [P.graphicAccountShow],
    },

    // Batch transfers and batch payments (legal persons, not Caixa).
    {
        path: '/batch-transfer-list',
        title: 'Transferências em lote',
        permissions: [P.payrollIndex],
        ...BATCH,
        menu: { group: 'batchTransfer' },
    },
    {
        path: '/relatorios-pagamento-lote',
        title: 'Relatórios de pagamento em lote',
        permissions: [P.payrollIndex],
        ...BATCH,
        menu: { group: 'batchTransfer' },
    },
    {
        path: '/batch-transfer-create',
        title: 'Nova transferência em lote',
        parent: '/batch-transfer-list',
        permissions: [P.payrollStore],
        ...BATCH,
    },
    {
        path: '/batch-transfer-file-upload',
        title: 'Envio de arquivo de transferência em lote',
        parent: '/batch-transfer-list',
        permissions: [P.payrollStore],
        ...BATCH,
    },
    {
        path: '/batch-transfer-payment',
        title: 'Pagamento da transferência em lote',
        parent: '/batch-transfer-list',
        permissions: [P.payrollStore],
        ...BATCH,
    },
    { path: '/pagamento-em-lote', title: 'Pagamentos em lote', permissions: [P.payrollStore], ...BATCH },
    {
        path: '/pagamento-lote',
        title: 'Novo lote de pagamento',
        parent: '/pagamento-em-lote',
        permissions: [P.payrollStore],
        ...BATCH,
    },
    {
        path: '/pagamento-lote-fixo',
        title: 'Lote de pagamento fixo',
        parent: '/pagamento-em-lote',
        permissions: [P.payrollStore],
        ...BATCH,
    },
    {
        path: '/instrucoes-pagamento-lote',
        title: 'Pagamento em lote: instruções',
        parent: '/pagamento-em-lote',
        permissions: [P.payrollStore],
        ...BATCH,
    },
    // Account pickers and the receipt hop used by several payment flows: no person-type rule.
    { path: '/selecionar-conta', title: 'Seleção de conta', permissions: [P.payrollStore] },
    { path: '/f-selecionar-conta', title: 'Seleção de conta de origem', permissions: [P.payrollStore] },
    {
        path: '/receipt-redirect',
        title: 'Comprovante',
        permissions: [P.receiptIndex],
        screen: ReceiptPage,
        notShortcut: true,
    },

    // Pix.
    {
        path: '/pix-select-account',
        title: 'Seleção de conta Pix',
        permissions: [P.pixTransactionStore],
        menu: { group: 'pix', label: 'Área Pix' },
        screen: PixSelectAccountPage,
    },
    {
        path: '/selecionar-org-pix',
        title: 'Seleção de organização Pix',
        permissions: [P.pixOrganizationIndex],
        menu: { group: 'pix' },
        screen: SelectOrganizationPage,
    },
    {
        path: '/pix-indireto',
        title: 'Pix indireto',
        permissions: [P.pixIndirectIndex],
        menu: { group: 'pix' },
        screen: IndirectPositionPage,
    },
    {
        path: '/apix',
        title: 'APIX',
        permissions: [P.pixApiIndex],
        menu: { group: 'pix' },
        screen: ApiSettingsPage,
    },
    {
        path: '/pix-home',
        title: 'Pix',
        parent: '/pix-select-account',
        permissions: [P.pixTransactionStore],
        screen: PixHomePage,
    },
    {
        path: '/pix-keys',
        title: 'Chaves Pix',
        parent: '/pix-home',
        permissions: [P.pixKeyIndex],
        screen: PixKeysPage,
    },
    {
        path: '/pix-extract',
        title: 'Extrato Pix',
        parent: '/pix-home',
        permissions: [P.pixTransactionIndex],
        screen: PixExtractPage,
    },
    {
        path: '/pix-favorites',
        title: 'Contatos Pix favoritos',
        parent: '/pix-home',
        permissions: [P.pixTransactionStore],
        screen: PixFavoritesPage,
    },
    {
        path: '/pix-key-manual',
        title: 'Pix com chave',
        parent: '/pix-home',
        permissions: [P.pixTransactionStore],
        screen: PixKeyPage,
    },
    {
        path: '/pix-bank-data',
        title: 'Pix com dados bancários',
        parent: '/pix-home',
        permissions: [P.pixTransactionStore],
        screen: PixBankDataPage,
    },
    {
        path: '/pix-qrcode',
        title: 'Pagar com QR Code Pix',
        parent: '/pix-home',
        permissions: [P.pixTransactionStore],
        screen: PixQrCodePage,
    },
    {
        path: '/pix-receive',
        title: 'Receber com Pix',
        parent: '/pix-home',
        permissions: [P.pixQrcodeStore],
        screen: PixReceivePage,
    },
    {
        path: '/qr-code-cobranca',
        title: 'QR Code de cobrança',
        parent: '/pix-home',
        permissions: [P.pixQrcodeStore],
        screen: PixChargesPage,
    },
    {
        path: '/extrato-pix',
        title: 'Movimentações Pix',
        permissions: [P.pixTransactionIndex],
        screen: PixMovementsPage,
    },

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

    // Limits.
    {
        path: '/limits-select-account',
        title: 'Seleção de conta para limites',
        permissions: [P.limitAccountCreate],
        menu: { group: 'limits', label: 'Limites da conta' },
    },
    {
        path: '/aprovar-limites',
        title: 'Aprovação de limites',
        permissions: [P.limitBackofficeApprove],
        menu: { group: 'limits' },
    },
    {
        path: '/configurar-limites',
        title: 'Configuração de limites',
        permissions: [P.limitControllerConfigure],
        menu: { group: 'limits' },
    },
    {
        path: '/meus-limites',
        title: 'Meus limites',
        parent: '/limits-select-account',
        permissions: [P.limitAccountCreate],
    },
    {
        path: '/cadastro-limite-banco',
        title: 'Cadastro de limite do banco',
        parent: '/configurar-limites',
        permissions: [P.limitControllerConfigure],
    },

    // Back-office approvals (Controller and Back Office; the maintenance tariff is Controller's only).
    // On double-approval brands the *-double-approve screens replace their single-approval twins.
    {
        path: '/pix-double-approve',
        title: 'Aprovação dupla de Pix',
        permissions: [P.competenceStore],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
        screen: PixApprovalQueuePage,
    },
    {
        path: '/manual-recharge-approve',
        title: 'Aprovação de cargas manuais',
        permissions: [P.manualRechargeApprove],
        roles: BACKOFFICE,
        brand: ['manualRechargeApproval'],
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/resgate',
        title: 'Aprovação de resgates',
        permissions: [P.withdrawalApprove],
        roles: BACKOFFICE,
        ...SINGLE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/resgate-double-approve',
        title: 'Aprovação dupla de resgates',
        permissions: [P.competenceStore],
        roles: BACKOFFICE,
        ...DOUBLE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/boleto',
        title: 'Aprovação de boletos',
        permissions: [P.billApprove],
        roles: BACKOFFICE,
        ...SINGLE,
        menu: { group: 'backofficeApprovals' },
        screen: ApprovalQueuePage,
    },
    {
        path: '/boleto-double-approve',
        title: 'Aprovação dupla de boletos',
        permissions: [P.competenceStore],
        roles: BACKOFFICE,
        ...DOUBLE,
        menu: { group: 'backofficeApprovals' },
        screen: ApprovalQueuePage,
    },
    {
        path: '/aprovar-conta-bancaria',
        title: 'Aprovação de contas bancárias',
        permissions: [P.linkedAccountApprove],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
        screen: LinkedAccountApprovalQueuePage,
    },
    {
        path: '/aprovar-subcontas',
        title: 'Aprovação de subcontas',
        permissions: [P.subaccountApprove],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
        screen: SubaccountApprovalQueuePage,
    },
    {
        path: '/aprovar-tributos',
        title: 'Aprovação de tributos',
        permissions: [P.tributeApprove],
        roles: BACKOFFICE,
        ...SINGLE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/aprovar-tributos-double-approve',
        title: 'Aprovação dupla de tributos',
        permissions: [P.competenceStore],
        roles: BACKOFFICE,
        ...DOUBLE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/backoffice-cartoes',
        title: 'Gestão de cartões',
        permissions: [P.cardManagementIndex],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/operacoes-cartoes',
        title: 'Operações de cartões',
        permissions: [P.cardOperationIndex],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/conta-transitoria',
        title: 'Conta transitória',
        permissions: [P.transientAccountApprove],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/tarifa-de-manutencao',
        title: 'Tarifa de manutenção',
        permissions: [P.managementFeeStore],
        roles: CONTROLLER,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/cadastro-de-cooperativa',
        title: 'Cadastro de cooperativa',
        permissions: [P.cooperativeStore],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/cadastro-motorista',
        title: 'Cadastro de motorista',
        parent: '/motoristas',
        permissions: [P.driverStore],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/cadastro-motorista-lote',
        title: 'Cadastro de motoristas em lote',
        parent: '/motoristas',
        permissions: [P.driverStore],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/pagamentocorridas',
        title: 'Pagamento de corridas',
        permissions: [P.ridePaymentStore],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/pagamento-motoristas-ca',
        title: 'Pagamento de motoristas (CA)',
        permissions: [P.ridePaymentStore],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
    },
    {
        path: '/approve-slipparcel',
        title: 'Aprovação de parcelamento de boletos',
        permissions: [P.slipApprove],
        roles: BACKOFFICE,
        menu: { group: 'backofficeApprovals' },
        screen: SlipApprovalQueuePage,
    },

    // Marketplace: the payment provider's routes carry its name. Spec 2 §6 names /iugu-marketplaces; the
    // other five provider routes (chargebacks, invoices and their detail, sending documents, account details)
    // are named here on the same pattern: /iugu-chargebacks, /iugu-faturas, /iugu-faturas-detalhe,
    // /iugu-enviar-documentos, /iugu-detalhes-conta.
    {
        path: '/iugu-marketplaces',
        title: 'Marketplaces Iugu',
        permissions: [P.marketplaceIndex],
        menu: { group: 'marketplace' },
    },
    {
        path: '/subaccounts-marketplace',
        title: 'Subcontas do marketplace',
        permissions: [P.subaccountIndex],
        menu: { group: 'marketplace' },
    },
    {
        path: '/subaccounts-config',
        title: 'Configuração de subcontas',
        permissions: [P.subaccountConfigure],
        menu: { group: 'marketplace' },
    },
    {
        path: '/iugu-detalhes-conta',
        title: 'Detalhes da conta Iugu',
        parent: '/iugu-marketplaces',
        permissions: [P.marketplaceAccountShow],
    },
    { path: '/iugu-chargebacks', title: 'Chargebacks Iugu', permissions: [P.marketplaceChargebackIndex] },
    { path: '/iugu-faturas', title: 'Faturas Iugu', permissions: [P.marketplaceInvoiceIndex] },
    {
        path: '/iugu-faturas-detalhe',
        title: 'Detalhe da fatura Iugu',
        parent: '/iugu-faturas',
        permissions: [P.marketplaceInvoiceIndex],
    },
    {
        path: '/iugu-enviar-documentos',
        title: 'Envio de documentos à Iugu',
        permissions: [P.marketplaceDocumentStore],
    },
    {
        path: '/subaccounts-create',
        title: 'Nova subconta',
        parent: '/subaccounts-marketplace',
        permissions: [P.subaccountStore],
    },
    {
        path: '/subaccounts-marketplace-details',
        title: 'Detalhes da subconta',
        parent: '/subaccounts-marketplace',
        permissions: [P.subaccountShow],
    },
    {
        path: '/subaccounts-validate',
        title: 'Validação de subcontas',
        parent: '/subaccounts-marketplace',
        permissions: [P.subaccountApprove],
    },
    {
        path: '/subaccounts-config-account',
        title: 'Configuração da subconta',
        parent: '/subaccounts-config',
        permissions: [P.subaccountConfigure],
    },

    // Holder management: the account list (also the NFC entry's first step, hence card.nfc.associate) and
    // documents. The other listings take a period; /listagem and /detalhamento a type too
    // (taxas-e-tarifas, depositos, saque), so payment.tax_and_fee.index also opens them.
    {
        path: '/listagem-contas/:period',
        title: 'Listagem de contas',
        permissions: [P.accountIndex, P.cardNfcAssociate],
        menu: { group: 'holders', to: '/listagem-contas/tudo' },
        params: { period: [...HOLDER_PERIOD_VALUES, NFC_PERIOD] },
        screen: holderListing('AccountListingPage'),
    },
    {
        path: '/documentos',
        title: 'Documentos',
        permissions: [P.documentIndex],
        menu: { group: 'holders' },
        screen: DocumentsPage,
    },
    {
        path: '/listagem-beneficiarios/:period',
        title: 'Listagem de contas benefício',
        permissions: [P.accountIndex],
        params: { period: HOLDER_PERIOD_VALUES },
        screen: holderListing('BenefitListingPage'),
    },
    {
        path: '/listagem-estabelecimentos/:period',
        title: 'Listagem de estabelecimentos',
        permissions: [P.accountIndex],
        params: { period: HOLDER_PERIOD_VALUES },
        screen: holderListing('MerchantListingPage'),
    },
    {
        path: '/listagem-contas-pre-pagas/:period',
        title: 'Listagem de contas pré-pagas',
        permissions: [P.accountIndex],
        params: { period: HOLDER_PERIOD_VALUES },
        screen: holderListing('PrepaidListingPage'),
    },
    {
        path: '/listagem/:type/:period?',
        params: LISTING_PARAMS,
        title: 'Listagem de movimentações',
        permissions: [P.listingIndex, P.taxAndFeeIndex],
    },
    {
        path: '/detalhamento/:type/:period?',
        params: LISTING_PARAMS,
        title: 'Detalhamento de movimentações',
        permissions: [P.listingIndex, P.taxAndFeeIndex],
    },

    // Documents and certificate.
    {
        path: '/upload-de-documentos',
        title: 'Envio de documentos',
        parent: '/documentos',
        permissions: [P.documentStore],
        screen: UploadDocumentsPage,
    },
    {
        path: '/upload-documentos-socio',
        title: 'Envio de documentos do sócio',
        parent: '/documentos',
        permissions: [P.documentStore],
        screen: PartnerDocumentsPage,
    },
    {
        path: '/upload-identidade',
        title: 'Envio de documento de identidade',
        parent: '/documentos',
        permissions: [P.documentStore],
        screen: IdentityUploadPage,
    },
    {
        path: '/upload-procurador',
        title: 'Envio de documentos do procurador',
        parent: '/documentos',
        permissions: [P.documentStore],
        screen: AttorneyUploadPage,
    },
    {
        path: '/importar-certificado',
        title: 'Importar certificado',
        permissions: [P.certificateStore],
        screen: lazyScreen(
            () => import('../pages/certificate/CertificateImportPage'),
            'CertificateImportPage',
        ),
    },

    // Forms.
    { path: '/list-form', title: 'Formulários', permissions: [P.formIndex], menu: { group: null } },
    { path: '/edit-form', title: 'Editar formulário', parent: '/list-form', permissions: [P.formUpdate] },

    // Payees (favorecidos) and payments.
    {
        path: '/favorecidos',
        title: 'Favorecidos',
        permissions: [P.favoredIndex],
        menu: { group: 'favored' },
    },
    {
        path: '/pagamento-favorecidos',
        title: 'Pagamento a favorecidos',
        permissions: [P.paymentFavoredIndex],
        menu: { group: 'favored' },
    },
    {
        path: '/cadastro-favorecido',
        title: 'Cadastro de favorecido',
        parent: '/favorecidos',
        permissions: [P.favoredStore],
    },
    {
        path: '/pagar-favorecido',
        title: 'Pagar favorecido',
        parent: '/pagamento-favorecidos',
        permissions: [P.paymentFavoredStore],
    },
    {
        path: '/s-pagar-favorecido',
        title: 'Pagar favorecido pela subconta',
        parent: '/pagamento-favorecidos',
        permissions: [P.paymentFavoredStore],
    },
    {
        path: '/liquidacaoboleto',
        title: 'Pagamento de boleto',
        permissions: [P.billStore],
        screen: BillPaymentPage,
    },
    {
        path: '/s-liquidacaoboleto',
        title: 'Pagamento de boleto pela subconta',
        parent: '/liquidacaoboleto',
        permissions: [P.billStore],
        screen: BillPaymentPage,
    },
    { path: '/darf', title: 'Pagamento de DARF', permissions: [P.tributeStore] },
    { path: '/darf-simples', title: 'Pagamento de DARF Simples', permissions: [P.tributeStore] },
    { path: '/pagamento-gps', title: 'Pagamento de GPS', permissions: [P.tributeStore] },
    { path: '/deposito', title: 'Depósito', permissions: [P.cashDeposit] },
    { path: '/saque', title: 'Saque', permissions: [P.cashWithdraw] },
    { path: '/solicitar-resgate', title: 'Solicitar resgate', permissions: [P.withdrawalStore] },
    { path: '/transfer', title: 'Transferência', permissions: [P.transferStore] },
    {
        path: '/s-transfer',
        title: 'Transferência pela subconta',
        parent: '/transfer',
        permissions: [P.transferStore],
    },
    { path: '/transfer-digital', title: 'Transferência entre contas', permissions: [P.transferStore] },
    { path: '/carga-manual', title: 'Carga manual', permissions: [P.manualRechargeStore] },
    {
        path: '/s-carga-manual',
        title: 'Carga manual na subconta',
        parent: '/carga-manual',
        permissions: [P.manualRechargeStore],
    },
    { path: '/recharge-account', title: 'Recarga de conta', permissions: [P.rechargeInvoiceStore] },
    {
        path: '/administrative-transfer-account',
        title: 'Transferência administrativa',
        permissions: [P.administrativeTransferStore],
    },
    { path: '/cellphone-recharge', title: 'Recarga de celular', permissions: [P.productStore] },
    { path: '/payment-product', title: 'Shopping', permissions: [P.productStore] },

    // Institutions (hierarchy). The renaming brand sees /montadora, /filial, /funcionarios in place of
    // /bancos, /agencias, /contas, so the menu lists each pair together: either brand sees bank, branch,
    // account. (Store-labelled brands use /lojas and /pontos-de-venda, and `storeTitle` on the other screens.)
    {
        path: '/bancos',
        title: 'Bancos',
        permissions: [P.bankIndex],
        ...BANKS_AND_BRANCHES,
        menu: { group: 'hierarchy' },
    },
    {
        path: '/montadora',
        title: 'Montadoras',
        permissions: [P.bankIndex],
        ...RENAMED,
        menu: { group: 'hierarchy' },
    },
    {
        path: '/agencias',
        title: 'Agências',
        permissions: [P.agencyIndex],
        ...BANKS_AND_BRANCHES,
        menu: { group: 'hierarchy' },
    },
    {
        path: '/filial',
        title: 'Filiais',
        permissions: [P.agencyIndex],
        ...RENAMED,
        menu: { group: 'hierarchy' },
    },
    {
        path: '/contas',
        title: 'Contas',
        permissions: [P.accountIndex],
        ...NOT_RENAMED,
        menu: { group: 'hierarchy' },
    },
    {
        path: '/funcionarios',
        title: 'Funcionários',
        permissions: [P.accountIndex],
        ...RENAMED,
        menu: { group: 'hierarchy' },
    },
    {
        path: '/cadastro-banco',
        title: 'Cadastro de banco',
        storeTitle: 'Cadastro de loja',
        parent: '/bancos',
        permissions: [P.bankStore],
        ...NOT_RENAMED,
    },
    {
        path: '/detalhe-banco',
        title: 'Detalhe do banco',
        storeTitle: 'Detalhe da loja',
        parent: '/bancos',
        permissions: [P.bankShow],
        ...NOT_RENAMED,
    },
    {
        path: '/cadastro-agencia',
        title: 'Cadastro de agência',
        storeTitle: 'Cadastro de ponto de venda',
        parent: '/agencias',
        permissions: [P.agencyStore],
        ...NOT_RENAMED,
    },
    {
        path: '/detalhe-agencia',
        title: 'Detalhe da agência',
        storeTitle: 'Detalhe do ponto de venda',
        parent: '/agencias',
        permissions: [P.agencyShow],
        ...NOT_RENAMED,
    },
    {
        path: '/cadastro-contas',
        title: 'Cadastro de conta na agência',
        parent: '/contas',
        permissions: [P.accountCreate],
        ...NOT_RENAMED,
    },
    {
        path: '/cadastro-montadora',
        title: 'Cadastro de montadora',
        parent: '/montadora',
        permissions: [P.bankStore],
        ...RENAMED,
    },
    {
        path: '/detalhe-montadora',
        title: 'Detalhe da montadora',
        parent: '/montadora',
        permissions: [P.bankShow],
        ...RENAMED,
    },
    {
        path: '/cadastro-filial',
        title: 'Cadastro de filial',
        parent: '/filial',
        permissions: [P.agencyStore],
        ...RENAMED,
    },
    {
        path: '/detalhe-filial',
        title: 'Detalhe da filial',
        parent: '/filial',
        permissions: [P.agencyShow],
        ...RENAMED,
    },
    {
        path: '/cadastro-funcionarios',
        title: 'Cadastro de funcionário',
        parent: '/funcionarios',
        permissions: [P.accountCreate],
        ...RENAMED,
    },
    // Spec 1 §2 and spec 2 §6 list the bank comparison after the hierarchy group, at the top level.
    {
        path: '/comparativo-bancos',
        title: 'Comparativo de bancos',
        storeTitle: 'Comparativo de lojas',
        permissions: [P.bankIndex],
        menu: { group: null },
    },

    // Taxi and driver payouts (the driver registration and payout entries sit in the back-office approvals).
    {
        path: '/corridasbackoffice',
        title: 'Gestão de corridas',
        permissions: [P.rideIndex],
        menu: { group: 'taxi' },
    },
    { path: '/corridas', title: 'Corridas', permissions: [P.rideIndex], menu: { group: 'taxi' } },
    { path: '/listagem-wpet', title: 'Listagem WPET', permissions: [P.wpetIndex], menu: { group: 'taxi' } },
    { path: '/wpet', title: 'WPET', permissions: [P.wpetIndex], menu: { group: 'taxi' } },
    { path: '/motoristas', title: 'Motoristas', permissions: [P.driverIndex], menu: { group: 'taxi' } },
    {
        path: '/relatoriorepasse',
        title: 'Relatório de repasse',
        permissions: [P.driverTransferIndex],
        menu: { group: 'taxi' },
    },
    {
        path: '/qrcodemotoristas',
        title: 'QR Codes dos motoristas',
        permissions: [P.driverIndex],
        menu: { group: 'taxi' },
    },
    {
        path: '/detalhar-corridas-backoffice',
        title: 'Detalhamento de corridas',
        parent: '/corridasbackoffice',
        permissions: [P.rideIndex],
    },

    // Fees and tariffs, administration.
    {
        path: '/taxas-e-tarifas',
        title: 'Taxas e tarifas',
        permissions: [P.taxAndFeeIndex],
        menu: { group: null },
    },
    {
        path: '/perfis',
        title: 'Perfis',
        permissions: [P.roleIndex],
        roles: CONTROLLER,
        menu: { group: 'administrative' },
    },
    {
        path: '/tariffs',
        title: 'Tarifas',
        permissions: [P.tariffIndex],
        roles: CONTROLLER,
        menu: { group: 'administrative' },
    },
    {
        path: '/configurar-perfil',
        title: 'Configuração de perfil',
        parent: '/perfis',
        permissions: [P.roleUpdate],
        roles: CONTROLLER,
    },
    {
        path: '/tipos-contas',
        title: 'Tipos de conta',
        permissions: [P.accountTypeIndex],
        resource: 'tipos-contas',
    },

    // Dashboards: screens of summary figures, one permission string per area.
    { path: '/entries-dash', title: 'Painel de entradas', permissions: [P.paymentDashboardIndex] },
    { path: '/output-dash', title: 'Painel de saídas', permissions: [P.paymentDashboardIndex] },
    {
        path: '/digitalwithdrawal-output-dash',
        title: 'Painel de saídas por saque digital',
        permissions: [P.custodyDashboardIndex],
    },
    {
        path: '/tribute-output-dash',
        title: 'Painel de saídas de tributos',
        permissions: [P.paymentDashboardIndex],
    },
    {
        path: '/account-balance-dash',
        title: 'Painel de saldo das contas',
        permissions: [P.accessDashboardIndex],
    },
    {
        path: '/pix-input-dash',
        title: 'Painel de entradas Pix',
        permissions: [P.pixDashboardIndex],
        screen: PixInputDashboardPage,
    },
    {
        path: '/pix-output-dash',
        title: 'Painel de saídas Pix',
        permissions: [P.pixDashboardIndex],
        screen: PixOutputDashboardPage,
    },
    {
        path: '/account-dash',
        title: 'Painel de contas',
        permissions: [P.accessDashboardIndex],
        screen: lazyScreen(
            () => import('../pages/accountDashboards/AccountDashboardPage'),
            'AccountDashboardPage',
        ),
    },
    {
        path: '/economy-balance-dash',
        title: 'Painel de saldo da economia',
        permissions: [P.accessDashboardIndex],
    },
    { path: '/revenue-dash', title: 'Painel de receitas', permissions: [P.paymentDashboardIndex] },
    { path: '/withdraw-dash', title: 'Painel de saques', permissions: [P.paymentDashboardIndex] },
    {
        path: '/registration-dash',
        title: 'Painel de cadastros',
        permissions: [P.accessDashboardIndex],
        screen: lazyScreen(
            () => import('../pages/accountDashboards/RegistrationDashboardPage'),
            'RegistrationDashboardPage',
        ),
    },
    {
        path: '/invoice-dash',
        title: 'Painel de boletos',
        permissions: [P.paymentDashboardIndex],
        screen: InvoiceDashboardPage,
    },
    { path: '/rvt-lucro-dash', title: 'Painel de lucro RVT', permissions: [P.paymentDashboardIndex] },
    {
        path: '/invoice-entries-dash',
        title: 'Painel de entradas por boleto',
        permissions: [P.paymentDashboardIndex],
        screen: InvoiceEntriesDashboardPage,
    },
    { path: '/nfc_transaction-dash', title: 'Painel de transações NFC', permissions: [P.cardDashboardIndex] },
    { path: '/nfc_card-dash', title: 'Painel de cartões NFC', permissions: [P.cardDashboardIndex] },
    {
        path: '/manual-recharge-dash',
        title: 'Painel de cargas manuais',
        permissions: [P.paymentDashboardIndex],
    },
    {
        path: '/administrative-transfer-dash',
        title: 'Painel de transferências administrativas',
        permissions: [P.paymentDashboardIndex],
    },
    {
        path: '/invoice-charge-dash',
        title: 'Painel de cobranças por boleto',
        permissions: [P.paymentDashboardIndex],
        screen: InvoiceChargeDashboardPage,
    },
    {
        path: '/invoice-recharge-dash',
        title: 'Painel de recargas por boleto',
        permissions: [P.paymentDashboardIndex],
    },
    { path: '/transfer-dash', title: 'Painel de transferências', permissions: [P.paymentDashboardIndex] },
    {
        path: '/credit-and-advance-dash',
        title: 'Painel de crédito e antecipação',
        permissions: [P.creditDashboardIndex],
    },
    { path: '/cashback-dash', title: 'Painel de cashback', permissions: [P.cashbackDashboardIndex] },
];

/**
 * Spec 1 §2 / spec 2 §2: menu entries without a path (no screen exists for them). Promoters (credit
 * promoters) and the credit card sit with credit; prepaid services and reports span areas, so top level.
 */
export const MENU_PLACEHOLDERS: { group: MenuGroupId | null; label: string }[] = [
    { group: 'credit', label: 'Promotores' },
    { group: 'credit', label: 'Cartão de crédito' },
    { group: null, label: 'Serviços pré-pagos' },
    { group: null, label: 'Relatórios' },
];
