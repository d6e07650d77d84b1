import { describe, expect, it } from 'vitest';
import { EMPLOYEE_CSV_TEMPLATE, parseEmployeeCsv } from './employeeCsv';
import { EMPLOYEE_MESSAGES, employeeProblems, MINIMUM_WAGE } from './employees';
import { PORTAL_ISPB } from './pix';
import { SIGNUP_MESSAGES } from './signupFields';

const parse = (text: string) => parseEmployeeCsv(text, PORTAL_ISPB);

describe('employee CSV', () => {
    it('reads the template: both lines valid, salaries in cents, the empty bank is this bank', () => {
        const parsed = parse(EMPLOYEE_CSV_TEMPLATE);
        if (!parsed.ok) throw new Error(parsed.error);
        expect(parsed.invalid).toBe(0);
        expect(parsed.rows.map((row) => [row.employee.salary, row.employee.destination.kind])).toEqual([
            [350_000, 'internal'],
            [280_050, 'external'],
        ]);
    });

    it('reads commas, accents in the header and Excel-trimmed zeros of the branch; flags each line', () => {
        const parsed = parse(
            [
                'Nome,CPF,E-mail,Celular,Salário,Banco,Agência,Conta,Dígito Conta,Tipo',
                'Ana Souza Lima,529.982.247-25,ana@x.com.br,(11) 98765-4321,"1.518,00",60701190,912,4567801,3,Poupança',
                'Rui Dias,52998224725,rui@x,11987654321,"1.517,99",,,,,',
            ].join('\n'),
        );
        if (!parsed.ok) throw new Error(parsed.error);
        const [ana, rui] = parsed.rows;
        expect(ana.reasons).toEqual([]);
        expect(ana.employee.destination).toMatchObject({ branch_number: '0912', type: 'savings' });
        expect(rui.reasons).toEqual([
            SIGNUP_MESSAGES.emailInvalid,
            EMPLOYEE_MESSAGES.salaryLow,
            'CPF repetido no arquivo (já aparece na linha 2).',
        ]);
    });

    it('refuses a file without the required columns', () => {
        expect(parse('nome;cpf\nAna;1')).toMatchObject({ ok: false });
    });
});

describe('employee rules', () => {
    const base = {
        name: 'Ana Souza Lima',
        cpf: '52998224725',
        email: 'ana@x.com.br',
        phone: '11987654321',
        destination: { kind: 'internal' as const, account_id: 7 },
    };
    it.each([
        [MINIMUM_WAGE - 1, EMPLOYEE_MESSAGES.salaryLow],
        [MINIMUM_WAGE, undefined],
        [null, EMPLOYEE_MESSAGES.salaryRequired],
    ])('salary %s', (salary, message) => {
        expect(employeeProblems({ ...base, salary }, PORTAL_ISPB).salary).toBe(message);
    });

    it('refuses an account at the portal bank given as another institution', () => {
        const problems = employeeProblems(
            {
                ...base,
                salary: MINIMUM_WAGE,
                destination: {
                    kind: 'external',
                    bank: PORTAL_ISPB,
                    branch_number: '0001',
                    branch_digit: '',
                    account_number: '123',
                    account_digit: '4',
                    type: 'checking',
                },
            },
            PORTAL_ISPB,
        );
        expect(Object.keys(problems)).toEqual(['destination.bank']);
    });
});
