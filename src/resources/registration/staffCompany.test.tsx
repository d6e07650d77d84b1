import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cnpjFromSeed, formatCnpj } from '../../domain/cnpj';
import { cpfFromSeed } from '../../domain/cpf';
import { SIGNUP_MESSAGES } from '../../domain/signup';
import { boundStore } from '../../sandbox/route';
import { state } from '../../test/bank';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { acceptTermsAndSubmit, choose, fieldError, fillAddress, next, onStep, type } from './testing';

withSandbox();

const CNPJ = cnpjFromSeed(777_777, true);
const OTHER_CNPJ = cnpjFromSeed(777_778, true);
const REPRESENTATIVE = cpfFromSeed(555_001);
const PARTNER = cpfFromSeed(555_002);
const fillCompany = async (user: ReturnType<typeof userEvent.setup>, cnpj: string) => {
    await type(user, 'CNPJ', formatCnpj(cnpj).toLowerCase());
    await type(user, 'Razão social', 'Quitanda Aurora Comércio LTDA');
    await type(user, 'Nome fantasia', 'Quitanda Aurora');
    await choose(user, 'Natureza jurídica', /^LTDA/);
    await type(user, 'Data de abertura', '10052015');
    await type(user, 'Faturamento mensal', '85.000,00');
    await type(user, 'E-mail da empresa', 'contato@quitanda-aurora.com.br');
    await type(user, 'Telefone da empresa', '1133334444');
};

describe('/cadastro-pessoa-juridica (staff)', () => {
    it('opens a company account with an alphanumeric CNPJ; every step refuses bad input and keeps the rest; a 422 goes back to its step', {
        timeout: 180_000,
    }, async () => {
        await signIn('gestor');
        const user = userEvent.setup({ delay: null });
        renderPage('/cadastro-pessoa-juridica');

        await onStep('Empresa', false);
        await fillCompany(user, CNPJ);
        // Typed lower-case, shown upper-case.
        expect(screen.getByLabelText('CNPJ')).toHaveValue(formatCnpj(CNPJ));
        await type(user, 'CNPJ', `${formatCnpj(CNPJ).slice(0, -1)}0`);
        await next(user);
        expect(fieldError('CNPJ')).toBe(SIGNUP_MESSAGES.cnpjInvalid);
        expect(screen.getByLabelText('Razão social')).toHaveValue('Quitanda Aurora Comércio LTDA');
        expect(screen.getByLabelText('Faturamento mensal')).toHaveValue('85.000,00');
        await type(user, 'CNPJ', CNPJ);
        await next(user);

        await onStep('Endereço');
        await fillAddress(user, '01310100', '');
        await next(user);
        expect(fieldError('Número')).toBe('Informe o número (ou S/N).');
        expect(screen.getByLabelText('Logradouro')).toHaveValue('Avenida Paulista');
        await type(user, 'Número', '1500');
        await next(user);

        await onStep('Representante');
        await type(user, 'Nome completo', 'Rafael Aurora Nunes');
        await type(user, 'CPF', REPRESENTATIVE);
        await type(user, 'Data de nascimento', '02021985');
        await type(user, 'E-mail', 'rafael@quitanda-aurora.com.br');
        await type(user, 'Celular', '1190000');
        await next(user);
        expect(fieldError('Celular')).toBe(SIGNUP_MESSAGES.cellphoneInvalid);
        expect(screen.getByLabelText('Nome completo')).toHaveValue('Rafael Aurora Nunes');
        await type(user, 'Celular', '11987005678');
        await next(user);

        await onStep('Sócios');
        // The representative starts as the first partner, administrator with 100 %.
        const first = screen.getByRole('group', { name: 'Sócio 1' });
        expect(within(first).getByLabelText('Nome completo')).toHaveValue('Rafael Aurora Nunes');
        await type(user, 'Participação (%)', '60', within(first));
        await user.click(screen.getByRole('button', { name: 'Adicionar sócio' }));
        const second = screen.getByRole('group', { name: 'Sócio 2' });
        await type(user, 'Nome completo', 'Beatriz Aurora Nunes', within(second));
        await type(user, 'CPF', PARTNER, within(second));
        await type(user, 'Data de nascimento', '20071988', within(second));
        await type(user, 'E-mail', 'beatriz@quitanda-aurora.com.br', within(second));
        await type(user, 'Celular', '11987009999', within(second));
        await type(user, 'Participação (%)', '30', within(second));
        expect(screen.getByText('Total: 90,00%')).toBeInTheDocument();
        await next(user);
        expect(await screen.findByText(SIGNUP_MESSAGES.partnersShares)).toBeInTheDocument();
        expect(within(second).getByLabelText('Nome completo')).toHaveValue('Beatriz Aurora Nunes');
        await type(user, 'Participação (%)', '40', within(second));
        expect(screen.getByText('Total: 100,00%')).toBeInTheDocument();
        await next(user);

        await onStep('Procurador');
        await user.click(screen.getByRole('switch', { name: 'A empresa tem procurador' }));
        await type(user, 'Nome completo do procurador', 'Otávio Prado Lima');
        await type(user, 'CPF do procurador', cpfFromSeed(555_003));
        await type(user, 'E-mail do procurador', 'otavio@prado.adv.br');
        await type(user, 'Celular do procurador', '11987004321');
        await type(user, 'Procuração válida até', '01012020');
        await next(user);
        expect(fieldError('Procuração válida até')).toBe(SIGNUP_MESSAGES.validUntilPast);
        expect(screen.getByLabelText('Nome completo do procurador')).toHaveValue('Otávio Prado Lima');
        await user.click(screen.getByRole('switch', { name: 'A empresa tem procurador' }));
        await next(user);

        await onStep('Agência');
        await next(user);
        expect(await screen.findByText(SIGNUP_MESSAGES.agencyRequired)).toBeInTheDocument();
        await choose(user, 'Agência', /agência/);
        await next(user);

        await onStep('Revisão');
        expect(screen.getByText(formatCnpj(CNPJ))).toBeInTheDocument();
        expect(screen.getByText(/Beatriz Aurora Nunes — CPF .* — 40,00%/)).toBeInTheDocument();
        await next(user);

        await onStep('Termos de uso');
        await user.click(screen.getByRole('button', { name: 'Abrir conta' }));
        expect(
            await screen.findByText('Aceite os termos de uso para concluir o cadastro.'),
        ).toBeInTheDocument();

        // Meanwhile another registration takes the CNPJ: the bank's 422 brings the wizard back to it.
        act(() => {
            const taken = state().persons.find((p) => p.type === 'legal');
            if (taken) taken.document = CNPJ;
            boundStore().save('persons');
        });
        await acceptTermsAndSubmit(user, 'Abrir conta');
        await onStep('Empresa', false);
        expect(fieldError('CNPJ')).toBe(SIGNUP_MESSAGES.cnpjTaken);
        expect(screen.getByLabelText('CNPJ')).toHaveFocus();
        expect(screen.getByLabelText('Razão social')).toHaveValue('Quitanda Aurora Comércio LTDA');
        await type(user, 'CNPJ', OTHER_CNPJ);
        await user.click(screen.getByRole('button', { name: 'Voltar à revisão' }));
        await onStep('Revisão');
        await next(user);
        await onStep('Termos de uso');
        expect(screen.getByRole('checkbox', { name: 'Li e aceito os termos de uso' })).toBeChecked();
        await user.click(screen.getByRole('button', { name: 'Abrir conta' }));

        expect(await screen.findByRole('heading', { name: 'Cadastro recebido' })).toBeInTheDocument();
        const company = state().persons.find((p) => p.document === OTHER_CNPJ);
        expect(company).toMatchObject({
            type: 'legal',
            status: 'pending',
            origin: 'backoffice',
            company_kind: 'LTDA',
            monthly_revenue: 8_500_000,
        });
        expect(company?.partners?.map((p) => p.share_bp)).toEqual([6000, 4000]);
        expect(screen.getByRole('link', { name: 'Enviar documentos' })).toHaveAttribute(
            'href',
            `/upload-de-documentos?person=${company?.id}`,
        );
    });
});
