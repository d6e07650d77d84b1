import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cnpjFromSeed } from '../../domain/cnpj';
import { SUBACCOUNT_MESSAGES } from '../../domain/subaccounts';
import { MESSAGES } from '../../http/errorCatalogue';
import { renderPage } from '../../test/page';
import { state, switchUser as switchTo } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';

withSandbox();

const PATIENCE = { timeout: 20_000 };
const CNPJ = '45938076000109';

describe('/cadastro-conta and /aprovar-subcontas', { timeout: 120_000 }, () => {
    it('Gestor opens a sub-account for the PJ holder, Back Office approves it and it turns active', async () => {
        const user = userEvent.setup({ delay: null });
        const company = state().persons.find((p) => p.document === CNPJ);
        if (!company) throw new Error('titular PJ do seed não encontrado');
        const held = state().accounts.filter((a) => a.person_id === company.id).length;

        await switchTo('gestor');
        let view = renderPage('/cadastro-conta');
        const field = await screen.findByLabelText('CPF ou CNPJ do titular', {}, PATIENCE);
        // A malformed document, then one that is valid but not a holder of the bank.
        await user.type(field, '123');
        await user.click(screen.getByRole('button', { name: 'Buscar' }));
        expect(field).toHaveAccessibleDescription(SUBACCOUNT_MESSAGES.document);
        await user.clear(field);
        await user.type(field, cnpjFromSeed(987_654));
        await user.click(screen.getByRole('button', { name: 'Buscar' }));
        await waitFor(() => expect(field).toHaveAccessibleDescription(MESSAGES.documentNumber));

        await user.clear(field);
        await user.type(field, CNPJ);
        expect(field).toHaveValue('45.938.076/0001-09');
        await user.click(screen.getByRole('button', { name: 'Buscar' }));
        const panel = await screen.findByRole('region', { name: company.name });
        const accounts = await within(panel).findByRole('list', { name: 'Contas do titular' });
        expect(within(accounts).getAllByRole('listitem')).toHaveLength(held);

        // Without a type the form says so on the field.
        const form = await within(panel).findByRole('form', { name: 'Abrir nova conta' });
        await user.click(within(form).getByRole('button', { name: 'Abrir conta' }));
        expect(within(form).getByText(SUBACCOUNT_MESSAGES.accountType)).toBeInTheDocument();
        await user.click(within(form).getByRole('combobox', { name: 'Tipo de conta' }));
        await user.click(await screen.findByRole('option', { name: /^Conta Venda/ }));
        await user.click(within(form).getByRole('button', { name: 'Abrir conta' }));

        expect(
            await within(panel).findByText(/aberta\. Ela fica pendente até a aprovação/),
        ).toBeInTheDocument();
        await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(held + 1));
        const opened = state().accounts.at(-1);
        if (!opened) throw new Error('nenhuma conta aberta');
        expect(opened).toMatchObject({ person_id: company.id, status: 'pending' });
        const row = within(within(panel).getByRole('list', { name: 'Contas do titular' }))
            .getByText(new RegExp(`${opened.number}-${opened.digit}`))
            .closest('li');
        expect(row).toHaveTextContent('Conta Venda');
        expect(row).toHaveTextContent('Pendente');
        view.unmount();

        await switchTo('backoffice');
        view = renderPage('/aprovar-subcontas');
        const list = await screen.findByRole('list', { name: 'Subcontas aguardando aprovação' }, PATIENCE);
        await user.click(
            within(list).getByRole('button', { name: new RegExp(`${opened.number}-${opened.digit}`) }),
        );
        const drawer = await screen.findByRole('region', { name: /^Subconta Ag\./ });
        expect(within(drawer).getByText(company.name)).toBeInTheDocument();
        expect(within(drawer).queryByText('Valor')).not.toBeInTheDocument();
        await user.click(within(drawer).getByRole('button', { name: 'Aprovar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Aprovar esta subconta?' });
        await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
        expect(await screen.findByText('Subconta aprovada: a conta está ativa.')).toBeInTheDocument();
        await waitFor(() => expect(state().accounts.find((a) => a.id === opened.id)?.status).toBe('active'));
        view.unmount();
    });
});
