import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_TRANSACTION_PASSWORD } from '../../../sandbox/seed/users';
import { activeAccountsOf, balanceOf, personOf, state } from '../../../test/bank';
import { renderPage } from '../../../test/page';
import { recordPosts } from '../../../test/pixSend';
import { withSandbox } from '../../../test/sandbox';
import { captureFiles, pdfTexts } from '../../../test/savedFiles';
import { signIn } from '../../../test/session';

withSandbox();

/** The first screen of the file compiles its chunk on arrival. */
const PATIENCE = { timeout: 20_000 };

const clienteChecking = () => {
    const account = activeAccountsOf('cliente').find((a) => a.kind !== 'savings');
    if (!account) throw new Error('seed without the Cliente’s account');
    return account;
};

describe('Depósito e saque no caixa', { timeout: 60_000 }, () => {
    it('pays a withdrawal found by agency and account: the holder’s wrong password moves nothing, a double click pays once', async () => {
        await signIn('caixa');
        renderPage('/saque');
        const user = userEvent.setup({ delay: null });
        const account = clienteChecking();
        const agency = state().agencies.find((a) => a.id === account.agency_id)?.number ?? '';
        const before = balanceOf(account.id);

        await user.click(await screen.findByRole('radio', { name: 'Agência e conta' }, PATIENCE));
        await user.type(screen.getByLabelText('Agência'), agency);
        await user.type(screen.getByLabelText('Conta com dígito'), `${account.number}-${account.digit}`);
        await user.click(screen.getByRole('button', { name: 'Buscar' }));
        const holder = state().persons.find((p) => p.id === personOf('cliente'))?.name ?? '';
        await user.click(
            await screen.findByRole('button', { name: new RegExp(`Usar esta conta: ${holder}`) }),
        );
        await user.type(screen.getByLabelText('Valor'), '5000');
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        expect(await screen.findByText('Total debitado')).toBeInTheDocument();

        // The holder types their own PIN: nothing of the cashier's own PIN (its recovery) is offered.
        const field = screen.getByLabelText('Senha de transação do titular', { exact: true });
        expect(screen.queryByRole('link', { name: 'Esqueci minha senha de transação' })).toBeNull();
        await user.type(field, '000000');
        await user.click(screen.getByRole('button', { name: 'Confirmar saque' }));
        await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
        expect(balanceOf(account.id)).toBe(before);

        const posts = recordPosts();
        await user.clear(field);
        await user.type(field, DEMO_TRANSACTION_PASSWORD);
        await user.dblClick(screen.getByRole('button', { name: 'Confirmar saque' }));
        expect(await screen.findByRole('heading', { name: 'Saque feito' })).toBeInTheDocument();
        expect(posts.filter((p) => p === 'payment/cash/withdraw')).toHaveLength(1);
        expect(balanceOf(account.id)).toBe(before - 5_000);
        const day = await screen.findByRole('list', { name: 'Operações de hoje' });
        expect(within(day).getByText(/Saque · R\$\s50,00/)).toBeInTheDocument();
    });

    it('deposits by CPF, reverses it once from the day list, and prints the closing', async () => {
        await signIn('caixa');
        renderPage('/deposito');
        const user = userEvent.setup({ delay: null });
        const account = clienteChecking();
        const before = balanceOf(account.id);
        const cpf = state().persons.find((p) => p.id === personOf('cliente'))?.document ?? '';

        await user.type(await screen.findByLabelText('CPF ou CNPJ do titular', {}, PATIENCE), cpf);
        await user.click(screen.getByRole('button', { name: 'Buscar' }));
        await user.click((await screen.findAllByRole('button', { name: /Usar esta conta/ }))[0]);
        await user.type(screen.getByLabelText('Valor'), '12345');
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        await user.type(
            screen.getByLabelText('Senha de transação', { exact: true }),
            DEMO_TRANSACTION_PASSWORD,
        );
        await user.click(screen.getByRole('button', { name: 'Confirmar depósito' }));
        expect(await screen.findByRole('heading', { name: 'Depósito feito' })).toBeInTheDocument();
        expect(balanceOf(account.id)).toBe(before + 12_345);

        await user.click(await screen.findByRole('button', { name: /Estornar depósito de R\$\s123,45/ }));
        const dialog = screen.getByRole('dialog', { name: 'Estornar operação' });
        await user.type(within(dialog).getByLabelText('Motivo do estorno'), 'Conta errada');
        await user.type(
            within(dialog).getByLabelText('Senha de transação', { exact: true }),
            DEMO_TRANSACTION_PASSWORD,
        );
        await user.click(within(dialog).getByRole('button', { name: 'Estornar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        const day = screen.getByRole('list', { name: 'Operações de hoje' });
        await waitFor(() => expect(within(day).getByText('Estornado')).toBeInTheDocument());
        expect(within(day).queryByRole('button', { name: /Estornar/ })).not.toBeInTheDocument();
        expect(balanceOf(account.id)).toBe(before);
        const figures = screen.getByRole('region', { name: 'Fechamento do caixa' });
        expect(within(figures).getByText('Estornos (1)')).toBeInTheDocument();

        const { blobs, names } = captureFiles();
        await user.click(screen.getByRole('button', { name: 'Baixar fechamento (PDF)' }));
        await waitFor(() => expect(names).toHaveLength(1));
        const texts = await pdfTexts(blobs[0]);
        expect(texts).toContain('Fechamento do caixa');
        expect(texts).toContain('Estornado');
        expect(texts.some((text) => /123,45/.test(text))).toBe(true);
    });
});
