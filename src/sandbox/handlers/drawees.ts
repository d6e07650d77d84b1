import type { Drawee } from '../../contract/invoices';
import { PERMISSIONS } from '../../contract/permissions';
import {
    checkDrawee,
    DRAWEE_MESSAGES,
    type DraweeBatchAnswer,
    type DraweeBatchResult,
    type DraweeFields,
    type DraweeInput,
    draweeMatches,
    MAX_BATCH_ROWS,
    UFS,
} from '../../domain/drawee';
import { CSV_FILE_MESSAGES, csvFileProblem, parseDraweeCsv } from '../../domain/draweeCsv';
import {
    assertValid,
    type FieldErrors,
    filtersOf,
    json,
    notFound,
    paginate,
    validationError,
} from '../laravel';
import { type Context, route } from '../route';
import type { SandboxState } from '../types';
import { isStaff, visibleTo } from './accounts';

/*
 * Payers (sacados), `payment/drawee`: each holder reads and writes only their own (owner = the user's person);
 * staff who open accounts (access.account.create) read and write everyone's. Another holder's payer is a 404,
 * so its existence does not leak. The rules are src/domain/drawee.ts, shared with the form and the CSV batch.
 */

const INDEX = { permission: PERMISSIONS.draweeIndex };
const STORE = { permission: PERMISSIONS.draweeStore };

/** A payer as the API answers it: the record plus its holder's name (shown to staff). */
const view = (state: SandboxState, drawee: Drawee) => ({
    ...drawee,
    owner_name: state.persons.find((person) => person.id === drawee.owner_person_id)?.name ?? null,
});

const visible = (ctx: Context) => visibleTo(ctx, ctx.store.state.drawees);

const find = (ctx: Context): Drawee => {
    const found = visible(ctx).find((d) => String(d.id) === ctx.params.id);
    if (!found) throw notFound();
    return found;
};

/** The owner's active payers' documents (a disabled payer does not block registering the document again). */
const takenDocuments = (state: SandboxState, owner: number, except?: number) =>
    new Set(
        state.drawees
            .filter((d) => d.owner_person_id === owner && d.status === 'active' && d.id !== except)
            .map((d) => d.document),
    );

/** Validation plus uniqueness per owner, as field errors; the normalized fields when there are none. */
const check = (input: DraweeInput, taken: Set<string>): { errors: FieldErrors; fields: DraweeFields } => {
    const { errors, fields } = checkDrawee(input);
    if (!errors.document && taken.has(fields.document)) errors.document = [DRAWEE_MESSAGES.documentTaken];
    return { errors, fields };
};

/** Staff may register a payer for a holder (`owner_person_id`); anyone else registers their own. */
const ownerFor = (ctx: Context): number => {
    const asked = ctx.body.owner_person_id;
    if (asked === undefined || asked === null || !isStaff(ctx)) return ctx.user.person_id;
    if (!ctx.store.state.persons.some((person) => person.id === asked)) {
        throw validationError({ owner_person_id: ['Titular não encontrado.'] });
    }
    return asked as number;
};

const newDrawee = (owner: number, fields: DraweeFields, id: number): Drawee => {
    const now = new Date().toISOString();
    return {
        id,
        uuid: crypto.randomUUID(),
        owner_person_id: owner,
        ...fields,
        status: 'active',
        created_at: now,
        updated_at: now,
    };
};

/** Registers each row that passes the rules (a document once per owner), reports every row. */
const importRows = (ctx: Context, rows: { line: number; input: DraweeInput }[]): DraweeBatchResult[] => {
    const { state } = ctx.store;
    const owner = ctx.user.person_id;
    const taken = takenDocuments(state, owner);
    let id = ctx.store.nextId('drawees');
    const results = rows.map(({ line, input }): DraweeBatchResult => {
        const { errors, fields } = check(input, taken);
        const reasons = Object.values(errors).flat();
        if (reasons.length > 0) return { line, status: 'rejected', reasons };
        const drawee = newDrawee(owner, fields, id++);
        state.drawees.push(drawee);
        taken.add(drawee.document);
        return { line, status: 'created', id: drawee.id };
    });
    ctx.store.save('drawees');
    return results;
};

const batchAnswer = (results: DraweeBatchResult[]): { data: DraweeBatchAnswer } => ({
    data: {
        created: results.filter((r) => r.status === 'created').length,
        rejected: results.filter((r) => r.status === 'rejected').length,
        results,
    },
});

const readCsvUpload = async (ctx: Context): Promise<File> => {
    let form: FormData;
    try {
        form = await ctx.request.formData();
    } catch {
        throw validationError({ file: [CSV_FILE_MESSAGES.required] });
    }
    const file = form.get('file');
    if (!file || typeof file === 'string') throw validationError({ file: [CSV_FILE_MESSAGES.required] });
    const problem = csvFileProblem(file);
    if (problem) throw validationError({ file: [problem] });
    return file;
};

export const draweeHandlers = [
    route('get', 'payment/drawee', INDEX, (ctx) => {
        const { search, status, id } = filtersOf(ctx.url);
        const ids = id?.split(',');
        const rows = visible(ctx).filter(
            (d) =>
                (!search || draweeMatches(search, d)) &&
                (!status || d.status === status) &&
                (!ids || ids.includes(String(d.id))),
        );
        const page = paginate(rows, ctx.url, [
            'id',
            'name',
            'document',
            'status',
            'created_at',
            'updated_at',
        ]);
        return { ...page, data: page.data.map((d) => view(ctx.store.state, d)) };
    }),
    route('post', 'payment/drawee', STORE, (ctx) => {
        const owner = ownerFor(ctx);
        const { errors, fields } = check(ctx.body, takenDocuments(ctx.store.state, owner));
        assertValid(errors);
        const drawee = newDrawee(owner, fields, ctx.store.nextId('drawees'));
        ctx.store.state.drawees.push(drawee);
        ctx.store.save('drawees');
        return json({ data: view(ctx.store.state, drawee) }, 201);
    }),
    route('post', 'payment/drawee/batch', STORE, (ctx) => {
        const rows = ctx.body.rows;
        if (!Array.isArray(rows) || rows.length === 0)
            throw validationError({ rows: [DRAWEE_MESSAGES.batchEmpty] });
        if (rows.length > MAX_BATCH_ROWS) throw validationError({ rows: [DRAWEE_MESSAGES.batchTooLarge] });
        const inputs = rows.map((row: unknown, index) => {
            const input = (row && typeof row === 'object' ? row : {}) as DraweeInput & { line?: unknown };
            return { line: typeof input.line === 'number' ? input.line : index + 1, input };
        });
        return batchAnswer(importRows(ctx, inputs));
    }),
    route('post', 'payment/drawee/batch-file', STORE, async (ctx) => {
        const file = await readCsvUpload(ctx);
        const parsed = parseDraweeCsv(new Uint8Array(await file.arrayBuffer()));
        if (!parsed.ok) throw validationError({ file: [parsed.error] });
        const good = parsed.rows.filter((row) => row.reasons.length === 0);
        const created = importRows(
            ctx,
            good.map((row) => ({ line: row.line, input: row.drawee })),
        );
        const refused: DraweeBatchResult[] = parsed.rows
            .filter((row) => row.reasons.length > 0)
            .map((row) => ({ line: row.line, status: 'rejected', reasons: row.reasons }));
        return batchAnswer([...created, ...refused].sort((a, b) => a.line - b.line));
    }),
    route('get', 'payment/drawee/:id', INDEX, (ctx) => ({ data: view(ctx.store.state, find(ctx)) })),
    route('get', 'payment/drawee/:id/edit', STORE, (ctx) => ({
        data: view(ctx.store.state, find(ctx)),
        options: { states: Object.entries(UFS).map(([id, name]) => ({ id, name })) },
    })),
    route('put', 'payment/drawee/:id', STORE, (ctx) => {
        const current = find(ctx);
        const taken = takenDocuments(ctx.store.state, current.owner_person_id, current.id);
        // A field left out keeps its value; the address goes as a whole (a cleared complement is cleared).
        const { errors, fields } = check({ ...current, ...ctx.body }, taken);
        assertValid(errors);
        Object.assign(current, fields, { updated_at: new Date().toISOString() });
        ctx.store.save('drawees');
        return { data: view(ctx.store.state, current) };
    }),
    route('put', 'payment/drawee/:id/disable', STORE, (ctx) => {
        const current = find(ctx);
        if (current.status === 'disabled')
            throw validationError({ status: [DRAWEE_MESSAGES.alreadyDisabled] });
        current.status = 'disabled';
        current.updated_at = new Date().toISOString();
        ctx.store.save('drawees');
        return { data: view(ctx.store.state, current) };
    }),
];
