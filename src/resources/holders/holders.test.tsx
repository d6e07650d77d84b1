import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '../../domain/approvals';
import { requiredDocuments } from '../../domain/documents';
import { state } from '../../test/bank';
import { captureDownloads } from '../../test/downloads';
import { fill } from '../../test/fill';
import { addHolder } from '../../test/holders';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';

withSandbox();

/** The listing's table, once its chunk and first page arrived. */
const table = () => screen.findByRole('table', { name: 'Listagem de contas' }, { timeout: 20_000 });
const drawerOf = (name: string) => screen.findByRole('region', { name }, { timeout: 20_000 });

describe('/listagem-contas/:period', { timeout: 120_000 }, () => {
    it('Back Office finds a pending holder today, sees the missing documents and approves a complete one', async () => {
        const incomplete = addHolder({ name: 'Helena Pendente Hoje' });
        const ready = addHolder({ name: 'Marcos Aprovável Hoje', documents: 'approved' });
        addHolder({ name: 'Otávio Cadastro Antigo', createdAt: '2020-02-03T15:00:00.000Z' });
        await signIn('backoffice');
        renderPage('/listagem-contas/hoje');
        const user = userEvent.setup({ delay: null });

        const rows = await table();
        expect(within(rows).getByText('Helena Pendente Hoje')).toBeInTheDocument();
        expect(within(rows).queryByText('Otávio Cadastro Antigo')).not.toBeInTheDocument();
        expect(screen.getByRole('tab', { name: 'Hoje', selected: true })).toBeInTheDocument();

        await user.click(within(rows).getByRole('button', { name: 'Abrir Helena Pendente Hoje' }));
        const drawer = await drawerOf('Helena Pendente Hoje');
        expect(window.location.search).toBe(`?holder=${incomplete.person.id}`);
        const missing = await within(drawer).findByRole('list', { name: 'Documentos faltando' });
        expect(
            within(missing)
                .getAllByRole('listitem')
                .map((li) => li.textContent),
        ).toEqual(requiredDocuments(incomplete.person).map((r) => r.label));
        expect(within(drawer).getByRole('button', { name: 'Aprovar' })).toBeDisabled();
        expect(
            within(drawer).getByText(
                `Aprovação indisponível: faltam ${requiredDocuments(incomplete.person).length} documento(s) aprovado(s), listados em Documentos faltando.`,
            ),
        ).toBeInTheDocument();
        await user.click(within(drawer).getByRole('button', { name: 'Fechar' }));

        await user.click(within(await table()).getByRole('button', { name: 'Abrir Marcos Aprovável Hoje' }));
        const approving = await drawerOf('Marcos Aprovável Hoje');
        await user.click(await within(approving).findByRole('button', { name: 'Aprovar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Aprovar cadastro' });
        await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
        expect(await screen.findByText('Cadastro aprovado: titular ativo.')).toBeInTheDocument();
        await waitFor(() => expect(ready.person.status).toBe('active'));
        expect(ready.account.status).toBe('active');
        // The drawer reloads: the holder is Ativo and now offers Bloquear and Encerrar.
        expect(await within(approving).findByRole('button', { name: 'Bloquear' })).toBeInTheDocument();
        expect(within(approving).getAllByText('Ativo').length).toBeGreaterThan(0);
    });

    it('blocks with a reason, unblocks, and changes an account type', async () => {
        const { person, account } = addHolder({ name: 'Bianca Ativa Teste', status: 'active' });
        await signIn('backoffice');
        renderPage(`/listagem-contas/tudo?holder=${person.id}`);
        const user = userEvent.setup({ delay: null });
        const drawer = await drawerOf('Bianca Ativa Teste');

        await user.click(await within(drawer).findByRole('button', { name: 'Bloquear' }));
        let dialog = await screen.findByRole('dialog', { name: 'Bloquear titular' });
        await user.type(within(dialog).getByLabelText('Motivo'), 'abc');
        await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
        expect(
            await within(dialog).findByText('O motivo deve ter pelo menos 5 caracteres.'),
        ).toBeInTheDocument();
        await fill(user, within(dialog).getByLabelText('Motivo'), ' - suspeita de fraude');
        await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
        expect(await screen.findByText('Titular bloqueado.')).toBeInTheDocument();
        expect([person.status, account.status, person.status_reason]).toEqual([
            'blocked',
            'blocked',
            'abc - suspeita de fraude',
        ]);

        await user.click(await within(drawer).findByRole('button', { name: 'Desbloquear' }));
        dialog = await screen.findByRole('dialog', { name: 'Desbloquear titular' });
        await user.click(within(dialog).getByRole('button', { name: 'Desbloquear' }));
        expect(await screen.findByText('Titular desbloqueado.')).toBeInTheDocument();
        expect([person.status, account.status]).toEqual(['active', 'active']);

        const accounts = await within(drawer).findByRole('list', { name: 'Contas do titular' });
        await user.click(within(accounts).getByRole('button', { name: 'Alterar tipo' }));
        dialog = await screen.findByRole('dialog', { name: 'Alterar tipo da conta' });
        await waitFor(() =>
            expect(within(dialog).queryByText('Carregando os tipos…')).not.toBeInTheDocument(),
        );
        await user.click(within(dialog).getByRole('combobox', { name: 'Novo tipo de conta' }));
        await user.click(await screen.findByRole('option', { name: 'Conta Benefício' }));
        await user.click(within(dialog).getByRole('button', { name: 'Alterar' }));
        expect(await screen.findByText(`Tipo da conta ${account.number}-0 alterado.`)).toBeInTheDocument();
        const benefit = state().accountTypes.find((t) => t.code === 'benefit');
        expect(account.account_type_id).toBe(benefit?.id);
    });

    it('closes a holder only after the name is typed, then reactivates it to analysis', async () => {
        const { person, account, user: login } = addHolder({ name: 'Célia Encerrável', status: 'active' });
        await signIn('backoffice');
        renderPage(`/listagem-contas/tudo?holder=${person.id}`);
        const user = userEvent.setup({ delay: null });
        const drawer = await drawerOf('Célia Encerrável');
        await user.click(await within(drawer).findByRole('button', { name: 'Encerrar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Encerrar titular' });
        await fill(user, within(dialog).getByLabelText('Motivo'), 'Pedido da titular');
        await fill(user, within(dialog).getByLabelText('Digite o nome do titular para confirmar'), 'Célia');
        await user.click(within(dialog).getByRole('button', { name: 'Encerrar' }));
        expect(
            await within(dialog).findByText('Digite o nome do titular exatamente como aparece acima.'),
        ).toBeInTheDocument();
        expect(person.status).toBe('active');
        await fill(
            user,
            within(dialog).getByLabelText('Digite o nome do titular para confirmar'),
            ' encerravel',
        );
        await user.click(within(dialog).getByRole('button', { name: 'Encerrar' }));
        expect(await screen.findByText('Titular encerrado.')).toBeInTheDocument();
        expect([person.status, account.status, login.status, person.status_reason]).toEqual([
            'closed',
            'closed',
            'closed',
            'Pedido da titular',
        ]);

        await user.click(await within(drawer).findByRole('button', { name: 'Reativar' }));
        await user.click(
            within(await screen.findByRole('dialog', { name: 'Reativar cadastro' })).getByRole('button', {
                name: 'Reativar',
            }),
        );
        expect(await screen.findByText('Cadastro reativado: de volta para análise.')).toBeInTheDocument();
        expect([person.status, account.status, login.status]).toEqual(['pending', 'pending', 'active']);
    });

    it('does not let a staff user approve a registration they made', async () => {
        const byGestor = addHolder({
            name: 'Gil Registrado Gestor',
            documents: 'approved',
            createdBy: demoUser('gestor').username,
        });
        const byBackOffice = addHolder({
            name: 'Bea Registrada Backoffice',
            documents: 'approved',
            createdBy: demoUser('backoffice').username,
        });
        await signIn('gestor');
        const first = renderPage(`/listagem-contas/hoje?holder=${byGestor.person.id}`);
        const gestorView = await drawerOf('Gil Registrado Gestor');
        expect(await within(gestorView).findByRole('button', { name: 'Encerrar' })).toBeInTheDocument();
        expect(within(gestorView).queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
        first.unmount();

        await signIn('backoffice');
        renderPage(`/listagem-contas/hoje?holder=${byBackOffice.person.id}`);
        const own = await drawerOf('Bea Registrada Backoffice');
        expect(await within(own).findByRole('button', { name: 'Aprovar' })).toBeDisabled();
        expect(
            within(own).getByText(`Aprovação indisponível: ${APPROVAL_MESSAGES.ownOperation}`),
        ).toBeInTheDocument();
        expect(byBackOffice.person.status).toBe('pending');
    });

    it('changes the period through the tabs and refuses an unknown period', async () => {
        addHolder({ name: 'Tânia Antiga Teste', createdAt: '2021-06-01T15:00:00.000Z' });
        await signIn('backoffice');
        const view = renderPage('/listagem-contas/hoje');
        const user = userEvent.setup({ delay: null });
        await table();
        expect(screen.queryByText('Tânia Antiga Teste')).not.toBeInTheDocument();
        await user.click(screen.getByRole('tab', { name: 'Tudo' }));
        await waitFor(() => expect(window.location.pathname).toBe('/listagem-contas/tudo'));
        await fill(user, screen.getByLabelText('Buscar'), 'Tânia Antiga');
        expect(await screen.findByText('Tânia Antiga Teste', {}, { timeout: 10_000 })).toBeInTheDocument();
        // The CSV holds the filtered rows: here only Tânia.
        const { blobs, names } = captureDownloads();
        await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
        await waitFor(() =>
            expect(names).toEqual([expect.stringMatching(/^contas-tudo-\d{4}-\d{2}-\d{2}\.csv$/)]),
        );
        const lines = (await blobs[0].text()).replace(/^\uFEFF/, '').split('\r\n');
        expect(lines[0]).toMatch(/^Nome;Nome fantasia;Tipo;CPF\/CNPJ;/);
        expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(['Tânia Antiga Teste']);
        view.unmount();

        renderPage('/listagem-contas/ontem');
        await waitFor(() => expect(window.location.pathname).toBe('/pages/error-404'));
    });

    it('keeps the situation in the link but never the search, saves a query and exports the selection', async () => {
        addHolder({ name: 'Rita Pendente Filtro' });
        addHolder({ name: 'Sara Pendente Filtro' });
        addHolder({ name: 'Ulisses Ativo Filtro', status: 'active' });
        await signIn('backoffice');
        const first = renderPage('/listagem-contas/tudo');
        const user = userEvent.setup({ delay: null });
        await table();

        await user.click(screen.getByRole('combobox', { name: 'Situação' }));
        await user.click(await screen.findByRole('option', { name: 'Ativo' }));
        await waitFor(() =>
            expect(new URLSearchParams(window.location.search).get('filter')).toBe('{"status":"active"}'),
        );
        expect(await screen.findByText('Ulisses Ativo Filtro', {}, { timeout: 10_000 })).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByText('Rita Pendente Filtro')).not.toBeInTheDocument());

        // A search by name or CPF narrows the rows but stays out of the link.
        await fill(user, screen.getByLabelText('Buscar'), 'Ulisses');
        await waitFor(() =>
            expect(
                within(screen.getByRole('table', { name: 'Listagem de contas' })).getAllByRole('row'),
            ).toHaveLength(2),
        );
        expect(window.location.search).not.toMatch(/Ulisses/);

        // The query is saved for the session and comes back after the filter is cleared.
        await user.click(screen.getByRole('button', { name: 'Salvar consulta atual...' }));
        const save = await screen.findByRole('dialog');
        await fill(user, within(save).getByLabelText('Nome da consulta'), 'Ativos');
        await user.click(within(save).getByRole('button', { name: 'Salvar' }));
        expect(await screen.findByRole('button', { name: 'Ativos' })).toBeInTheDocument();

        // The copied link opens the same filter, without the search.
        const link = `${window.location.pathname}${window.location.search}`;
        first.unmount();
        renderPage(link);
        const rows = await table();
        expect(await within(rows).findByText('Ulisses Ativo Filtro')).toBeInTheDocument();
        expect(screen.getByLabelText('Buscar')).toHaveValue('');
        expect(within(rows).queryByText('Rita Pendente Filtro')).not.toBeInTheDocument();

        await user.click(screen.getByRole('combobox', { name: 'Situação' }));
        // react-admin names the empty option ("Todas") for screen readers by what it does.
        await user.click(await screen.findByRole('option', { name: 'Limpar campo' }));
        expect(
            await within(await table()).findByText('Rita Pendente Filtro', {}, { timeout: 10_000 }),
        ).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Ativos' }));
        await waitFor(() => expect(screen.queryByText('Rita Pendente Filtro')).not.toBeInTheDocument());

        // Two rows selected: the CSV holds exactly them.
        await user.click(screen.getByRole('combobox', { name: 'Situação' }));
        await user.click(await screen.findByRole('option', { name: 'Pendente' }));
        const pending = await table();
        await within(pending).findByText('Sara Pendente Filtro', {}, { timeout: 10_000 });
        const rowOf = (name: string) => within(pending).getByText(name).closest('tr') as HTMLElement;
        await user.click(within(rowOf('Rita Pendente Filtro')).getByRole('checkbox'));
        await user.click(within(rowOf('Sara Pendente Filtro')).getByRole('checkbox'));
        const { blobs } = captureDownloads();
        await user.click(screen.getByRole('button', { name: 'Exportar selecionados' }));
        await waitFor(() => expect(blobs).toHaveLength(1));
        const lines = (await blobs[0].text()).replace(/^\uFEFF/, '').split('\r\n');
        expect(
            lines
                .slice(1)
                .map((line) => line.split(';')[0])
                .sort(),
        ).toEqual(['Rita Pendente Filtro', 'Sara Pendente Filtro']);
    });
});
