import { describe, expect, it } from 'vitest';
import type { CooperativeView } from '../../contract/cooperatives';
import { APPROVAL_MESSAGES } from '../../domain/approvals';
import { call, refusal, switchUser as signIn, state } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { freshCnpj, freshCpf } from '../../test/signupCalls';
import { COOPERATIVE_MESSAGES } from './cooperatives';

withSandbox();

type Answer = { data: CooperativeView };

const body = (extra: Record<string, unknown> = {}) => ({
    document: freshCnpj(1),
    name: 'Cooperativa de Crédito dos Professores',
    kind: 'credito',
    members: 25,
    email: 'contato@coopprof.coop.br',
    phone: '(11) 3456-7890',
    address: {
        zip: '01310100',
        street: 'Avenida Paulista',
        number: '900',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
    },
    responsible: { name: 'Helena Duarte Lima', document: freshCpf(1), role: 'Presidente' },
    ...extra,
});

const create = (extra?: Record<string, unknown>) =>
    call<Answer>('access/cooperatives', { method: 'POST', body: body(extra) });
const decide = (id: number, action: 'approve' | 'reject', reason?: string) =>
    call<Answer>(`access/cooperatives/${id}/${action}`, {
        method: 'POST',
        body: reason === undefined ? {} : { reason },
    });

describe('access/cooperatives', () => {
    it('registers one pending; who registered it cannot decide it, another staff member approves it', async () => {
        await signIn('backoffice');
        const created = (await create()).data;
        expect(created).toMatchObject({
            status: 'pending_approval',
            required: 1,
            steps: [],
            document: body().document,
            phone: '1134567890',
            created_by: { name: 'Bruno Henrique Almeida' },
            decision_problem: APPROVAL_MESSAGES.ownOperation,
        });
        const own = await refusal(decide(created.id, 'approve'));
        expect(own).toEqual({ status: 422, errors: { approval: [APPROVAL_MESSAGES.ownOperation] } });
        expect((await refusal(decide(created.id, 'reject', 'Documentação incompleta'))).status).toBe(422);

        await signIn('controller');
        const seen = (await call<Answer>(`access/cooperatives/${created.id}`)).data;
        expect(seen.decision_problem).toBeNull();
        const approved = (await decide(created.id, 'approve')).data;
        expect(approved.status).toBe('approved');
        expect(approved.steps).toMatchObject([{ action: 'approve', user_name: 'Ana Carolina Ribeiro' }]);
        expect((await refusal(decide(created.id, 'approve'))).errors).toEqual({
            approval: [APPROVAL_MESSAGES.notPending],
        });
        expect(state().cooperatives.find((c) => c.id === created.id)?.status).toBe('approved');
    });

    it('answers 422 on each wrong field, a CNPJ already registered included; takes an alphanumeric CNPJ', async () => {
        await signIn('controller');
        const wrong = await refusal(
            create({
                document: freshCpf(2),
                kind: 'trabalho',
                members: 5,
                email: '',
                address: { zip: '', street: '', number: '', district: '', city: '', state: 'XX' },
                responsible: { name: 'Ana', document: '12345678900', role: '' },
            }),
        );
        expect(wrong.status).toBe(422);
        expect(wrong.errors).toMatchObject({
            document: [COOPERATIVE_MESSAGES.cnpjOnly],
            members: [COOPERATIVE_MESSAGES.members(7)],
            email: [COOPERATIVE_MESSAGES.emailRequired],
            'address.zip': expect.any(Array),
            'address.state': expect.any(Array),
            'responsible.name': [COOPERATIVE_MESSAGES.responsibleName],
            'responsible.document': [COOPERATIVE_MESSAGES.responsibleDocument],
            'responsible.role': [COOPERATIVE_MESSAGES.responsibleRole],
        });
        const seeded = state().cooperatives.find((c) => c.status === 'pending_approval');
        expect((await refusal(create({ document: seeded?.document }))).errors).toEqual({
            document: [COOPERATIVE_MESSAGES.taken],
        });
        const alphanumeric = freshCnpj(3, true);
        expect(alphanumeric).toMatch(/[A-Z]/);
        expect((await create({ document: alphanumeric.toLowerCase() })).data.document).toBe(alphanumeric);
    });

    it('a rejection needs its reason and ends the registration; profiles without the permissions are refused', async () => {
        await signIn('controller');
        const pending = state().cooperatives.find(
            (c) => c.status === 'pending_approval' && c.created_by.name !== 'Ana Carolina Ribeiro',
        );
        if (!pending) throw new Error('seed without a pending cooperative of another maker');
        expect((await refusal(decide(pending.id, 'reject', ''))).errors).toEqual({
            reason: [APPROVAL_MESSAGES.reasonRequired],
        });
        const rejected = (await decide(pending.id, 'reject', 'Estatuto sem registro na Junta Comercial'))
            .data;
        expect(rejected.status).toBe('rejected');
        expect(rejected.steps[0]).toMatchObject({
            action: 'reject',
            reason: 'Estatuto sem registro na Junta Comercial',
        });
        const listed = await call<{ data: CooperativeView[] }>('access/cooperatives', {
            query: { filter: { status: 'rejected' } },
        });
        expect(listed.data.map((c) => c.id)).toContain(pending.id);
        expect(listed.data.every((c) => c.status === 'rejected')).toBe(true);

        await signIn('gestor');
        expect((await refusal(decide(pending.id, 'approve'))).status).toBe(403);
        await signIn('cliente');
        expect((await refusal(call('access/cooperatives'))).status).toBe(403);
    });
});
