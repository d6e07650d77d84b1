import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../contract/accounts';
import { BILL_MESSAGES } from '../../domain/billPayment';
import { buildBankBoleto } from '../../domain/boleto';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { wrongTriesMessage } from '../../domain/transactionPassword';
import { request } from '../../http/client';
import { sandboxServer } from '../../sandbox/node';
import { boundStore } from '../../sandbox/route';
import { DEMO_TRANSACTION_PASSWORD, type DemoUserKey } from '../../sandbox/seed/users';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { captureFiles, pdfTexts, valueAfter } from '../../test/savedFiles';
import { demoUser, signIn } from '../../test/session';

withSandbox();

const DAY_MS = 86_400_000;
const state = () => boundStore().state;
const inDays = (days: number) => toDateOnlyBrasilia(new Date(Date.now() + days * DAY_MS));
const line = (amountCents: number, bankCode = '341', dueInDays = 10) =>
    buildBankBoleto({
        bankCode,
        amountCents,
        dueDate: inDays(dueInDays),
        freeField: '1234567890123456789012345',
    }).line;

/** The beneficiary the register names for a line (asked as the screen will ask). */
const registered = async (typed: string) =>
    (
        await request<{ data: { beneficiary: string; beneficiary_document: string } }>('payment/info', {
            method: 'POST',
            body: { line: typed },
            quiet: true,
        })
    ).body.data;

/** CNPJ in full, CPF masked as Pix shows it. */
const SHOWN_DOCUMENT = /^(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\*{3}\.\d{3}\.\d{3}-\*{2})$/;

/** The value beside a label in a description list. */
const shown = (list: HTMLElement, label: string) =>
    within(list).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** The user's richest active account: the one the tests pay from. */
const richest = (personId: number): Account => {
    const mine = state().accounts.filter((a) => a.person_id === personId && a.status === 'active');
    return mine.sort((a, b) => b.balance - a.balance)[0];
};

const recordPosts = () => {
    const sent: string[] = [];
    const listener = ({ request }: { request: Request }) => {
        if (request.method === 'POST') sent.push(new URL(request.url).pathname.replace(/^.*\/v1\//, ''));
    };
    sandboxServer.events.on('request:start', listener);
    return sent;
};

/** Signs in, opens the payment screen, types the line and picks the account. */
const fillForm = async (key: DemoUserKey, typedLine: string) => {
    await signIn(key);
    const personId = state().users.find((u) => u.username === demoUser(key).username)?.person_id as number;
    const account = richest(personId);
    renderPage('/liquidacaoboleto');
    const user = userEvent.setup({ delay: null });
    const field = await screen.findByLabelText('Linha digitável ou código de barras');
    await user.click(field);
    await user.paste(typedLine);
    await user.click(screen.getByRole('combobox', { name: 'Conta a debitar' }));
    const options = await screen.findAllByRole('option');
    const option = options.find((o) => o.textContent?.includes(`${account.number}-${account.digit}`));
    if (!option) throw new Error('conta não listada');
    await user.click(option);
    return { user, account, field };
};

const confirmWith = async (user: ReturnType<typeof userEvent.setup>, password: string) => {
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Confirme o pagamento' });
    await user.type(screen.getByLabelText('Senha de transação'), password);
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
};

describe('/liquidacaoboleto: paying a boleto', () => {
    it('pays a valid bank line at once: beneficiary and bank apart on confirm, receipt and PDF', async () => {
        const amount = 12_345;
        const { blobs, names } = captureFiles();
        const { user, account, field } = await fillForm('titular_pf', line(amount));
        const { beneficiary } = await registered(line(amount));
        expect((field as HTMLInputElement).value).toMatch(
            /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/,
        );
        const facts = await screen.findByRole('region', { name: 'Dados do boleto' });
        expect(within(facts).getByText('341 - Itaú Unibanco S.A.')).toBeInTheDocument();
        const before = account.balance;
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        const confirm = await screen.findByRole('form', { name: 'Confirme o pagamento' });
        expect(within(confirm).getByText('R$ 123,45')).toBeInTheDocument();
        expect(shown(confirm, 'Beneficiário')).toBe(beneficiary);
        expect(shown(confirm, 'CPF/CNPJ do beneficiário')).toMatch(SHOWN_DOCUMENT);
        expect(shown(confirm, 'Banco do beneficiário')).toBe('341 - Itaú Unibanco S.A.');
        await user.type(screen.getByLabelText('Senha de transação'), DEMO_TRANSACTION_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

        await screen.findByRole('heading', { name: 'Pagamento realizado' });
        const payment = state().billPayments.at(-1);
        expect(payment?.status).toBe('paid');
        expect(state().accounts.find((a) => a.id === account.id)?.balance).toBe(before - amount);
        expect(state().transactions.at(-1)).toMatchObject({ account_id: account.id, amount: -amount });
        const receipt = screen.getByRole('region', { name: 'Pagamento realizado' });
        expect(within(receipt).getAllByText('Pago').length).toBeGreaterThan(0);
        expect(within(receipt).getByText(payment?.authentication as string)).toBeInTheDocument();
        expect(shown(receipt, 'Beneficiário')).toBe(beneficiary);
        expect(shown(receipt, 'Banco do beneficiário')).toBe('341 - Itaú Unibanco S.A.');

        await user.click(screen.getByRole('button', { name: 'Baixar comprovante (PDF)' }));
        await waitFor(() => expect(names).toEqual([`comprovante-boleto-${payment?.id}.pdf`]));
        const texts = await pdfTexts(blobs[0]);
        expect(texts).toContain('Comprovante de pagamento de boleto');
        expect(valueAfter(texts, 'Autenticação')).toBe(payment?.authentication);
        expect(valueAfter(texts, 'Beneficiário')).toBe(beneficiary);
        expect(valueAfter(texts, 'CPF/CNPJ do beneficiário')).toMatch(SHOWN_DOCUMENT);
        expect(valueAfter(texts, 'Banco do beneficiário')).toBe('341 - Itaú Unibanco S.A.');
    });

    it('says "Código de barras inválido." on the field for a bad line, and sends nothing', async () => {
        const good = line(5_000);
        const bad = `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}${good.slice(10)}`;
        const posts = recordPosts();
        const { user, field } = await fillForm('titular_pf', bad);
        await waitFor(() => expect(field).toHaveAccessibleDescription('Código de barras inválido.'));
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        expect(screen.queryByRole('heading', { name: 'Confirme o pagamento' })).not.toBeInTheDocument();
        expect(posts.filter((path) => path.startsWith('payment/'))).toEqual([]);
    });

    it('refuses a payment scheduled for today with the spec message on the date', async () => {
        const { user } = await fillForm('titular_pf', line(5_000));
        await user.click(screen.getByRole('checkbox', { name: 'Agendar para outra data' }));
        const date = screen.getByLabelText('Data do pagamento');
        fireEvent.change(date, { target: { value: inDays(0) } });
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        await waitFor(() => expect(date).toHaveAccessibleDescription(BILL_MESSAGES.paymentDate));
        expect(BILL_MESSAGES.paymentDate).toBe('A data de agendamento deve ser posterior a data de hoje.');
    });

    it('keeps the money when the password is wrong: message on the field, nothing debited', async () => {
        const { user, account } = await fillForm('titular_pf', line(5_000));
        const before = account.balance;
        const count = state().transactions.length;
        await confirmWith(user, '135790');
        const password = screen.getByLabelText('Senha de transação');
        await waitFor(() => expect(password).toHaveAccessibleDescription(wrongTriesMessage(2)));
        expect(state().accounts.find((a) => a.id === account.id)?.balance).toBe(before);
        expect(state().transactions).toHaveLength(count);
        expect(state().billPayments.filter((p) => p.account_id === account.id)).toEqual([]);
    });

    it('holds a payment from R$ 1.000,00 for approval: pending, nothing debited yet', async () => {
        const amount = 150_000;
        const { user, account } = await fillForm('titular_pj', line(amount, '237'));
        expect(account.balance).toBeGreaterThanOrEqual(amount);
        const before = account.balance;
        await confirmWith(user, DEMO_TRANSACTION_PASSWORD);
        await screen.findByRole('heading', { name: 'Pagamento enviado para aprovação' });
        const receipt = screen.getByRole('region', { name: 'Pagamento enviado para aprovação' });
        expect(within(receipt).getAllByText('Aguardando aprovação').length).toBeGreaterThan(0);
        const payment = state().billPayments.at(-1);
        expect(payment?.status).toBe('pending_approval');
        expect(state().approvals.find((a) => a.id === payment?.approval_id)).toMatchObject({
            status: 'pending_approval',
            required: 1,
            amount,
        });
        expect(state().accounts.find((a) => a.id === account.id)?.balance).toBe(before);
    });

    it('pays an overdue boleto of this bank at the register’s total and credits its issuer', async () => {
        const invoice = state().invoices.find((i) => i.status === 'pending' && i.amount < 100_000);
        if (!invoice) throw new Error('nenhum boleto em aberto no seed');
        // Ten days late, 2 % fine and 1 % a month: the register charges more than the face value.
        Object.assign(invoice, { due_date: inDays(-10), fine_percent: 200, interest_percent: 100 });
        const fine = Math.round(invoice.amount * 0.02);
        const interest = Math.round((invoice.amount * 100 * 10) / 300_000);
        const total = invoice.amount + fine + interest;
        const issuer = state().accounts.find((a) => a.id === invoice.account_id) as Account;
        const issuerBefore = issuer.balance;

        const { user, account } = await fillForm('titular_pf', invoice.line);
        const before = account.balance;
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        const confirm = await screen.findByRole('form', { name: 'Confirme o pagamento' });
        await within(confirm).findByText('(+) Multa');
        expect(within(confirm).getByText('(+) Juros (10 dias)')).toBeInTheDocument();
        // Testing Library folds the no-break space formatBRL writes after 'R$'.
        expect(within(confirm).getByText(formatBRL(total).replace(/\s/, ' '))).toBeInTheDocument();
        expect(within(confirm).getByText(invoice.drawee.name)).toBeInTheDocument();
        await user.type(screen.getByLabelText('Senha de transação'), DEMO_TRANSACTION_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

        await screen.findByRole('heading', { name: 'Pagamento realizado' });
        expect(state().accounts.find((a) => a.id === account.id)?.balance).toBe(before - total);
        expect(state().accounts.find((a) => a.id === issuer.id)?.balance).toBe(issuerBefore + total);
        expect(state().invoices.find((i) => i.id === invoice.id)).toMatchObject({
            status: 'paid',
            paid_amount: total,
        });
    });

    it('sends a boleto already paid back to the line field with the register’s reason', async () => {
        const invoice = state().invoices.find((i) => i.status === 'paid');
        if (!invoice) throw new Error('nenhum boleto pago no seed');
        const { user } = await fillForm('titular_pf', invoice.line);
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        await waitFor(() =>
            expect(screen.getByLabelText('Linha digitável ou código de barras')).toHaveAccessibleDescription(
                'Este boleto já foi pago.',
            ),
        );
    });

    it('breaks an overdue boleto of another bank down into fine and interest and debits the total', async () => {
        const { user, account } = await fillForm('titular_pf', line(50_000, '237', -10));
        const before = account.balance;
        // 2 % fine, and 1 % a month for ten days.
        const total = 50_000 + 1_000 + 167;
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        const confirm = await screen.findByRole('form', { name: 'Confirme o pagamento' });
        await within(confirm).findByText('Valor do documento');
        const money = (cents: number) => formatBRL(cents).replace(/\s/, ' ');
        expect(shown(confirm, 'Valor do documento')).toBe(formatBRL(50_000));
        expect(shown(confirm, '(+) Multa')).toBe(formatBRL(1_000));
        expect(shown(confirm, '(+) Juros (10 dias)')).toBe(formatBRL(167));
        expect(within(confirm).getByText(money(total))).toBeInTheDocument();
        expect(shown(confirm, 'Total a pagar')).toBe(formatBRL(total));
        await user.type(screen.getByLabelText('Senha de transação'), DEMO_TRANSACTION_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

        const receipt = await screen.findByRole('region', { name: 'Pagamento realizado' });
        expect(shown(receipt, '(+) Multa')).toBe(formatBRL(1_000));
        expect(shown(receipt, 'Valor total')).toBe(formatBRL(total));
        expect(state().accounts.find((a) => a.id === account.id)?.balance).toBe(before - total);
    });
});

describe('/liquidacaoboleto and /s-liquidacaoboleto: which account pays', () => {
    const accountsOf = (key: DemoUserKey) => {
        const personId = state().users.find((u) => u.username === demoUser(key).username)?.person_id;
        return state()
            .accounts.filter((a) => a.person_id === personId && a.status === 'active')
            .sort((a, b) => a.id - b.id);
    };

    it('pays from the holder’s own account, already chosen, without offering the sub-account', async () => {
        await signIn('titular_pf');
        const [own, subaccount] = accountsOf('titular_pf');
        renderPage('/liquidacaoboleto');
        const user = userEvent.setup({ delay: null });
        await user.click(await screen.findByLabelText('Linha digitável ou código de barras'));
        await user.paste(line(2_500));
        const select = screen.getByRole('combobox', { name: 'Conta a debitar' });
        expect(select).toHaveTextContent(`${own.number}-${own.digit}`);
        await user.click(select);
        expect(
            (await screen.findAllByRole('option')).map((o) => o.textContent?.includes(subaccount.number)),
        ).toEqual([false]);
        await user.keyboard('{Escape}');
        await confirmWith(user, DEMO_TRANSACTION_PASSWORD);
        await screen.findByRole('heading', { name: 'Pagamento realizado' });
        expect(state().billPayments.at(-1)).toMatchObject({ account_id: own.id, amount: 2_500 });
    });

    it('asks which sub-account pays on /s-liquidacaoboleto and debits the one chosen', async () => {
        await signIn('titular_pj');
        const [own, subaccount] = accountsOf('titular_pj');
        // A second sub-account, so there is a choice to make.
        const other = { ...subaccount, id: boundStore().nextId('accounts'), number: '7654321', digit: '0' };
        state().accounts.push(other);
        const ownBefore = own.balance;
        const before = subaccount.balance;
        renderPage('/s-liquidacaoboleto');
        const user = userEvent.setup({ delay: null });
        await screen.findByRole('heading', { name: 'Pagamento de boleto pela subconta' });
        await user.click(await screen.findByLabelText('Linha digitável ou código de barras'));
        await user.paste(line(4_321));
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        const select = screen.getByRole('combobox', { name: 'Subconta a debitar' });
        await waitFor(() => expect(select).toHaveAccessibleDescription(BILL_MESSAGES.accountRequired));
        await user.click(select);
        const options = await screen.findAllByRole('option');
        expect(options.map((o) => o.textContent?.includes(`${own.number}-${own.digit}`))).toEqual([
            false,
            false,
        ]);
        await user.click(options.find((o) => o.textContent?.includes(subaccount.number)) as HTMLElement);
        await confirmWith(user, DEMO_TRANSACTION_PASSWORD);
        await screen.findByRole('heading', { name: 'Pagamento realizado' });
        expect(state().accounts.find((a) => a.id === subaccount.id)?.balance).toBe(before - 4_321);
        expect(state().accounts.find((a) => a.id === own.id)?.balance).toBe(ownBefore);
    });
});
