/**
 * Access users (who can sign in): the bank's staff created in `/cadastro-acesso` and the collaborators a
 * company adds in `/adicionar-colaborador`. Rules and pt-BR texts shared by the forms and the sandbox bank.
 */
import { PERMISSIONS, type Permission } from '../contract/permissions';
import { ROLES, type Role } from '../contract/roles';
import { isValidMobile } from './phone';
import { cpfProblem, emailProblem, personNameProblem, SIGNUP_MESSAGES } from './signupFields';

/** The profiles a staff access user can get (holders get theirs by opening an account). */
export const STAFF_ROLES = [
    'controller',
    'backoffice',
    'gestor',
    'supervisor',
    'caixa',
] as const satisfies Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (role: unknown): role is StaffRole =>
    typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);

export const roleLabel = (role: string) => (ROLES as Record<string, string>)[role] ?? role;

const P = PERMISSIONS;
const CONSULTA: readonly Permission[] = [
    P.accountMyAccountShow,
    P.statementIndex,
    P.statementShow,
    P.receiptIndex,
    P.pixTransactionIndex,
];

/**
 * A collaborator's limited profile: `consulta` reads statements and receipts; `operador` also pays and sends
 * Pix, each payment going through the company's approval rules (alçadas) like the holder's own.
 */
export const COLLABORATOR_PROFILES = {
    consulta: {
        label: 'Consulta',
        description: 'Vê saldos, extratos e comprovantes. Não movimenta.',
        permissions: CONSULTA,
    },
    operador: {
        label: 'Operador',
        description: 'Também paga boletos, tributos e envia Pix e transferências, sujeito às alçadas.',
        permissions: [
            ...CONSULTA,
            P.pixKeyIndex,
            P.pixTransactionStore,
            P.billStore,
            P.tributeStore,
            P.transferStore,
            P.paymentFavoredIndex,
        ],
    },
} as const satisfies Record<
    string,
    { label: string; description: string; permissions: readonly Permission[] }
>;

export type CollaboratorProfile = keyof typeof COLLABORATOR_PROFILES;

export const isCollaboratorProfile = (value: unknown): value is CollaboratorProfile =>
    typeof value === 'string' && Object.hasOwn(COLLABORATOR_PROFILES, value);

export const collaboratorRoleLabel = (profile: CollaboratorProfile) =>
    `Colaborador (${COLLABORATOR_PROFILES[profile].label.toLowerCase()})`;

export const ACCESS_USER_MESSAGES = {
    roleRequired: 'Escolha o perfil de acesso.',
    roleAboveOwn: 'Você não pode conceder um perfil com permissões que você não tem.',
    ownRole: 'Você não pode alterar o seu próprio perfil.',
    ownStatus: 'Você não pode bloquear nem remover o seu próprio acesso.',
    notStaff: 'Só o perfil de usuários da equipe do banco pode ser alterado aqui.',
    holderMain:
        'Este é o acesso principal de um titular: bloqueie ou encerre o titular na listagem de contas.',
    statusInvalid: 'Situação inválida: use ativo ou bloqueado.',
    alreadyStatus: 'O usuário já está nesta situação.',
    twoFactorInvalid: 'Informe se a confirmação por SMS fica ligada.',
    cpfTaken: 'Este CPF já é login de outro usuário.',
    emailTaken: 'Este e-mail já é de outro usuário.',
    profileRequired: 'Escolha o perfil do colaborador: consulta ou operador.',
    notCompany: 'Só empresas (pessoa jurídica) cadastram colaboradores.',
    ownCpf: 'Este é o seu CPF: cadastre outra pessoa.',
    reasonRequired: 'Informe o motivo (pelo menos 5 caracteres).',
} as const;

/** The person's data typed in both forms. */
export interface AccessUserFields {
    name: string;
    cpf: string;
    email: string;
    phone: string;
}

export type AccessUserErrors = Partial<Record<keyof AccessUserFields | 'role' | 'profile', string>>;

/**
 * Field → first pt-BR message for every rule the data breaks; empty when it is fine. Also the person part of
 * a payroll employee (employees.ts).
 */
export function accessUserProblems(
    input: Partial<Record<keyof AccessUserFields, unknown>>,
): AccessUserErrors {
    const errors: AccessUserErrors = {};
    const name = personNameProblem(input.name);
    if (name) errors.name = name;
    const cpf = cpfProblem(input.cpf);
    if (cpf) errors.cpf = cpf;
    const email = emailProblem(input.email);
    if (email) errors.email = email;
    const phone = typeof input.phone === 'string' ? input.phone : '';
    if (!phone.trim()) errors.phone = SIGNUP_MESSAGES.cellphoneRequired;
    else if (!isValidMobile(phone)) errors.phone = SIGNUP_MESSAGES.cellphoneInvalid;
    return errors;
}
