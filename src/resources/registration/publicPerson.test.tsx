import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cpfFromSeed, formatCpf } from '../../domain/cpf';
import { SIGNUP_MESSAGES } from '../../domain/signup';
import { boundStore } from '../../sandbox/route';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import {
    acceptTermsAndSubmit,
    choose,
    confirmByCode,
    fieldError,
    fillAddress,
    next,
    onStep,
    type,
} from './testing';

withSandbox();

const CPF = cpfFromSeed(987_654);

describe('/registro-pf (public, no session)', () => {
    it('opens an account with e-mail and mobile confirmed by code, and hands the CPF to the login', {
        timeout: 90_000,
    }, async () => {
        const user = userEvent.setup({ delay: null });
        renderPage('/login');
        await user.click(await screen.findByRole('link', { name: 'Abra sua conta' }));
        await user.click(await screen.findByRole('link', { name: /Pessoa física/ }));
        await onStep('Identificação', false);
        await type(user, 'Nome completo', 'Marina Duarte Alves');
        await type(user, 'CPF', CPF);
        await type(user, 'Data de nascimento', '14031990');
        await type(user, 'Nome da mãe', 'Helena Duarte Alves');
        await next(user);

        await onStep('Contato');
        // A mistyped common domain is offered its fix.
        await type(user, 'E-mail', 'marina.duarte@gmial.com');
        await user.click(screen.getByRole('button', { name: 'marina.duarte@gmail.com' }));
        expect(screen.getByLabelText('E-mail')).toHaveValue('marina.duarte@gmail.com');
        expect(screen.queryByText(/Você quis dizer/)).not.toBeInTheDocument();
        await type(user, 'E-mail', 'marina.duarte@example.com');
        await type(user, 'Celular', '21991234567');
        // Without the codes the step does not go on.
        await next(user);
        expect(await screen.findAllByText(SIGNUP_MESSAGES.tokenRequired)).toHaveLength(2);
        await confirmByCode(user, 'e-mail');
        await confirmByCode(user, 'celular');
        await next(user);

        await onStep('Endereço');
        await fillAddress(user);
        await next(user);

        await onStep('Renda');
        await type(user, 'Renda mensal', '4.500,00');
        expect(screen.getByLabelText('Renda mensal')).toHaveValue('4.500,00');
        await next(user);

        await onStep('Agência');
        await choose(user, 'Agência', /agência/);
        await next(user);

        await onStep('Senha');
        await type(user, 'Senha de acesso', 'curta');
        await next(user);
        expect(fieldError('Senha de acesso')).toMatch(/pelo menos 8 caracteres/);
        await type(user, 'Senha de acesso', 'Conta@2026x');
        await type(user, 'Confirme a senha', 'Conta@2026x');
        // The progress kept in the tab never holds the password.
        const saved = sessionStorage.getItem('registration:pf:public') ?? '';
        expect(saved).toContain('Marina Duarte Alves');
        expect(saved).not.toContain('Conta@2026x');
        await next(user);

        await onStep('Revisão');
        expect(screen.getByText('Marina Duarte Alves')).toBeInTheDocument();
        expect(screen.getByText('marina.duarte@example.com')).toBeInTheDocument();
        expect(screen.getByText('R$ 4.500,00')).toBeInTheDocument();
        await next(user);

        await acceptTermsAndSubmit(user, 'Abrir minha conta');
        expect(await screen.findByRole('heading', { name: 'Cadastro recebido' })).toBeInTheDocument();
        const person = boundStore().state.persons.find((p) => p.document === CPF);
        expect(person).toMatchObject({ status: 'pending', origin: 'self', monthly_income: 450000 });
        const account = boundStore().state.accounts.find((a) => a.person_id === person?.id);
        expect(screen.getByText(`${account?.number}-${account?.digit}`)).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Documentos a enviar' })).toBeInTheDocument();
        expect(sessionStorage.getItem('registration:pf:public')).toBeNull();

        await user.click(screen.getByRole('link', { name: 'Entrar' }));
        expect(await screen.findByLabelText('CPF')).toHaveValue(formatCpf(CPF));
    });
});
