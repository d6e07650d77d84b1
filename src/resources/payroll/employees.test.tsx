import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCsv } from '../../domain/csv';
import { EMPLOYEE_CSV_COLUMNS } from '../../domain/employeeCsv';
import { EMPLOYEE_MESSAGES } from '../../domain/employees';
import { SIGNUP_MESSAGES } from '../../domain/signupFields';
import { fill } from '../../test/fill';
import { renderPage } from '../../test/page';
import { state, switchUser as switchTo } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { demoUser } from '../../test/session';

withSandbox();

const PATIENCE = { timeout: 20_000 };

describe('/register-employees', { timeout: 90_000 }, () => {
    it('Titular PJ registers an employee: bad CPF and low salary are said on the fields, input kept', async () => {
        const user = userEvent.setup({ delay: null });
        await switchTo('titular_pj');
        renderPage('/register-employees');
        const form = await screen.findByRole('form', { name: 'Novo funcionário' }, PATIENCE);
        expect(await screen.findByText('Nenhum funcionário na folha ainda.')).toBeInTheDocument();
        await fill(user, within(form).getByLabelText('Nome completo'), 'Maria Helena Souza');
        await user.type(within(form).getByLabelText('CPF'), '00172383700');
        await fill(user, within(form).getByLabelText('E-mail'), 'maria.souza@exemplo.com.br');
        await user.type(within(form).getByLabelText('Celular'), '21998765432');
        // Digits fill from the right: 1, 0, 0, 0, 0 is R$ 100,00.
        await user.type(within(form).getByLabelText('Salário'), '10000');
        expect(within(form).getByLabelText('Salário')).toHaveValue('100,00');
        await user.click(within(form).getByRole('radio', { name: 'Conta neste banco' }));
        await user.click(within(form).getByRole('button', { name: 'Cadastrar funcionário' }));
        expect(within(form).getByLabelText('CPF')).toHaveAccessibleDescription(SIGNUP_MESSAGES.cpfInvalid);
        expect(within(form).getByLabelText('Salário')).toHaveAccessibleDescription(
            EMPLOYEE_MESSAGES.salaryLow,
        );
        expect(within(form).getByLabelText('Nome completo')).toHaveValue('Maria Helena Souza');
        expect(within(form).getByLabelText('E-mail')).toHaveValue('maria.souza@exemplo.com.br');
        expect(state().employees).toEqual([]);

        await user.clear(within(form).getByLabelText('CPF'));
        await user.type(within(form).getByLabelText('CPF'), demoUser('titular_pf').username);
        await user.type(within(form).getByLabelText('Salário'), '0');
        expect(within(form).getByLabelText('Salário')).toHaveValue('1.000,00');
        await user.type(within(form).getByLabelText('Salário'), '0');
        await user.click(within(form).getByRole('button', { name: 'Buscar contas do CPF' }));
        await user.click(await within(form).findByRole('combobox', { name: 'Conta do funcionário' }));
        await user.click((await screen.findAllByRole('option', { name: /Maria Helena Souza/ }))[0]);
        await user.click(within(form).getByRole('button', { name: 'Cadastrar funcionário' }));

        const list = await screen.findByRole('table', { name: 'Funcionários' });
        expect(within(list).getByText('Maria Helena Souza')).toBeInTheDocument();
        expect(within(list).getByText('R$ 10.000,00')).toBeInTheDocument();
        // The form is empty again for the next one.
        expect(within(form).getByLabelText('Nome completo')).toHaveValue('');

        await user.click(within(list).getByRole('button', { name: 'Desativar Maria Helena Souza' }));
        await user.click(
            within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desativar' }),
        );
        await waitFor(() => expect(state().employees[0]?.status).toBe('inactive'));
        expect(await screen.findByText('Inativo')).toBeInTheDocument();
    });

    it('imports employees from a CSV: valid lines go, the others are shown with their reasons', async () => {
        const user = userEvent.setup({ delay: null });
        await switchTo('titular_pj');
        renderPage('/register-employees');
        await user.click(await screen.findByRole('tab', { name: 'Vários (CSV)' }, PATIENCE));
        const csv = buildCsv([
            [...EMPLOYEE_CSV_COLUMNS],
            [
                'João Pedro Alves',
                '52998224725',
                'joao@exemplo.com.br',
                '11987654321',
                '2800,50',
                '60701190',
                '0912',
                '',
                '4567801',
                '3',
                'corrente',
            ],
            [
                'Ana Souza Lima',
                '12345678900',
                'ana@exemplo.com.br',
                '11987654322',
                '900,00',
                '',
                '',
                '',
                '',
                '',
                '',
            ],
        ]);
        await user.upload(
            await screen.findByLabelText('Arquivo CSV de funcionários'),
            new File([`\uFEFF${csv}`], 'funcionarios.csv', { type: 'text/csv' }),
        );
        expect(await screen.findByText(SIGNUP_MESSAGES.cpfInvalid)).toBeInTheDocument();
        // The message's R$ carries a no-break space, which the DOM matcher reads as a plain one.
        expect(screen.getByText(EMPLOYEE_MESSAGES.salaryLow.replace(/\s/g, ' '))).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Importar 1 funcionário válido' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Importar' }));
        expect(await screen.findByText(/1 funcionário importado/)).toBeInTheDocument();
        expect(state().employees.map((e) => [e.name, e.salary, e.destination.kind])).toEqual([
            ['João Pedro Alves', 280_050, 'external'],
        ]);
        const list = await screen.findByRole('table', { name: 'Funcionários' });
        expect(within(list).getByText('João Pedro Alves')).toBeInTheDocument();
    });
});
