/**
 * `access/cooperatives`: cooperatives registered by the back office. Each registration waits for another
 * staff member's approval (two different approvers on double-approval brands); who registered it can
 * neither approve nor reject it (the approvals' rules, src/domain/approvals.ts, with amount 0).
 */
import {
    COOPERATIVE_KINDS,
    type Cooperative,
    type CooperativeKind,
    type CooperativeView,
} from '../../contract/cooperatives';
import { PERMISSIONS } from '../../contract/permissions';
import {
    approveProblem,
    isFullyApproved,
    reasonProblem,
    rejectProblem,
    requiredApprovals,
} from '../../domain/approvals';
import { normalizeCnpj } from '../../domain/cnpj';
import { isValidCpf } from '../../domain/cpf';
import { formatDocument } from '../../domain/document';
import { checkDrawee } from '../../domain/drawee';
import { formatBRL } from '../../domain/money';
import { filtersOf, json, matchesSearch, notFound, paginate, validationError } from '../laravel';
import { type Context, route } from '../route';
import { brandNeedsTwo } from './bills';

/** Lei 5.764/1971 art. 6: at least 20 associates; Lei 12.690/2012 art. 6: 7 for work cooperatives. */
export const minimumMembers = (kind: CooperativeKind) => (kind === 'trabalho' ? 7 : 20);

export const COOPERATIVE_MESSAGES = {
    cnpjOnly: 'Informe o CNPJ da cooperativa (14 caracteres).',
    taken: 'Já existe uma cooperativa cadastrada com este CNPJ.',
    kind: 'Escolha o ramo da cooperativa.',
    members: (min: number) => `Informe o número de cooperados: no mínimo ${min} para este ramo.`,
    emailRequired: 'Informe o e-mail da cooperativa.',
    phoneRequired: 'Informe o telefone da cooperativa.',
    responsibleName: 'Informe o nome completo do responsável legal.',
    responsibleDocument: 'Informe um CPF válido para o responsável legal.',
    responsibleRole: 'Informe o cargo do responsável (ex.: Presidente).',
    tradeNameLength: 'O nome fantasia deve ter no máximo 120 caracteres.',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

const isKind = (value: unknown): value is CooperativeKind =>
    COOPERATIVE_KINDS.includes(value as CooperativeKind);

/** The body checked: the fields to store, or a 422 with each message on its field. */
const readInput = (ctx: Context) => {
    const body = ctx.body;
    const { fields, errors } = checkDrawee(body);
    const M = COOPERATIVE_MESSAGES;
    const problem = (field: string, message: string | false) => {
        if (message && !errors[field]) errors[field] = [message];
    };
    const cnpj = normalizeCnpj(fields.document);
    if (!cnpj) errors.document = [M.cnpjOnly];
    if (cnpj && ctx.store.state.cooperatives.some((c) => c.document === cnpj && c.status !== 'rejected'))
        errors.document = [M.taken];
    const tradeName = text(body.trade_name);
    problem('trade_name', tradeName.length > 120 && M.tradeNameLength);
    problem('kind', !isKind(body.kind) && M.kind);
    const members = Number(body.members);
    const min = isKind(body.kind) ? minimumMembers(body.kind) : 20;
    problem('members', (!Number.isInteger(members) || members < min) && M.members(min));
    problem('email', !fields.email && M.emailRequired);
    problem('phone', !fields.phone && M.phoneRequired);
    const responsible = (body.responsible ?? {}) as Record<string, unknown>;
    const person = {
        name: text(responsible.name),
        document: text(responsible.document).replace(/\D/g, ''),
        role: text(responsible.role),
    };
    problem('responsible.name', (person.name.length < 5 || !person.name.includes(' ')) && M.responsibleName);
    problem('responsible.document', !isValidCpf(person.document) && M.responsibleDocument);
    problem('responsible.role', person.role.length < 3 && M.responsibleRole);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return {
        ...fields,
        document: cnpj ?? fields.document,
        ...(tradeName ? { trade_name: tradeName } : {}),
        kind: body.kind as CooperativeKind,
        members,
        responsible: person,
    };
};

/** A pending registration needs as many approvers as the brand of the call that reads or decides it. */
const followBrand = (ctx: Context, cooperative: Cooperative) => {
    if (cooperative.status === 'pending_approval')
        cooperative.required = requiredApprovals(brandNeedsTwo(ctx.request));
    return cooperative;
};

const find = (ctx: Context) => {
    const found = ctx.store.state.cooperatives.find((c) => String(c.id) === ctx.params.id);
    if (!found) throw notFound();
    return followBrand(ctx, found);
};

const pending = (cooperative: Cooperative) => ({
    ...cooperative,
    amount: 0,
    maker_user_id: cooperative.created_by.id,
});

const problemOf = (ctx: Context, cooperative: Cooperative) =>
    approveProblem(pending(cooperative), { id: ctx.user.id, role: ctx.user.role }, formatBRL);

/** What this staff member sees: the record and why they may not approve it (null when they may). */
const view = (ctx: Context, cooperative: Cooperative): CooperativeView => ({
    ...cooperative,
    decision_problem: problemOf(ctx, followBrand(ctx, cooperative)),
});

const refuse = (message: string) => validationError({ approval: [message] });

const step = (ctx: Context, action: 'approve' | 'reject', reason: string | null) => ({
    user_id: ctx.user.id,
    user_name: ctx.user.name,
    action,
    reason,
    at: new Date().toISOString(),
});

const STORE = { permission: PERMISSIONS.cooperativeStore } as const;
const APPROVE = { permission: PERMISSIONS.cooperativeApprove } as const;

export const cooperativeHandlers = [
    route('get', 'access/cooperatives', STORE, (ctx) => {
        const { status, q } = filtersOf(ctx.url);
        const rows = ctx.store.state.cooperatives
            .filter(
                (c) =>
                    (!status || c.status === status) &&
                    (!q || matchesSearch(q, c.name, c.trade_name, c.document, formatDocument(c.document))),
            )
            .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
            .map((c) => view(ctx, c));
        return paginate(rows, ctx.url, ['name', 'created_at', 'members']);
    }),
    route('get', 'access/cooperatives/:id', STORE, (ctx) => ({ data: view(ctx, find(ctx)) })),
    route('post', 'access/cooperatives', STORE, (ctx) => {
        const fields = readInput(ctx);
        const cooperative: Cooperative = {
            id: ctx.store.nextId('cooperatives'),
            ...fields,
            status: 'pending_approval',
            required: requiredApprovals(brandNeedsTwo(ctx.request)),
            steps: [],
            created_by: { id: ctx.user.id, name: ctx.user.name },
            created_at: new Date().toISOString(),
        };
        ctx.store.state.cooperatives.push(cooperative);
        ctx.store.save('cooperatives');
        return json({ data: view(ctx, cooperative) }, 201);
    }),
    route('post', 'access/cooperatives/:id/approve', APPROVE, (ctx) => {
        const cooperative = find(ctx);
        const problem = problemOf(ctx, cooperative);
        if (problem) throw refuse(problem);
        cooperative.steps.push(step(ctx, 'approve', null));
        if (isFullyApproved(cooperative)) cooperative.status = 'approved';
        ctx.store.save('cooperatives');
        return { data: view(ctx, cooperative) };
    }),
    route('post', 'access/cooperatives/:id/reject', APPROVE, (ctx) => {
        const cooperative = find(ctx);
        const reasonError = reasonProblem(ctx.body.reason);
        if (reasonError) throw validationError({ reason: [reasonError] });
        const problem = rejectProblem(pending(cooperative), { id: ctx.user.id, role: ctx.user.role });
        if (problem) throw refuse(problem);
        cooperative.steps.push(step(ctx, 'reject', text(ctx.body.reason)));
        cooperative.status = 'rejected';
        ctx.store.save('cooperatives');
        return { data: view(ctx, cooperative) };
    }),
];
