import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cpfFromSeed } from '../../domain/cpf';
import { SIGNUP_MESSAGES } from '../../domain/signup';
import { DEMO_PASSWORD } from '../../sandbox/seed/users';
import { state } from '../../test/bank';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';
import { acceptTermsAndSubmit, choose, fieldError, fillAddress, next, onStep, type } from './testing';

withSandbox();

const MINOR = cpfFromSeed(555_100);
const typedDate = (iso: string) => iso.split('-').reverse().join('');

describe('minor accounts', () => {
    it('opens a minor account checked against the responsible holder, who confirms with their password', {
        timeout: 120_000,
    }, async () => {
        const adult = demoUser('titular_pf');
        const birth = state().persons.find((p) => p.document === adult.username)?.birth_date ?? '';
        const user = userEvent.setup({ delay: null });
        renderPage('/registro-menor');

        await onStep('Menor', false);
        await type(user, 'Nome completo do menor', 'Lara Souza Prado');
        await type(user, 'CPF do menor', MINOR);
        await type(user, 'Data de nascimento do menor', '01011990');
        await next(user);
        expect(fieldError('Data de nascimento do menor')).toBe(SIGNUP_MESSAGES.notMinor);
        expect(screen.getByLabelText('Nome completo do menor')).toHaveValue('Lara Souza Prado');
        await type(user, 'Data de nascimento do menor', '10032015');
        await next(user);

        await onStep('Responsável');
        await type(user, 'CPF do responsável', adult.username);
        await type(
            user,
            'Data de nascimento do responsável',
            birth === '1980-01-01' ? '02011980' : '01011980',
        );
        await choose(user, 'Parentesco', 'Mãe');
        await next(user);
        expect(await screen.findByText(SIGNUP_MESSAGES.responsibleBirth)).toBeInTheDocument();
        await type(user, 'Data de nascimento do responsável', typedDate(birth));
        await next(user);

        await onStep('Endereço');
        await fillAddress(user);
        await next(user);
        await onStep('Agência');
        await choose(user, 'Agência', /agência/);
        await next(user);

        await onStep('Confirmação');
        await type(user, 'Senha do responsável', 'Errada2026');
        await next(user);
        await onStep('Revisão');
        expect(screen.getByText('Lara Souza Prado')).toBeInTheDocument();
        expect(screen.getByText('Mãe')).toBeInTheDocument();
        await next(user);
        await acceptTermsAndSubmit(user, 'Abrir a conta do menor');

        // The bank refuses the password: back on the step that holds it.
        await onStep('Confirmação', false);
        expect(fieldError('Senha do responsável')).toBe(SIGNUP_MESSAGES.responsiblePassword);
        expect(screen.getByLabelText('Senha do responsável')).toHaveFocus();
        await type(user, 'Senha do responsável', DEMO_PASSWORD);
        await next(user);
        await onStep('Revisão');
        await next(user);
        await onStep('Termos de uso');
        await user.click(screen.getByRole('button', { name: 'Abrir a conta do menor' }));

        expect(await screen.findByRole('heading', { name: 'Cadastro recebido' })).toBeInTheDocument();
        const minor = state().persons.find((p) => p.document === MINOR);
        const responsible = state().persons.find((p) => p.document === adult.username);
        expect(minor).toMatchObject({ status: 'pending', birth_date: '2015-03-10' });
        expect(minor?.responsible).toEqual({ person_id: responsible?.id, relationship: 'mother' });
    });

    it('lets staff open a minor account at /cadastro-conta-menor, without the responsible password', {
        timeout: 120_000,
    }, async () => {
        const adult = demoUser('titular_pf');
        const birth = state().persons.find((p) => p.document === adult.username)?.birth_date ?? '';
        await signIn('gestor');
        const user = userEvent.setup({ delay: null });
        renderPage('/cadastro-conta-menor');
        await onStep('Menor', false);
        await type(user, 'Nome completo do menor', 'Théo Souza Prado');
        await type(user, 'CPF do menor', MINOR);
        await type(user, 'Data de nascimento do menor', '22082012');
        await next(user);
        await onStep('Responsável');
        await type(user, 'CPF do responsável', MINOR);
        await type(user, 'Data de nascimento do responsável', typedDate(birth));
        await choose(user, 'Parentesco', 'Pai');
        await next(user);
        expect(fieldError('CPF do responsável')).toBe(SIGNUP_MESSAGES.responsibleSelf);
        await type(user, 'CPF do responsável', adult.username);
        await next(user);
        await onStep('Endereço');
        await fillAddress(user);
        await next(user);
        await onStep('Agência');
        await choose(user, 'Agência', /agência/);
        await next(user);
        await onStep('Revisão');
        expect(screen.getByText('Pai')).toBeInTheDocument();
        await next(user);
        await acceptTermsAndSubmit(user, 'Abrir a conta do menor');
        expect(await screen.findByRole('heading', { name: 'Cadastro recebido' })).toBeInTheDocument();
        expect(state().persons.find((p) => p.document === MINOR)).toMatchObject({
            origin: 'backoffice',
            responsible: { relationship: 'father' },
        });
        expect(screen.getByRole('button', { name: 'Abrir outro cadastro' })).toBeInTheDocument();
    });
});
