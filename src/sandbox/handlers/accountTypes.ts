import type { AccountType, AccountTypeCode } from '../../contract/accounts';
import { PERMISSIONS } from '../../contract/permissions';
import { ACCOUNT_TYPE_CODES, ACCOUNT_TYPE_LABELS, validateAccountType } from '../../domain/accountTypes';
import { assertValid, filtersOf, json, matchesSearch, notFound, paginate, validationError } from '../laravel';
import { type Context, route } from '../route';

const find = ({ store, params }: Context) => {
    const found = store.state.accountTypes.find((t) => String(t.id) === params.id);
    if (!found) throw notFound();
    return found;
};

/** Validates and normalizes a create/update body; the name must be unique (case- and accent-insensitive). */
const validInput = (ctx: Context, current?: AccountType) => {
    const input = { ...current, ...ctx.body };
    const errors = validateAccountType(input);
    const name = String(input.name ?? '').trim();
    const clash = ctx.store.state.accountTypes.find(
        (t) => t.id !== current?.id && matchesSearch(name, t.name) && matchesSearch(t.name, name),
    );
    if (clash && !errors.name) errors.name = ['Já existe um tipo de conta com este nome.'];
    assertValid(errors);
    return {
        name,
        code: input.code as AccountTypeCode,
        description: String(input.description ?? '').trim(),
        monthly_fee: input.monthly_fee as number,
        active: input.active !== false,
    };
};

export const accountTypeHandlers = [
    route('get', 'access/account_type', { permission: PERMISSIONS.accountTypeIndex }, ({ store, url }) => {
        const { search, active, code } = filtersOf(url);
        const rows = store.state.accountTypes.filter(
            (t) =>
                (!search ||
                    matchesSearch(search, t.name, t.code, t.description, ACCOUNT_TYPE_LABELS[t.code])) &&
                (active === undefined || String(t.active) === active) &&
                (!code || t.code === code),
        );
        return paginate(rows, url, [
            'id',
            'name',
            'code',
            'monthly_fee',
            'active',
            'created_at',
            'updated_at',
        ]);
    }),
    route('get', 'access/account_type/create', { permission: PERMISSIONS.accountTypeStore }, () => ({
        data: { codes: ACCOUNT_TYPE_CODES.map((code) => ({ id: code, name: ACCOUNT_TYPE_LABELS[code] })) },
    })),
    route('get', 'access/account_type/:id', { permission: PERMISSIONS.accountTypeShow }, (ctx) => ({
        data: find(ctx),
    })),
    route('post', 'access/account_type', { permission: PERMISSIONS.accountTypeStore }, (ctx) => {
        const now = new Date().toISOString();
        const created: AccountType = {
            id: ctx.store.nextId('accountTypes'),
            ...validInput(ctx),
            created_at: now,
            updated_at: now,
        };
        ctx.store.state.accountTypes.push(created);
        ctx.store.save('accountTypes');
        return json({ data: created }, 201);
    }),
    route('put', 'access/account_type/:id', { permission: PERMISSIONS.accountTypeUpdate }, (ctx) => {
        const current = find(ctx);
        const inUse = ctx.store.state.accounts.some((a) => a.account_type_id === current.id);
        const next = validInput(ctx, current);
        if (inUse && next.code !== current.code) {
            throw validationError({ code: ['Há contas deste tipo: o código não pode ser alterado.'] });
        }
        Object.assign(current, next, { updated_at: new Date().toISOString() });
        ctx.store.save('accountTypes');
        return { data: current };
    }),
];
