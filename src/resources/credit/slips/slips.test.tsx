import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../../contract/accounts';
import type { SlipParcel } from '../../../contract/bills';
import { buildBankBoleto } from '../../../domain/boleto';
import { addDays } from '../../../domain/businessDays';
import { toDateOnlyBrasilia } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { SLIP_MESSAGES, simulateSlipParcel } from '../../../domain/slipParcel';
import { wrongTriesMessage } from '../../../domain/transactionPassword';
import { DEMO_TRANSACTION_PASSWORD } from '../../../sandbox/seed/users';
import { state } from '../../../test/bank';
import { renderPage } from '../../../test/page';
import { withSandbox } from '../../../test/sandbox';
import { captureFiles, pdfTexts } from '../../../test/savedFiles';
import { demoUser, signIn } from '../../../test/session';

withSandbox();

const today = () => toDateOnlyBrasilia();
/** The amount as getByText reads it (its default normalizer turns the non-breaking space into a space). */
const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');
/** The amount as a regular-expression source, any space matching the non-breaking one. */
const money = (cents: number) => formatBRL(cents).replace(/[$.]/g, '\\$&').replace(/\s/g, '\\s');

const line = (amountCents: number, dueInDays: number) =>
    buildBankBoleto({
        bankCode: '341',
        amountCents,
        dueDate: addDays(today(), dueInDays),
        freeField: '5555444433332222111100009',
    }).line;

const holderAccount = (): Account => {
    const personId = state().users.find((u) => u.username === demoUser('titular_pj').username)?.person_id;
    return state()
        .accounts.filter((a) => a.person_id === personId && a.status === 'active')
        .sort((a, b) => b.balance - a.balance)[0];
};

type User = ReturnType<typeof userEvent.setup>;

/** Opens "Novo parcelamento", pastes the line and picks the account. */
const startRequest = async (user: User, typed: string, account: Account) => {
    await user.click(await screen.findByRole('button', { name: 'Novo parcelamento' }));
    const field = await screen.findByLabelText('Linha digitável ou código de barras');
    await user.click(field);
    await user.paste(typed);
    await user.click(screen.getByRole('combobox', { name: 'Conta do parcelamento' }));
    const option = (await screen.findAllByRole('option')).find((o) =>
        o.textContent?.includes(`${account.number}-${account.digit}`),
    );
    if (!option) throw new Error('conta não listada');
    await user.click(option);
    return field;
};

describe('/hub-slip and /approve-slipparcel', () => {
    it('Titular PJ asks for 8 installments, then Back Office approves: the bank pays, the balance stays', async () => {
        await signIn('titular_pj');
        const view = renderPage('/hub-slip');
        const user = userEvent.setup({ delay: null });
        const requests = await screen.findByRole('list', { name: 'Parcelamentos' });
        expect(within(requests).getByText('Aprovado')).toBeInTheDocument();
        expect(within(requests).getByText('Rejeitado')).toBeInTheDocument();

        const account = holderAccount();
        const before = account.balance;
        const amount = 240_000;
        await startRequest(user, line(amount, 10), account);
        const expected = simulateSlipParcel({
            amount,
            installments: 8,
            requestDate: today(),
            borrower: 'legal',
        });
        await user.click(screen.getByRole('combobox', { name: 'Número de parcelas' }));
        await user.click(
            await screen.findByRole('option', {
                name: new RegExp(`^8 × ${money(expected.installment_amount)}$`),
            }),
        );

        const simulation = screen.getByRole('region', { name: 'Simulação' });
        const table = within(simulation).getByRole('table', { name: 'Parcelas simuladas' });
        expect(within(table).getAllByRole('row')).toHaveLength(1 + 8);
        const summary = within(simulation).getByLabelText('Resumo da simulação');
        expect(within(summary).getByText(brl(expected.total))).toBeInTheDocument();
        expect(within(summary).getByText('2,99% a.m. (42,41% a.a.)')).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Confirme o parcelamento' });
        expect(within(dialog).getByText('341 - Itaú Unibanco S.A.')).toBeInTheDocument();
        expect(within(dialog).getByText(brl(expected.total))).toBeInTheDocument();
        await user.type(within(dialog).getByLabelText('Senha de transação'), DEMO_TRANSACTION_PASSWORD);
        await user.click(within(dialog).getByRole('button', { name: 'Pedir parcelamento' }));

        await screen.findByRole('heading', { name: 'Parcelamento enviado para aprovação' });
        const slip = state().slipParcels.at(-1) as SlipParcel;
        expect(slip).toMatchObject({ status: 'pending_approval', account_id: account.id });
        expect(slip.simulation).toEqual(expected);
        expect(state().accounts.find((a) => a.id === account.id)?.balance).toBe(before);
        view.unmount();

        await signIn('backoffice');
        renderPage('/approve-slipparcel');
        const queue = await screen.findByRole('list', { name: 'Parcelamentos aguardando aprovação' });
        const item = within(queue)
            .getAllByRole('button')
            .find((b) => b.textContent?.includes(formatBRL(amount)));
        if (!item) throw new Error('parcelamento não listado');
        expect(item).toHaveTextContent(/8 × R\$/);
        await user.click(item);
        const drawer = await screen.findByRole('region', {
            name: new RegExp(`Parcelamento de ${money(amount)}`),
        });
        expect(within(drawer).getByText('2,99% a.m. (42,41% a.a.)')).toBeInTheDocument();
        expect(within(drawer).getByText(brl(expected.total))).toBeInTheDocument();
        await user.click(within(drawer).getByRole('button', { name: 'Aprovar' }));
        const confirm = await screen.findByRole('dialog', { name: 'Aprovar este parcelamento?' });
        await user.click(within(confirm).getByRole('button', { name: 'Aprovar' }));

        await waitFor(() =>
            expect(state().slipParcels.find((s) => s.id === slip.id)?.status).toBe('approved'),
        );
        const approved = state().slipParcels.find((s) => s.id === slip.id) as SlipParcel;
        expect(approved.installments).toHaveLength(8);
        expect(state().billPayments.find((p) => p.id === approved.bill_payment_id)).toMatchObject({
            status: 'paid',
            amount,
            transaction_id: null,
        });
        expect(state().accounts.find((a) => a.id === account.id)?.balance).toBe(before);
        await waitFor(() =>
            expect(within(queue).queryByText(new RegExp(money(amount)))).not.toBeInTheDocument(),
        );
    });

    it('says on the field when the boleto is expired, and keeps the dialog open on a wrong password', async () => {
        await signIn('titular_pj');
        renderPage('/hub-slip');
        const user = userEvent.setup({ delay: null });
        const field = await startRequest(user, line(90_000, -2), holderAccount());
        await waitFor(() => expect(field).toHaveAccessibleDescription(SLIP_MESSAGES.expired));
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

        await user.clear(field);
        await user.paste(line(90_000, 5));
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Confirme o parcelamento' });
        const password = within(dialog).getByLabelText('Senha de transação');
        await user.type(password, '135790');
        await user.click(within(dialog).getByRole('button', { name: 'Pedir parcelamento' }));
        await waitFor(() => expect(password).toHaveAccessibleDescription(wrongTriesMessage(2)));
        expect(state().slipParcels.filter((s) => s.simulation.amount === 90_000)).toEqual([]);
    });
});

describe('/relatorio-parcelamento', () => {
    it('lists the installments of the approved requests, filters by status and exports CSV and PDF', async () => {
        const { blobs, names } = captureFiles();
        await signIn('titular_pj');
        renderPage('/relatorio-parcelamento');
        const user = userEvent.setup({ delay: null });
        const approved = state().slipParcels.find((s) => s.status === 'approved') as SlipParcel;
        const count = approved.installments.length;
        const paid = approved.installments.filter((i) => i.status === 'paid');
        expect(paid.length).toBeGreaterThan(0);

        const table = await screen.findByRole('table', { name: 'Parcelas' });
        expect(within(table).getAllByRole('row')).toHaveLength(1 + count);
        expect(within(table).getAllByText('Paga')).toHaveLength(paid.length);

        await user.selectOptions(screen.getByLabelText('Situação'), 'Pagas');
        await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + paid.length));

        await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
        await waitFor(() => expect(names).toHaveLength(1));
        expect(names[0]).toBe('relatorio-parcelas-inicio-a-fim.csv');
        // Blob.text() drops the BOM.
        const lines = (await blobs[0].text()).split('\r\n');
        expect(lines[0]).toBe(
            'Vencimento;Beneficiário;Parcela;Valor (R$);Juros (R$);Amortização (R$);Situação',
        );
        expect(lines).toHaveLength(1 + paid.length);
        expect(lines[1]).toMatch(
            new RegExp(`^\\d{2}/\\d{2}/\\d{4};237 - Banco Bradesco S\\.A\\.;="1/${count}";`),
        );

        await user.click(screen.getByRole('button', { name: 'Exportar PDF' }));
        await waitFor(() => expect(names).toHaveLength(2));
        expect(names[1]).toBe('relatorio-parcelas-inicio-a-fim.pdf');
        const texts = await pdfTexts(blobs[1]);
        expect(texts).toContain('Relatório de parcelas');
        expect(texts).toContain('Todos os vencimentos · Pagas');
        // One row per paid installment: its "Parcela" cell and its "Situação".
        expect(texts.filter((text) => /^\d+\/\d+$/.test(text)).sort()).toEqual(
            paid.map((i) => `${i.number}/${count}`).sort(),
        );
        expect(texts.filter((text) => text === 'Paga')).toHaveLength(paid.length);
    });
});
