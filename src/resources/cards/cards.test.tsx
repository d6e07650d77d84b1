import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '../../config';
import type { Card } from '../../contract/cards';
import {
    BRAND_LABELS,
    CARD_MESSAGES,
    cardName,
    KIND_LABELS,
    maskedNumber,
    validity,
} from '../../domain/cards';
import { formatBRL as formatMoney } from '../../domain/money';
import { request } from '../../http/client';
import { isHttpError } from '../../http/HttpError';
import { sandboxServer } from '../../sandbox/node';
import { DEMO_PASSWORD, type DemoUserKey } from '../../sandbox/seed/users';
import { state } from '../../test/bank';
import { fill } from '../../test/fill';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';

withSandbox();
afterEach(() => vi.restoreAllMocks());

/** As the DOM matchers read it: the no-break space after R$ is a plain space. */
const formatBRL = (cents: number) => formatMoney(cents).replace(/\s/g, ' ');

const cardsOf = (key: DemoUserKey): Card[] => {
    const { users, accounts, cards } = state();
    const personId = users.find((u) => u.username === demoUser(key).username)?.person_id;
    const mine = new Set(accounts.filter((a) => a.person_id === personId).map((a) => a.id));
    return cards.filter((card) => mine.has(card.account_id));
};
const stored = (id: number) => {
    const card = state().cards.find((c) => c.id === id);
    if (!card) throw new Error(`sem cartão ${id}`);
    return card;
};
const myCard = (test: (card: Card) => boolean) => {
    const card = cardsOf('titular_pf').find(test);
    if (!card) throw new Error('cartão não encontrado no seed');
    return card;
};

/** Signs the holder in and opens /m-cartoes in the real app. */
const openCards = async (key: DemoUserKey = 'titular_pf', before?: () => void) => {
    const demo = await signIn(key);
    before?.();
    renderPage('/m-cartoes');
    await screen.findByRole('heading', { name: 'Meus cartões', level: 2 });
    return { demo, user: userEvent.setup({ delay: null }) };
};
const region = (card: Card) => screen.findByRole('region', { name: cardName(card) });
const fieldError = (field: HTMLElement, text: string) =>
    waitFor(() => expect(field).toHaveAccessibleDescription(text));

/** The calls the page sends to the bank from now on. */
const recordRequests = () => {
    const sent: string[] = [];
    const listener = ({ request }: { request: Request }) => {
        sent.push(`${request.method} ${new URL(request.url).pathname.replace(/^.*\/v1\//, '')}`);
    };
    sandboxServer.events.on('request:start', listener);
    return { sent, stop: () => sandboxServer.events.removeListener('request:start', listener) };
};

describe('/m-cartoes: the cards', () => {
    it("shows the holder's own cards, masked to the last four digits, and the month's spending", async () => {
        await openCards();
        const mine = cardsOf('titular_pf');
        expect(mine.length).toBeGreaterThanOrEqual(2);
        for (const card of mine) {
            const face = await region(card);
            expect(within(face).getByText(maskedNumber(card.last4))).toBeInTheDocument();
            expect(within(face).getByText(card.holder_name)).toBeInTheDocument();
            expect(within(face).getByText(validity(card.expiry_month, card.expiry_year))).toBeInTheDocument();
            expect(within(face).getByText(KIND_LABELS[card.kind])).toBeInTheDocument();
            expect(
                within(face).getByText(card.status === 'blocked' ? 'Bloqueado' : 'Ativo'),
            ).toBeInTheDocument();
            expect(within(face).getByText(`Bandeira ${BRAND_LABELS[card.brand]}`)).toBeInTheDocument();
            expect(face).toHaveTextContent(`Gasto: ${formatBRL(card.spent_this_month)}`);
            expect(face).toHaveTextContent(`Limite mensal: ${formatBRL(card.monthly_limit)}`);
            expect(within(face).getByRole('progressbar')).toHaveAttribute(
                'aria-valuenow',
                String(Math.round((card.spent_this_month / card.monthly_limit) * 100)),
            );
        }
        // Never a full card number, and nobody else's card.
        expect(document.body.textContent).not.toMatch(/\d{12,19}/);
        const others = state().cards.filter((card) => !mine.includes(card));
        expect(others.length).toBeGreaterThan(0);
        for (const card of others)
            expect(screen.queryByText(maskedNumber(card.last4))).not.toBeInTheDocument();
        expect(screen.getAllByRole('region')).toHaveLength(mine.length);
    });

    it('hides the limits and the amounts spent while the balances are hidden', async () => {
        await openCards('titular_pf', () =>
            sessionStorage.setItem('session.appState', JSON.stringify({ balanceVisible: false })),
        );
        const card = myCard((c) => c.kind === 'debit');
        const face = await region(card);
        expect(within(face).getAllByRole('img', { name: 'Saldo oculto' })).toHaveLength(3);
        expect(face).not.toHaveTextContent(formatBRL(card.spent_this_month));
        expect(face).not.toHaveTextContent(formatBRL(card.monthly_limit));
        expect(face).not.toHaveTextContent(formatBRL(card.monthly_limit - card.spent_this_month));
        expect(within(face).getByText(maskedNumber(card.last4))).toBeInTheDocument();
    });

    it('says so when the holder has no card yet', async () => {
        await openCards('titular_pf', () => {
            const mine = new Set(cardsOf('titular_pf'));
            state().cards = state().cards.filter((card) => !mine.has(card));
        });
        expect(await screen.findByText('Você ainda não tem cartões.')).toBeInTheDocument();
        expect(screen.queryByRole('region')).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Criar cartão virtual' })).toBeInTheDocument();
    });

    it('shows the load failure with a retry, then the cards', async () => {
        sandboxServer.use(
            http.get(
                `${API_BASE}/card/cards`,
                () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
                {
                    once: true,
                },
            ),
        );
        const { user } = await openCards();
        expect(await screen.findByText('Não foi possível carregar seus cartões.')).toBeInTheDocument();
        expect(screen.getByText('CRD001-1')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
        expect(await region(myCard((c) => c.kind === 'debit'))).toBeInTheDocument();
    });
});

describe('/m-cartoes: blocking', () => {
    it('keeps the card as it was on a wrong password, and blocks it with the right one', async () => {
        const { user } = await openCards();
        const card = myCard((c) => c.kind === 'debit' && c.status === 'active');
        const face = await region(card);
        await user.click(within(face).getByRole('button', { name: 'Bloquear' }));
        const dialog = await screen.findByRole('dialog', { name: `Bloquear o cartão final ${card.last4}?` });
        const password = within(dialog).getByLabelText('Sua senha');

        await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
        await fieldError(password, CARD_MESSAGES.passwordRequired);

        await fill(user, password, 'Errada@2026');
        await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
        await fieldError(password, CARD_MESSAGES.passwordWrong);
        expect(stored(card.id).status).toBe('active');
        expect(within(face).getByText('Ativo')).toBeInTheDocument();

        await user.clear(password);
        await fill(user, password, DEMO_PASSWORD);
        await user.keyboard('{Enter}');
        await waitFor(() => expect(stored(card.id).status).toBe('blocked'));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(within(face).getByText('Bloqueado')).toBeInTheDocument();
        expect(within(face).getByRole('button', { name: 'Desbloquear' })).toBeInTheDocument();
    });

    it('unblocks a blocked card', async () => {
        const { user } = await openCards();
        const card = myCard((c) => c.status === 'blocked');
        const face = await region(card);
        await user.click(within(face).getByRole('button', { name: 'Desbloquear' }));
        const dialog = await screen.findByRole('dialog', {
            name: `Desbloquear o cartão final ${card.last4}?`,
        });
        await fill(user, within(dialog).getByLabelText('Sua senha'), DEMO_PASSWORD);
        await user.click(within(dialog).getByRole('button', { name: 'Desbloquear' }));
        await waitFor(() => expect(stored(card.id).status).toBe('active'));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(within(face).getByText('Ativo')).toBeInTheDocument();
        expect(await screen.findByText(`Cartão final ${card.last4} desbloqueado.`)).toBeInTheDocument();
        expect(within(face).getByRole('button', { name: 'Bloquear' })).toBeInTheDocument();
    });

    it('sends the password once however fast the button is pressed', async () => {
        const { user } = await openCards();
        const card = myCard((c) => c.kind === 'debit');
        const face = await region(card);
        await user.click(within(face).getByRole('button', { name: 'Bloquear' }));
        const dialog = await screen.findByRole('dialog');
        await fill(user, within(dialog).getByLabelText('Sua senha'), DEMO_PASSWORD);
        const calls = recordRequests();
        await user.dblClick(within(dialog).getByRole('button', { name: 'Bloquear' }));
        await waitFor(() => expect(stored(card.id).status).toBe('blocked'));
        calls.stop();
        expect(calls.sent.filter((call) => call.endsWith('/block'))).toEqual([
            `PUT card/cards/${card.id}/block`,
        ]);
    });
});

describe('/m-cartoes: settings', () => {
    it('saves a switch as soon as it is flipped, and only once', async () => {
        const { user } = await openCards();
        const card = myCard((c) => c.kind === 'debit' && !c.international);
        const face = await region(card);
        const international = within(face).getByRole('switch', { name: 'Compras internacionais' });
        expect(international).not.toBeChecked();
        const calls = recordRequests();
        await user.dblClick(international);
        await waitFor(() => expect(stored(card.id).international).toBe(true));
        calls.stop();
        expect(calls.sent.filter((call) => call.endsWith('/settings'))).toHaveLength(1);
        expect(international).toBeChecked();
        expect(await screen.findByText('Compras internacionais ativadas.')).toBeInTheDocument();
        expect(stored(card.id)).toMatchObject({ contactless: true, online_purchases: true });
    });

    it('puts a switch back when the bank refuses, with the notice and its code', async () => {
        const { user } = await openCards();
        const card = myCard((c) => c.kind === 'debit' && c.online_purchases);
        const face = await region(card);
        sandboxServer.use(
            http.put(`${API_BASE}/card/cards/:id/settings`, () =>
                HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
            ),
        );
        const online = within(face).getByRole('switch', { name: 'Compras on-line' });
        await user.click(online);
        expect(await screen.findByText('CRD004-3')).toBeInTheDocument();
        await waitFor(() => expect(online).toBeChecked());
        expect(stored(card.id).online_purchases).toBe(true);
    });

    it('refuses a limit below what the card spent this month, and saves a valid one', async () => {
        const { user } = await openCards('titular_pf', () => {
            myCard((c) => c.kind === 'debit').spent_this_month = 250_000;
        });
        const card = myCard((c) => c.kind === 'debit');
        const face = await region(card);
        await user.click(within(face).getByRole('button', { name: 'Alterar limite' }));
        const dialog = await screen.findByRole('dialog', {
            name: `Limite mensal do cartão final ${card.last4}`,
        });
        const field = within(dialog).getByLabelText('Novo limite mensal');

        // Digits fill from the right: 1, 0, 0, 0, 0 → R$ 100,00.
        await user.type(field, '10000');
        expect(field).toHaveValue('100,00');
        await user.click(within(dialog).getByRole('button', { name: 'Salvar limite' }));
        await fieldError(field, CARD_MESSAGES.limitBelowSpent);
        expect(stored(card.id).monthly_limit).toBe(card.monthly_limit);

        await user.clear(field);
        await user.type(field, '6000000');
        await user.click(within(dialog).getByRole('button', { name: 'Salvar limite' }));
        await fieldError(field, CARD_MESSAGES.limitRange);

        await user.clear(field);
        await user.type(field, '300000');
        expect(field).toHaveValue('3.000,00');
        await user.click(within(dialog).getByRole('button', { name: 'Salvar limite' }));
        await waitFor(() => expect(stored(card.id).monthly_limit).toBe(300_000));
        await waitFor(() => expect(face).toHaveTextContent(`Limite mensal: ${formatBRL(300_000)}`));
        expect(face).toHaveTextContent(`Disponível: ${formatBRL(50_000)}`);
    });
});

describe('/m-cartoes: virtual cards', () => {
    it('creates a virtual card, and refuses a third one on the same account', async () => {
        const { user } = await openCards();
        const before = cardsOf('titular_pf');
        const account = before.find((c) => c.kind === 'virtual')?.account_id;
        const virtual = () =>
            cardsOf('titular_pf').filter((c) => c.kind === 'virtual' && c.account_id === account);
        expect(virtual()).toHaveLength(1);

        await user.click(await screen.findByRole('button', { name: 'Criar cartão virtual' }));
        let dialog = await screen.findByRole('dialog', { name: 'Criar cartão virtual' });
        expect(within(dialog).getByLabelText('Conta')).toHaveValue(String(account));
        await fill(user, within(dialog).getByLabelText('Sua senha'), DEMO_PASSWORD);
        await user.click(within(dialog).getByRole('button', { name: 'Criar cartão' }));
        await waitFor(() => expect(virtual()).toHaveLength(2));
        const created = virtual()[1];
        expect(created).toMatchObject({ status: 'active', online_purchases: true, spent_this_month: 0 });
        expect(created.last4).toMatch(/^\d{4}$/);
        const face = await region(created);
        expect(within(face).getByText(maskedNumber(created.last4))).toBeInTheDocument();
        expect(within(face).getByText('Virtual')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

        await user.click(screen.getByRole('button', { name: 'Criar cartão virtual' }));
        dialog = await screen.findByRole('dialog', { name: 'Criar cartão virtual' });
        await fill(user, within(dialog).getByLabelText('Sua senha'), DEMO_PASSWORD);
        await user.click(within(dialog).getByRole('button', { name: 'Criar cartão' }));
        await fieldError(within(dialog).getByLabelText('Conta'), CARD_MESSAGES.virtualLimit);
        expect(virtual()).toHaveLength(2);
        await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(screen.getAllByRole('region')).toHaveLength(before.length + 1);
    });
});

describe('sandbox: card/cards', () => {
    const failure = (promise: Promise<unknown>) =>
        promise.then(
            () => {
                throw new Error('a chamada deveria falhar');
            },
            (error: unknown) => {
                if (!isHttpError(error)) throw error;
                return error;
            },
        );

    it("answers 404 for another user's card, as for an unknown one", async () => {
        await signIn('titular_pf');
        const other = state().cards.find((card) => !cardsOf('titular_pf').includes(card)) as Card;
        for (const path of [`card/cards/${other.id}/block`, 'card/cards/999999/block']) {
            const error = await failure(
                request(path, { method: 'PUT', body: { password: DEMO_PASSWORD }, quiet: true }),
            );
            expect(error.status).toBe(404);
        }
        expect(stored(other.id).status).toBe('active');
    });

    it('refuses blocking a blocked card, and limits outside R$ 0,00–R$ 50.000,00', async () => {
        await signIn('titular_pf');
        const blocked = myCard((c) => c.status === 'blocked');
        const error = await failure(
            request(`card/cards/${blocked.id}/block`, {
                method: 'PUT',
                body: { password: DEMO_PASSWORD },
                quiet: true,
            }),
        );
        expect(error.status).toBe(422);
        expect(error.body).toMatchObject({ errors: { status: [CARD_MESSAGES.alreadyBlocked] } });

        const debit = myCard((c) => c.kind === 'debit');
        const settings = { contactless: true, online_purchases: true, international: false };
        for (const monthly_limit of [-1, 5_000_001, 12.5]) {
            const refused = await failure(
                request(`card/cards/${debit.id}/settings`, {
                    method: 'PUT',
                    body: { ...settings, monthly_limit },
                    quiet: true,
                }),
            );
            expect(refused.body).toMatchObject({ errors: { monthly_limit: [CARD_MESSAGES.limitRange] } });
        }
        await request(`card/cards/${debit.id}/settings`, {
            method: 'PUT',
            body: { ...settings, monthly_limit: 5_000_000 },
        });
        expect(stored(debit.id).monthly_limit).toBe(5_000_000);
    });
});
