import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseSandboxBrand } from '../../brands';
import { INSTITUTION_MESSAGES as M } from '../../contract/institutions';
import { accountCheckDigit } from '../../domain/accountNumber';
import { cpfFromSeed } from '../../domain/cpf';
import { boundStore } from '../../sandbox/route';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';

withSandbox();

const state = () => boundStore().state;
const user = () => userEvent.setup({ delay: null });
const field = (label: RegExp) => screen.getByLabelText(label);
/** Saves as a person does: once the form lets them (react-admin disables it while the form validates or sends). */
const save = async (u: ReturnType<typeof user>) => {
    const button = screen.getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(button).toBeEnabled());
    await u.click(button);
};

describe('Instituições', () => {
    it("lists the brand's banks with their figures, searches, and opens one with its agencies and history", async () => {
        await signIn('controller');
        renderPage('/bancos');
        const table = await screen.findByRole('table', { name: 'Bancos' });
        expect(await within(table).findByText('Banco Digital')).toBeInTheDocument();
        expect(within(table).getByText('BD Investimentos')).toBeInTheDocument();
        const u = user();
        await u.type(screen.getByPlaceholderText(/Buscar por nome, COMPE/), '991');
        await waitFor(() => expect(within(table).queryByText('Banco Digital')).not.toBeInTheDocument());
        await u.click(within(table).getByText('BD Investimentos'));
        expect(await screen.findByRole('heading', { name: 'BD Investimentos' })).toBeInTheDocument();
        const agencies = await screen.findByRole('table', { name: 'Agências do banco' });
        expect(await within(agencies).findByText('Agência Faria Lima')).toBeInTheDocument();
        const accounts = state().accounts.filter((a) => a.bank_id === 14).length;
        const figures = screen.getByRole('region', { name: 'Números' });
        expect(within(figures).getByText(String(accounts))).toBeInTheDocument();
        expect(screen.getByText('Unidade aberta: 2001 · Agência Faria Lima')).toBeInTheDocument();
    });

    it('creates a bank: rules checked before sending, the bank’s 422 on the field, then its page', async () => {
        await signIn('gestor');
        renderPage('/cadastro-banco');
        const u = user();
        await u.type(await screen.findByLabelText(/Razão social/), 'Banco Horizonte S.A.');
        await u.type(field(/CNPJ/), '11222333000180');
        await u.type(field(/Código COMPE/), '99');
        await save(u);
        expect(await screen.findByText(M.document)).toBeInTheDocument();
        expect(screen.getByText(M.code)).toBeInTheDocument();
        expect(field(/Razão social/)).toHaveValue('Banco Horizonte S.A.');

        await u.clear(field(/CNPJ/));
        await u.type(field(/CNPJ/), '11222333000181');
        await u.clear(field(/Código COMPE/));
        await u.type(field(/Código COMPE/), '990');
        await u.type(field(/ISPB/), '99000093');
        await u.type(field(/CEP/), '01310100');
        await waitFor(() => expect(field(/Logradouro/)).toHaveValue('Avenida Paulista'));
        await u.type(field(/^Número/), '1500');
        await save(u);
        await waitFor(() => expect(field(/Código COMPE/)).toHaveAccessibleDescription(M.codeTaken));

        await u.clear(field(/Código COMPE/));
        await u.type(field(/Código COMPE/), '993');
        await save(u);
        expect(await screen.findByRole('heading', { name: 'Banco Horizonte S.A.' })).toBeInTheDocument();
        expect(window.location.search).toMatch(/^\?id=\d+$/);
        expect(state().banks.find((b) => b.code === '993')).toMatchObject({
            brand: 'bancodigital',
            ispb: '99000093',
        });
    });

    it('creates an agency under a bank: the check digit is checked, a number taken comes back on the field', async () => {
        await signIn('controller');
        renderPage('/cadastro-agencia?bank=1');
        const u = user();
        await u.type(await screen.findByLabelText(/^Nome/), 'Agência Moema');
        await u.type(screen.getAllByLabelText(/^Número/)[0], '0001');
        await u.type(field(/Dígito/), accountCheckDigit('0001') === '1' ? '2' : '1');
        await save(u);
        expect(await screen.findByText(M.agencyDigit)).toBeInTheDocument();
        await u.clear(field(/Dígito/));
        await u.type(field(/Dígito/), accountCheckDigit('0001'));
        await u.type(field(/CEP/), '01310100');
        await waitFor(() => expect(field(/Logradouro/)).toHaveValue('Avenida Paulista'));
        await u.type(screen.getAllByLabelText(/^Número/)[1], '20');
        await save(u);
        await waitFor(() =>
            expect(screen.getAllByLabelText(/^Número/)[0]).toHaveAccessibleDescription(M.agencyTaken),
        );
    });

    it('opens an account in an agency: the kind decides the holder, an unknown holder comes back on the field', async () => {
        await signIn('controller');
        renderPage('/cadastro-contas?bank=1&agency=1');
        const u = user();
        await u.click(await screen.findByRole('combobox', { name: /Modalidade/ }));
        await u.click(await screen.findByRole('option', { name: 'Conta da unidade' }));
        await u.type(field(/CPF ou CNPJ do titular/), cpfFromSeed(999_001));
        await save(u);
        expect(await screen.findByText(M.holderLegal)).toBeInTheDocument();

        await u.click(screen.getByRole('combobox', { name: /Modalidade/ }));
        await u.click(await screen.findByRole('option', { name: 'Conta pessoa física' }));
        await u.click(screen.getByRole('combobox', { name: /Tipo de conta/ }));
        await u.click((await screen.findAllByRole('option'))[1]);
        await save(u);
        await waitFor(() => expect(field(/CPF ou CNPJ do titular/)).toHaveAccessibleDescription(M.holder));
        expect(field(/CPF ou CNPJ do titular/)).toHaveValue(
            cpfFromSeed(999_001).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
        );
    });

    it('refuses to delete a bank that still has accounts, and says why', async () => {
        await signIn('controller');
        renderPage('/detalhe-banco?id=14');
        const u = user();
        await u.click(await screen.findByRole('button', { name: 'Excluir banco' }));
        await u.click(await screen.findByRole('button', { name: /Confirmar/ }));
        const open = state().accounts.filter((a) => a.bank_id === 14).length;
        expect(
            await screen.findByText(M.deleteWithAccounts.replace('%{count}', String(open))),
        ).toBeInTheDocument();
        expect(state().banks.some((b) => b.id === 14)).toBe(true);
    });

    it("speaks the renaming brand's words on its own paths, and its paths in its links", async () => {
        chooseSandboxBrand('autobank');
        await signIn('controller');
        renderPage('/montadora');
        const table = await screen.findByRole('table', { name: 'Montadoras' });
        expect(await within(table).findByText('Aurora Veículos')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Nova montadora' })).toHaveAttribute(
            'href',
            '/cadastro-montadora',
        );
        expect(within(table).queryByText('Banco Digital')).not.toBeInTheDocument();
    });
});
