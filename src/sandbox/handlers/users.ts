/**
 * Access users (docs/api.md "Access users, collaborators and employees"): the bank's users for staff
 * (`access/user`, /controleusuario and /cadastro-acesso) and a company's collaborators
 * (`access/collaborator`, /adicionar-colaborador). The signed-in user's own `access/user/{uuid}` stays in
 * profile.ts, which hands another user's uuid to `showUser` and `updateUser` here.
 */
import { effectivePermissions } from '../../authProvider/permissions';
import { PERMISSIONS } from '../../contract/permissions';
import {
    accessUserProblems,
    COLLABORATOR_PROFILES,
    collaboratorRoleLabel,
    isCollaboratorProfile,
    isStaffRole,
    ACCESS_USER_MESSAGES as M,
    roleLabel,
    STAFF_ROLES,
} from '../../domain/accessUsers';
import { normalizeMobile } from '../../domain/phone';
import { clean, cpfDigits, normalizeEmail } from '../../domain/signupFields';
import {
    assertValid,
    type FieldErrors,
    filtersOf,
    forbidden,
    matchesSearch,
    notFound,
    paginate,
    SandboxError,
} from '../laravel';
import { type Context, route } from '../route';
import { PROFILE_PERMISSIONS } from '../seed/users';
import type { SandboxState, User } from '../types';

const P = PERMISSIONS;

type Kind = 'staff' | 'holder' | 'collaborator';
/** The administrator (role 'admin') is staff, though no screen grants that role. */
const kindOf = (user: User): Kind =>
    user.collaborator ? 'collaborator' : isStaffRole(user.role) || isAdmin(user) ? 'staff' : 'holder';

const isAdmin = (user: User) => user.role === 'admin';
const ADMIN_ONLY_MESSAGE = 'Só um administrador altera o acesso de outro administrador.';

/** When the user last signed in (their newest session), or null. */
export const lastLogin = (state: SandboxState, user: User) =>
    state.sessions
        .filter((s) => s.user_id === user.id)
        .reduce<string | null>((last, s) => (last && last > s.created_at ? last : s.created_at), null);

export const userView = (state: SandboxState, user: User) => {
    const person = state.persons.find((p) => p.id === user.person_id);
    return {
        id: user.id,
        uuid: user.uuid,
        name: user.name,
        username: user.username,
        email: user.email,
        phone: user.phone,
        role: user.role,
        userRole: user.userRole,
        kind: kindOf(user),
        collaborator: user.collaborator ?? null,
        status: user.status,
        two_factor: user.two_factor,
        person: person
            ? { id: person.id, name: person.name, type: person.type, document: person.document }
            : null,
        created_at: user.created_at ?? null,
        last_login_at: lastLogin(state, user),
    };
};

const has = (ctx: Context, permission: string) => effectivePermissions(ctx.user.permissions).has(permission);
/**
 * Nobody grants, or acts on someone holding, a permission they do not hold themselves; but the administrator
 * (the 'admin' rule) administers every staff profile without holding its permissions.
 */
const covers = (ctx: Context, permissions: readonly string[]) =>
    isAdmin(ctx.user) || permissions.every((p) => has(ctx, p));

const findUser = (ctx: Context, uuid = ctx.params.uuid): User => {
    const user = ctx.store.state.users.find((u) => u.uuid === uuid);
    if (!user) throw notFound();
    return user;
};

/** Ends every open session of the user (blocked or removed: their next call gets 401). */
const endSessions = (ctx: Context, user: User) => {
    for (const session of ctx.store.state.sessions) {
        if (session.user_id === user.id && !session.ended) session.ended = 'logout';
    }
    ctx.store.save('sessions');
};

const list = (ctx: Context) => {
    const { state } = ctx.store;
    const filters = filtersOf(ctx.url);
    const search = filters.search?.trim() ?? '';
    const digits = search.replace(/\D/g, '');
    const rows = state.users
        .filter(
            (u) =>
                (!filters.role ||
                    (filters.role === 'colaborador'
                        ? !!u.collaborator
                        : u.role === filters.role && !u.collaborator)) &&
                (!filters.status || u.status === filters.status) &&
                (!search ||
                    matchesSearch(search, u.name, u.email) ||
                    (digits.length >= 3 && u.username.includes(digits))),
        )
        .map((u) => userView(state, u));
    return paginate(rows, ctx.url, ['name', 'created_at', 'last_login_at', 'status']);
};

const sum = (ctx: Context) => {
    const by = (key: (u: User) => string) =>
        ctx.store.state.users.reduce<Record<string, number>>((counts, u) => {
            counts[key(u)] = (counts[key(u)] ?? 0) + 1;
            return counts;
        }, {});
    return {
        data: {
            total: ctx.store.state.users.length,
            by_role: by((u) => (u.collaborator ? 'colaborador' : u.role)),
            by_status: by((u) => u.status),
        },
    };
};

const roleOptions = (ctx: Context) =>
    STAFF_ROLES.map((role) => ({
        code: role,
        label: roleLabel(role),
        grantable: covers(ctx, PROFILE_PERMISSIONS[role]),
    }));

/** The person's data, unique login (CPF) and e-mail among every user of the bank. */
const personFields = (
    ctx: Context,
): { fields: { name: string; cpf: string; email: string; phone: string }; errors: FieldErrors } => {
    const errors: FieldErrors = {};
    for (const [field, message] of Object.entries(accessUserProblems(ctx.body)))
        errors[field] = [message as string];
    const fields = {
        name: clean(ctx.body.name),
        cpf: cpfDigits(ctx.body.cpf),
        email: normalizeEmail(ctx.body.email),
        phone: normalizeMobile(clean(ctx.body.phone)) ?? '',
    };
    const { users } = ctx.store.state;
    if (!errors.cpf && users.some((u) => u.username === fields.cpf)) errors.cpf = [M.cpfTaken];
    if (!errors.email && users.some((u) => u.email.toLowerCase() === fields.email))
        errors.email = [M.emailTaken];
    return { fields, errors };
};

const checkStaffUser = (ctx: Context) => {
    const { fields, errors } = personFields(ctx);
    const role = ctx.body.role;
    if (!isStaffRole(role)) errors.role = [M.roleRequired];
    else if (!covers(ctx, PROFILE_PERMISSIONS[role])) errors.role = [M.roleAboveOwn];
    if (ctx.body.two_factor !== undefined && typeof ctx.body.two_factor !== 'boolean')
        errors.two_factor = [M.twoFactorInvalid];
    assertValid(errors);
    return {
        ...fields,
        role: role as (typeof STAFF_ROLES)[number],
        two_factor: ctx.body.two_factor === true,
    };
};

const nextId = (state: SandboxState) => state.users.reduce((max, u) => Math.max(max, u.id), 0) + 1;

/** A user without a password: they set one through "Esqueci minha senha" (`access/user_password/*`). */
const addUser = (
    ctx: Context,
    user: Omit<User, 'id' | 'uuid' | 'password_hash' | 'status' | 'created_at' | 'created_by'>,
) => {
    const created: User = {
        ...user,
        id: nextId(ctx.store.state),
        uuid: crypto.randomUUID(),
        password_hash: '',
        status: 'active',
        created_by: ctx.user.id,
        created_at: new Date().toISOString(),
    };
    ctx.store.state.users.push(created);
    ctx.store.save('users');
    return created;
};

const createStaffUser = (ctx: Context) => {
    const input = checkStaffUser(ctx);
    const user = addUser(ctx, {
        // Staff hold no accounts of their own.
        person_id: 0,
        username: input.cpf,
        name: input.name,
        email: input.email,
        phone: input.phone,
        role: input.role,
        userRole: roleLabel(input.role),
        permissions: [...PROFILE_PERMISSIONS[input.role]],
        two_factor: input.two_factor,
    });
    return new Response(JSON.stringify({ data: userView(ctx.store.state, user) }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
    });
};

/** Staff reading another user (`GET access/user/{uuid}` of someone else). */
export const showUser = (ctx: Context) => {
    if (!has(ctx, P.userIndex)) throw forbidden();
    return { data: userView(ctx.store.state, findUser(ctx)) };
};

const assertCanAct = (ctx: Context, target: User) => {
    if (target.id === ctx.user.id)
        throw new SandboxError(422, { message: M.ownStatus, errors: { user: [M.ownStatus] } });
    if (isAdmin(target) && !isAdmin(ctx.user))
        throw new SandboxError(422, { message: ADMIN_ONLY_MESSAGE, errors: { user: [ADMIN_ONLY_MESSAGE] } });
    if (!covers(ctx, target.permissions))
        throw new SandboxError(422, { message: M.roleAboveOwn, errors: { user: [M.roleAboveOwn] } });
};

/**
 * Staff changing another user (`PUT access/user/{uuid}`): `status` active | blocked (blocking ends their
 * sessions), `role` (staff users only), `two_factor` (turn the SMS step on or off).
 */
export const updateUser = (ctx: Context) => {
    if (!has(ctx, P.userStore)) throw forbidden();
    const target = findUser(ctx);
    const { state } = ctx.store;
    if (target.id === ctx.user.id) {
        const message = ctx.body.role !== undefined ? M.ownRole : M.ownStatus;
        assertValid({ [ctx.body.role !== undefined ? 'role' : 'status']: [message] });
    }
    assertCanAct(ctx, target);
    const errors: FieldErrors = {};
    const { status, role, two_factor: twoFactor } = ctx.body;
    if (status !== undefined) {
        if (status !== 'active' && status !== 'blocked') errors.status = [M.statusInvalid];
        else if (status === target.status) errors.status = [M.alreadyStatus];
    }
    if (role !== undefined) {
        if (kindOf(target) !== 'staff') errors.role = [M.notStaff];
        else if (!isStaffRole(role)) errors.role = [M.roleRequired];
        else if (!covers(ctx, PROFILE_PERMISSIONS[role])) errors.role = [M.roleAboveOwn];
    }
    if (twoFactor !== undefined && typeof twoFactor !== 'boolean') errors.two_factor = [M.twoFactorInvalid];
    assertValid(errors);
    if (status === 'active' || status === 'blocked') {
        target.status = status;
        if (status === 'blocked') endSessions(ctx, target);
    }
    if (isStaffRole(role)) {
        target.role = role;
        target.userRole = roleLabel(role);
        target.permissions = [...PROFILE_PERMISSIONS[role]];
    }
    if (typeof twoFactor === 'boolean') target.two_factor = twoFactor;
    ctx.store.save('users');
    return { data: userView(state, target) };
};

const removeUser = (ctx: Context, target: User) => {
    endSessions(ctx, target);
    ctx.store.state.users = ctx.store.state.users.filter((u) => u.id !== target.id);
    ctx.store.save('users');
    return { message: 'Acesso removido.' };
};

const deleteUser = (ctx: Context) => {
    const target = findUser(ctx);
    assertCanAct(ctx, target);
    if (kindOf(target) === 'holder') assertValid({ user: [M.holderMain] });
    return removeUser(ctx, target);
};

/** The caller's company: collaborators are a legal person's. */
const ownCompany = (ctx: Context) => {
    const person = ctx.store.state.persons.find((p) => p.id === ctx.user.person_id);
    if (person?.type !== 'legal' || ctx.user.collaborator) throw forbidden();
    return person;
};

const collaborators = (ctx: Context) => {
    const company = ownCompany(ctx);
    const { state } = ctx.store;
    return {
        data: state.users
            .filter((u) => u.person_id === company.id && u.collaborator)
            .map((u) => userView(state, u))
            .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    };
};

const createCollaborator = (ctx: Context) => {
    const company = ownCompany(ctx);
    const { fields, errors } = personFields(ctx);
    const profile = ctx.body.profile;
    if (!isCollaboratorProfile(profile)) errors.profile = [M.profileRequired];
    assertValid(errors);
    if (!isCollaboratorProfile(profile)) throw forbidden();
    const user = addUser(ctx, {
        person_id: company.id,
        username: fields.cpf,
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        role: 'cliente',
        userRole: collaboratorRoleLabel(profile),
        permissions: [...COLLABORATOR_PROFILES[profile].permissions],
        two_factor: false,
        collaborator: profile,
    });
    return new Response(JSON.stringify({ data: userView(ctx.store.state, user) }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
    });
};

const deleteCollaborator = (ctx: Context) => {
    const company = ownCompany(ctx);
    const target = ctx.store.state.users.find(
        (u) => u.uuid === ctx.params.uuid && u.person_id === company.id && u.collaborator,
    );
    if (!target) throw notFound();
    return removeUser(ctx, target);
};

const index = { permission: P.userIndex } as const;
const store = { permission: P.userStore } as const;
const collaborator = { permission: P.collaboratorStore } as const;

/** Fixed paths first: profile.ts's `access/user/:uuid` would take `sum` or `create` for a uuid. */
export const userHandlers = [
    route('get', 'access/user', index, list),
    route('get', 'access/user/sum', index, sum),
    route('get', 'access/user/create', store, (ctx) => ({ data: { roles: roleOptions(ctx) } })),
    route('post', 'access/user/validate', store, (ctx) => {
        checkStaffUser(ctx);
        return { data: { valid: true } };
    }),
    route('post', 'access/user', store, createStaffUser),
    route('get', 'access/user/:uuid/edit', store, (ctx) => ({
        data: { user: userView(ctx.store.state, findUser(ctx)), roles: roleOptions(ctx) },
    })),
    route('delete', 'access/user/:uuid', store, deleteUser),
    route('get', 'access/collaborator', collaborator, collaborators),
    route('post', 'access/collaborator', collaborator, createCollaborator),
    route('delete', 'access/collaborator/:uuid', collaborator, deleteCollaborator),
];
