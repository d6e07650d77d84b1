import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cnpjFromSeed } from '../../domain/cnpj';
import { cpfFromSeed } from '../../domain/cpf';
import { boundStore } from '../../sandbox/route';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { acceptTermsAndSubmit, choose, confirmByCode, fillAddress, next, onStep, type } from './testing';

withSandbox();

const CNPJ = cnpjFromSeed(888_001);
const OWNER = cpfFromSeed(888_002);

describe('/registro-empreendedor (public)', () => {
    it('opens a MEI account whose owner is its one partner, without partner or attorney steps', {
        timeout: 120_000,
    }, async () => {
        const user = userEvent.setup({ delay: null });
        renderPage('/registro-empreendedor');
        await onStep('Empresa', false);
        expect(screen.getByLabelText('Natureza jurídica')).toHaveValue('MEI — Microempreendedor Individual');
        expect(screen.queryByText('Sócios')).not.toBeInTheDocument();
        await type(user, 'CNPJ', CNPJ);
        await type(user, 'Razão social', 'Ana Prado Doces');
        await type(user, 'Nome fantasia', 'Doces da Ana');
        await type(user, 'Data de abertura', '01022021');
        await type(user, 'Faturamento mensal', '6.500,00');
        await type(user, 'E-mail da empresa', 'contato@docesdaana.com.br');
        await type(user, 'Telefone da empresa', '31987001111');
        await next(user);

        await onStep('Endereço');
        await fillAddress(user);
        await next(user);

        await onStep('Titular');
        await type(user, 'Nome completo', 'Ana Prado Souza');
        await type(user, 'CPF', OWNER);
        await type(user, 'Data de nascimento', '12121992');
        await type(user, 'E-mail', 'ana.prado@example.com');
        await type(user, 'Celular', '31987002222');
        await confirmByCode(user, 'e-mail');
        await confirmByCode(user, 'celular');
        await next(user);

        await onStep('Agência');
        await choose(user, 'Agência', /agência/);
        await next(user);
        await onStep('Senha');
        await type(user, 'Senha de acesso do representante', 'Doces2026ok');
        await type(user, 'Confirme a senha', 'Doces2026ok');
        await next(user);
        await onStep('Revisão');
        await next(user);
        await acceptTermsAndSubmit(user, 'Abrir a conta da empresa');

        expect(await screen.findByRole('heading', { name: 'Cadastro recebido' })).toBeInTheDocument();
        const company = boundStore().state.persons.find((p) => p.document === CNPJ);
        expect(company).toMatchObject({ type: 'legal', company_kind: 'MEI', origin: 'self' });
        expect(company?.partners).toEqual([
            expect.objectContaining({ document: OWNER, share_bp: 10000, administrator: true }),
        ]);
        expect(boundStore().state.users.some((u) => u.username === OWNER)).toBe(true);
    });
});
