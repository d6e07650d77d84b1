import { describe, expect, it } from 'vitest';
import {
    APPROVAL_MESSAGES,
    approveProblem,
    isFullyApproved,
    reasonProblem,
    rejectProblem,
} from './approvals';
import { typeBoletoLine } from './billPayment';
import { buildBankBoleto, formatLine } from './boleto';
import { formatBRL } from './money';

const pending = {
    amount: 100_000,
    maker_user_id: 9,
    required: 2 as const,
    status: 'pending_approval' as const,
};
const step = { user_id: 2, user_name: 'Bruno', action: 'approve' as const, reason: null, at: '' };

describe('approval rules', () => {
    it.each([
        [
            'the maker',
            { ...pending, steps: [] },
            { id: 9, role: 'backoffice' },
            APPROVAL_MESSAGES.ownOperation,
        ],
        [
            'twice',
            { ...pending, steps: [step] },
            { id: 2, role: 'backoffice' },
            APPROVAL_MESSAGES.alreadyActed,
        ],
        ['no level', { ...pending, steps: [] }, { id: 3, role: 'gestor' }, APPROVAL_MESSAGES.noJurisdiction],
        ['over', { ...pending, amount: 5_000_001, steps: [] }, { id: 2, role: 'backoffice' }, /acima/],
        ['controller', { ...pending, amount: 99_000_000, steps: [] }, { id: 1, role: 'controller' }, null],
        [
            'done',
            { ...pending, status: 'approved' as const, steps: [] },
            { id: 1, role: 'controller' },
            /não está/,
        ],
    ])('approve: %s', (_, approval, approver, expected) => {
        const problem = approveProblem(approval, approver, formatBRL);
        if (expected === null || typeof expected === 'string') expect(problem).toBe(expected);
        else expect(problem).toMatch(expected);
    });

    it('needs as many different approvals as required; rejection needs a 5-character reason', () => {
        expect(isFullyApproved({ required: 2, steps: [step] })).toBe(false);
        expect(isFullyApproved({ required: 2, steps: [step, { ...step, user_id: 1 }] })).toBe(true);
        expect(reasonProblem('  ')).toBe(APPROVAL_MESSAGES.reasonRequired);
        expect(reasonProblem('abcd ')).toBe(APPROVAL_MESSAGES.reasonShort);
        expect(reasonProblem('abcde')).toBeNull();
        expect(rejectProblem({ ...pending, steps: [] }, { id: 9, role: 'controller' })).toBe(
            APPROVAL_MESSAGES.ownOperation,
        );
    });

    it('masks a typed bank line as it is printed', () => {
        const { line } = buildBankBoleto({
            bankCode: '341',
            amountCents: 1,
            dueDate: null,
            freeField: '1'.repeat(25),
        });
        expect(typeBoletoLine(`x${line}999`)).toBe(formatLine(line));
    });
});
