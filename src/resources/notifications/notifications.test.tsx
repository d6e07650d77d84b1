import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { NotificationsBell } from '../../app/layout/NotificationsBell';
import { authProvider } from '../../authProvider';
import type { Notification } from '../../contract/notifications';
import { dataProvider } from '../../dataProvider';
import { formatDateTime } from '../../domain/dates';
import { request } from '../../http/client';
import { isHttpError } from '../../http/HttpError';
import { i18nProvider } from '../../i18n';
import type { DemoUserKey } from '../../sandbox/seed/users';
import { state } from '../../test/bank';
import { fill } from '../../test/fill';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';

withSandbox();

const userIdOf = (username: string) => state().users.find((u) => u.username === username)?.id ?? -1;
const newestFirst = (rows: Notification[]) =>
    [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
const notificationsOf = (userId: number) =>
    newestFirst(state().notifications.filter((n) => n.user_id === userId));
const unreadOf = (userId: number) => notificationsOf(userId).filter((n) => n.read_at === null);

/** Signs in and answers the user's id in the bank. */
const signInAs = async (key: DemoUserKey) => userIdOf((await signIn(key)).username);

/** The app bar's bell on its own (the app bar is not part of these screens). */
const renderBell = () => {
    const { container } = render(
        <AdminContext
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            store={memoryStore()}
        >
            <NotificationsBell />
        </AdminContext>,
    );
    return {
        link: () => within(container).getByRole('link'),
        findLabel: (name: string) => within(container).findByRole('link', { name }),
    };
};

const unreadLabel = (count: number) =>
    count === 0
        ? 'Notificações'
        : count === 1
          ? 'Notificações: 1 não lida'
          : `Notificações: ${count} não lidas`;

const listItems = async () => {
    const list = await screen.findByRole('list', { name: 'Notificações' });
    return within(list).getAllByRole('listitem');
};

/** The call's HTTP status when it fails (the notice it shows does not matter here). */
const statusOf = async (call: Promise<unknown>) => {
    try {
        await call;
        return 200;
    } catch (error) {
        if (isHttpError(error)) return error.status;
        throw error;
    }
};

describe('the notifications bell', () => {
    it('shows the unread count the bank holds for the signed-in user and links to /notifications', async () => {
        const me = await signInAs('titular_pf');
        const unread = unreadOf(me).length;
        expect(unread).toBeGreaterThan(1);
        const bell = renderBell();
        const link = await bell.findLabel(unreadLabel(unread));
        expect(link).toHaveAttribute('href', expect.stringMatching(/\/notifications$/));
        expect(link).toHaveTextContent(String(unread));
    });
});

describe('/notifications', () => {
    it('lists only the user’s notifications, newest first, with category and Brasília date', async () => {
        const me = await signInAs('controller');
        renderPage('/notifications');
        const items = await listItems();
        const expected = notificationsOf(me).slice(0, 10);
        expect(expected.length).toBeGreaterThan(3);
        expect(items).toHaveLength(expected.length);
        items.forEach((item, i) => {
            expect(item).toHaveTextContent(expected[i].title);
            expect(item).toHaveTextContent(formatDateTime(expected[i].created_at));
            const unread = within(item).queryByText('Não lida');
            expect(unread !== null).toBe(expected[i].read_at === null);
        });
        expect(items[0]).toHaveTextContent('Segurança');
        const others = state().notifications.filter((n) => n.user_id !== me);
        expect(others.length).toBeGreaterThan(0);
        expect(screen.getByRole('link', { name: 'Nova notificação' })).toBeInTheDocument();
    });

    it('marks one read when it is opened: the bank records it and the bell counts one fewer', async () => {
        const me = await signInAs('titular_pf');
        const user = userEvent.setup({ delay: null });
        const before = unreadOf(me);
        const othersUnread = () => state().notifications.filter((n) => n.user_id !== me && !n.read_at).length;
        const others = othersUnread();
        const bell = renderBell();
        await bell.findLabel(unreadLabel(before.length));
        renderPage('/notifications');

        const target = before[0];
        const item = (await listItems()).find((li) => li.textContent?.includes(target.title));
        if (!item) throw new Error('notificação não listada');
        const button = within(item).getByRole('button');
        expect(button).toHaveAttribute('aria-expanded', 'false');
        await user.click(button);
        expect(button).toHaveAttribute('aria-expanded', 'true');
        expect(within(item).queryByText('Não lida')).not.toBeInTheDocument();

        await waitFor(() =>
            expect(state().notifications.find((n) => n.id === target.id)?.read_at).not.toBeNull(),
        );
        expect(await bell.findLabel(unreadLabel(before.length - 1))).toBeInTheDocument();
        expect(unreadOf(me)).toHaveLength(before.length - 1);
        // Someone else's notifications stay as they were.
        expect(othersUnread()).toBe(others);
    });

    it('opens with the keyboard too', async () => {
        const me = await signInAs('gestor');
        const user = userEvent.setup({ delay: null });
        renderPage('/notifications');
        const first = (await listItems())[0];
        within(first).getByRole('button').focus();
        await user.keyboard('{Enter}');
        await waitFor(() => expect(notificationsOf(me)[0].read_at).not.toBeNull());
    });

    it('“Marcar todas como lidas” reads them all, clears the bell and empties the unread filter', async () => {
        const me = await signInAs('controller');
        const user = userEvent.setup({ delay: null });
        const others = state().notifications.filter((n) => n.user_id !== me && n.read_at === null).length;
        const bell = renderBell();
        await bell.findLabel(unreadLabel(unreadOf(me).length));
        renderPage('/notifications');
        await listItems();

        await user.click(screen.getByRole('button', { name: 'Não lidas' }));
        await waitFor(async () => expect(await listItems()).toHaveLength(unreadOf(me).length));

        await user.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
        expect(await screen.findByText('Nenhuma notificação não lida.')).toBeInTheDocument();
        expect(unreadOf(me)).toHaveLength(0);
        expect(state().notifications.filter((n) => n.user_id !== me && n.read_at === null)).toHaveLength(
            others,
        );
        expect(await bell.findLabel('Notificações')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();

        await user.click(screen.getByRole('button', { name: 'Todas' }));
        expect(await listItems()).toHaveLength(notificationsOf(me).length);
    });

    it('pages ten at a time and says “Nenhuma notificação.” when there is none', async () => {
        const me = await signInAs('caixa');
        const user = userEvent.setup({ delay: null });
        const base = Date.parse('2026-01-10T12:00:00Z');
        const { notifications } = state();
        for (let i = 0; i < 9; i++) {
            notifications.push({
                id: 10_000 + i,
                user_id: me,
                title: `Aviso antigo ${i + 1}`,
                body: 'Texto.',
                category: 'info',
                read_at: null,
                created_at: new Date(base + i * 60_000).toISOString(),
                created_by: null,
            });
        }
        const all = notificationsOf(me);
        expect(all.length).toBeGreaterThan(10);
        renderPage('/notifications');
        expect(await listItems()).toHaveLength(10);
        expect(screen.getByText(`1–10 de ${all.length}`)).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
        await waitFor(async () => expect(await listItems()).toHaveLength(all.length - 10));
        expect((await listItems())[0]).toHaveTextContent(all[10].title);

        state().notifications = notifications.filter((n) => n.user_id !== me);
        await user.click(screen.getByRole('button', { name: 'Ir para a página 1' }));
        expect(await screen.findByText('Nenhuma notificação.')).toBeInTheDocument();
    });
});

describe('/create-notifications', () => {
    it('sends to a role after confirming how many receive it, and lands on /success', async () => {
        const me = await signInAs('controller');
        const user = userEvent.setup({ delay: null });
        const clients = state().users.filter((u) => u.role === 'cliente' && u.status === 'active');
        expect(clients.length).toBeGreaterThan(1);
        const before = state().notifications.length;
        renderPage('/create-notifications');

        await fill(user, await screen.findByRole('textbox', { name: /^Título/ }), 'Nova tarifa do Pix');
        await fill(
            user,
            screen.getByRole('textbox', { name: /^Mensagem/ }),
            'A partir do mês que vem, o Pix para empresas custa R$ 1,00.',
        );
        expect(screen.getByText('59 de 1000 caracteres')).toBeInTheDocument();
        await user.selectOptions(screen.getByRole('combobox', { name: /^Categoria/ }), 'warning');
        await user.click(screen.getByRole('radio', { name: 'Um perfil' }));
        await user.selectOptions(screen.getByRole('combobox', { name: /^Perfil/ }), 'cliente');
        await user.click(screen.getByRole('button', { name: 'Enviar notificação' }));

        const dialog = await screen.findByRole('dialog', { name: 'Enviar a notificação?' });
        expect(dialog).toHaveTextContent(
            `${clients.length} usuários vão receber a notificação “Nova tarifa do Pix”.`,
        );
        expect(dialog).toHaveTextContent('Destinatários: Perfil Cliente.');
        await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

        expect(
            await screen.findByRole('heading', { name: 'Notificação enviada', level: 2 }),
        ).toBeInTheDocument();
        expect(window.location.pathname).toBe('/success');
        expect(
            screen.getByText(`${clients.length} usuários vão receber a notificação “Nova tarifa do Pix”.`),
        ).toBeInTheDocument();

        const created = state().notifications.slice(before);
        expect(created.map((n) => n.user_id).sort()).toEqual(clients.map((u) => u.id).sort());
        for (const n of created) {
            expect(n).toMatchObject({
                title: 'Nova tarifa do Pix',
                category: 'warning',
                read_at: null,
                created_by: me,
            });
        }

        await user.click(screen.getByRole('link', { name: 'Voltar às notificações' }));
        expect(await screen.findByRole('heading', { name: 'Suas notificações' })).toBeInTheDocument();
    });

    it('sends to users picked by name', async () => {
        await signInAs('backoffice');
        const user = userEvent.setup({ delay: null });
        const maria = state().users.find((u) => u.name === 'Maria Helena Souza');
        if (!maria) throw new Error('usuária de demonstração ausente');
        const unreadBefore = unreadOf(maria.id).length;
        renderPage('/create-notifications');

        await fill(user, await screen.findByRole('textbox', { name: /^Título/ }), 'Documento aprovado');
        await fill(
            user,
            screen.getByRole('textbox', { name: /^Mensagem/ }),
            'Seu contrato social foi aprovado.',
        );
        await user.click(screen.getByRole('radio', { name: 'Usuários específicos' }));
        await user.type(screen.getByRole('combobox', { name: /^Usuários/ }), 'helena');
        await user.click(await screen.findByRole('option', { name: /Maria Helena Souza/ }));
        await user.keyboard('{Escape}');
        await user.click(screen.getByRole('button', { name: 'Enviar notificação' }));

        const dialog = await screen.findByRole('dialog', { name: 'Enviar a notificação?' });
        expect(dialog).toHaveTextContent('1 usuário vai receber a notificação “Documento aprovado”.');
        await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
        expect(
            await screen.findByRole('heading', { name: 'Notificação enviada', level: 2 }),
        ).toBeInTheDocument();
        expect(unreadOf(maria.id)).toHaveLength(unreadBefore + 1);
        expect(unreadOf(maria.id)[0].title).toBe('Documento aprovado');
    });

    it('shows each field’s problem and keeps what was typed', async () => {
        await signInAs('controller');
        const user = userEvent.setup({ delay: null });
        const before = state().notifications.length;
        renderPage('/create-notifications');

        const title = await screen.findByRole('textbox', { name: /^Título/ });
        await user.type(title, 'Oi');
        await user.click(screen.getByRole('button', { name: 'Enviar notificação' }));
        expect(await screen.findByText('O título deve ter entre 3 e 80 caracteres.')).toBeInTheDocument();
        expect(screen.getByText('Escreva a mensagem.')).toBeInTheDocument();
        expect(screen.getByText('Escolha quem vai receber.')).toBeInTheDocument();
        expect(title).toHaveValue('Oi');
        expect(title).toHaveFocus();
        expect(title).toHaveAttribute('aria-invalid', 'true');

        const body = screen.getByRole('textbox', { name: /^Mensagem/ });
        await fill(user, body, 'Mensagem para um perfil.');
        await user.click(screen.getByRole('radio', { name: 'Um perfil' }));
        await user.click(screen.getByRole('button', { name: 'Enviar notificação' }));
        expect(await screen.findByText('Escolha o perfil.')).toBeInTheDocument();
        expect(title).toHaveValue('Oi');
        expect(body).toHaveValue('Mensagem para um perfil.');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(state().notifications).toHaveLength(before);
    });

    it('sends a Cliente to /pages/not-authorized', async () => {
        await signIn('cliente');
        renderPage('/create-notifications');
        expect(await screen.findByRole('heading', { name: 'Acesso não autorizado' })).toBeInTheDocument();
        expect(window.location.pathname).toBe('/pages/not-authorized');
    });
});

describe('/success', () => {
    it('says only “Operação concluída”, with the way home, when opened without state', async () => {
        await signIn('cliente');
        renderPage('/success');
        const heading = await screen.findByRole('heading', { name: 'Operação concluída', level: 2 });
        await waitFor(() => expect(heading).toHaveFocus());
        expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute(
            'href',
            expect.stringMatching(/\/$/),
        );
    });
});

describe('notification endpoints', () => {
    it('read and write only the signed-in user’s own notifications', async () => {
        const me = await signInAs('cliente');
        const someoneElses = state().notifications.find((n) => n.user_id !== me && n.read_at === null);
        if (!someoneElses) throw new Error('sem notificação de outro usuário');
        expect(
            await statusOf(request(`access/notifications/${someoneElses.id}/read`, { method: 'PUT' })),
        ).toBe(404);
        expect(someoneElses.read_at).toBeNull();
        const count = await request<{ data: { count: number } }>('access/notifications/unread_count');
        expect(count.body.data.count).toBe(unreadOf(me).length);
        const unread = await request<{ data: Notification[]; meta: { total: number } }>(
            'access/notifications',
            {
                query: { filter: { unread: true } },
            },
        );
        expect(unread.body.data.map((n) => n.id)).toEqual(unreadOf(me).map((n) => n.id));
    });

    it('let only staff send and search users, with pt-BR field messages', async () => {
        await signIn('cliente');
        const valid = { title: 'Olá', body: 'Texto', category: 'info', recipients: 'all' };
        expect(await statusOf(request('access/notifications', { method: 'POST', body: valid }))).toBe(403);
        expect(await statusOf(request('access/user', { query: { filter: { search: 'a' } } }))).toBe(403);

        await signIn('controller');
        try {
            await request('access/notifications', {
                method: 'POST',
                body: {
                    title: 'x'.repeat(81),
                    body: 'y'.repeat(1001),
                    category: 'urgente',
                    recipients: 'users',
                },
            });
            throw new Error('deveria falhar');
        } catch (error) {
            expect(isHttpError(error) && error.body).toMatchObject({
                errors: {
                    title: ['O título deve ter entre 3 e 80 caracteres.'],
                    body: ['A mensagem deve ter no máximo 1000 caracteres.'],
                    category: ['Escolha a categoria.'],
                    user_ids: ['Escolha ao menos um usuário.'],
                },
            });
        }
        const found = await request<{ data: { name: string; userRole: string }[] }>('access/user', {
            query: { filter: { search: 'jose' } },
        });
        expect(found.body.data).toEqual([]);
        const maria = await request<{ data: Record<string, unknown>[] }>('access/user', {
            query: { filter: { search: 'maria' } },
        });
        expect(maria.body.data).toEqual([
            expect.objectContaining({ name: 'Maria Helena Souza', userRole: 'Cliente' }),
        ]);
        // The staff's user list: never a password hash nor the permission list.
        expect(maria.body.data[0]).toHaveProperty('id');
        expect(maria.body.data[0]).not.toHaveProperty('password_hash');
        expect(maria.body.data[0]).not.toHaveProperty('permissions');
        const all = state().users.filter((u) => u.status === 'active').length;
        const sent = await request<{ data: { sent: number } }>('access/notifications', {
            method: 'POST',
            body: valid,
        });
        expect(sent.status).toBe(201);
        expect(sent.body.data.sent).toBe(all);
    });
});
