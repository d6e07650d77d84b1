import { expect, type Page, test } from '@playwright/test';
import type { Account } from '../src/contract/accounts';
import { DEMO_PASSWORD, DEMO_TRANSACTION_PASSWORD } from '../src/sandbox/seed/users';
import type { User } from '../src/sandbox/types';
import { bankCollection, demoUser, navigate, signIn, signOut } from './helpers';

const main = (page: Page) => page.locator('#main-content');

/** The Cliente demo holder's checking account (the seed gives them an approved linked account). */
const clienteAccount = async (page: Page) => {
    const users = await bankCollection<User>(page, 'users');
    const person = users.find((u) => u.username === demoUser('cliente').username)?.person_id;
    const accounts = await bankCollection<Account>(page, 'accounts');
    const account = accounts.find(
        (a) => a.person_id === person && a.status === 'active' && a.kind !== 'savings',
    );
    if (!account) throw new Error('conta do Cliente ausente');
    return account;
};

const password = (page: Page) => page.getByLabel('Senha de transação', { exact: true });

/** Opens the redemption whose line holds `amount` in the queue and approves it; answers the notice. */
const approveRedemption = async (page: Page, path: string, title: string, amount: RegExp) => {
    await navigate(page, path, title);
    await page
        .getByRole('list', { name: 'Resgates aguardando aprovação' })
        .getByRole('button', { name: amount })
        .click();
    await page
        .getByRole('region', { name: /Resgate de/ })
        .getByRole('button', { name: 'Aprovar' })
        .click();
    await page
        .getByRole('dialog', { name: 'Aprovar este resgate?' })
        .getByRole('button', { name: 'Aprovar' })
        .click();
};

test('a cashier deposits into a holder’s account and reverses it once; the holder’s statement shows both', async ({
    page,
}) => {
    // The Caixa deposits R$ 150,00 into the Cliente's account, found by CPF, then reverses the mistake.
    await signIn(page, demoUser('caixa'), DEMO_PASSWORD);
    await navigate(page, '/deposito', 'Depósito');
    await page.getByLabel('CPF ou CNPJ do titular').fill(demoUser('cliente').username);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page
        .getByRole('button', { name: /Usar esta conta: Felipe Araújo Costa/ })
        .first()
        .click();
    await page.getByLabel('Valor').pressSequentially('15000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await password(page).fill(DEMO_TRANSACTION_PASSWORD);
    await page.getByRole('button', { name: 'Confirmar depósito' }).click();
    await expect(page.getByRole('heading', { name: 'Depósito feito' })).toBeVisible();
    const day = page.getByRole('list', { name: 'Operações de hoje' });
    await expect(day).toContainText('Confirmado');
    await day.getByRole('button', { name: 'Estornar depósito de R$ 150,00' }).click();
    const reverse = page.getByRole('dialog', { name: 'Estornar operação' });
    await reverse.getByLabel('Motivo do estorno').fill('Valor digitado errado');
    await reverse.getByLabel('Senha de transação', { exact: true }).fill(DEMO_TRANSACTION_PASSWORD);
    await reverse.getByRole('button', { name: 'Estornar' }).click();
    await expect(day.getByText('Estornado', { exact: true })).toBeVisible();
    await expect(day.getByRole('button', { name: /Estornar/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Fechamento do caixa' })).toContainText('Estornos (1)');
    await signOut(page);

    await signIn(page, demoUser('cliente'), DEMO_PASSWORD);
    const account = await clienteAccount(page);
    await navigate(page, `/extrato-conta?conta=${account.id}`, 'Extrato da conta');
    await expect(main(page).getByText('Depósito em espécie no caixa', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Estorno - Depósito em espécie no caixa')).toBeVisible();
});

test('a holder’s redemption on a double-approval brand: Back Office approves, then a second person sends the TED', async ({
    page,
}) => {
    await page.goto('/login');
    await page.getByLabel('Marca (demonstração)').click();
    await page.getByRole('option', { name: 'Coopera Digital' }).click();
    await signIn(page, demoUser('cliente'), DEMO_PASSWORD);
    await navigate(page, '/solicitar-resgate', 'Solicitar resgate');
    await page.getByLabel('Valor do resgate').pressSequentially('10000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(main(page)).toContainText('Tarifa TED');
    await password(page).fill(DEMO_TRANSACTION_PASSWORD);
    await page.getByRole('button', { name: 'Solicitar resgate' }).click();
    const mine = page.getByRole('list', { name: 'Seus resgates' });
    await expect(mine.getByRole('listitem').filter({ hasText: 'R$ 100,00' })).toContainText(
        'Aguardando aprovação',
    );
    await signOut(page);

    // Back Office approves first: it still waits for another person, nothing leaves yet.
    await signIn(page, demoUser('backoffice'), DEMO_PASSWORD);
    await approveRedemption(page, '/resgate-double-approve', 'Aprovação dupla de resgates', /R\$\s100,00/);
    await expect(page.getByText('Aprovação registrada: falta a aprovação de outra pessoa.')).toBeVisible();
    await page
        .getByRole('region', { name: /Resgate de/ })
        .getByRole('button', { name: 'Fechar' })
        .click();
    await signOut(page);

    // The Controller's approval sends the TED.
    await signIn(page, demoUser('controller'), DEMO_PASSWORD);
    await approveRedemption(page, '/resgate-double-approve', 'Aprovação dupla de resgates', /R\$\s100,00/);
    await expect(page.getByText('Resgate aprovado: TED enviada.')).toBeVisible();
    const queue = page.getByRole('list', { name: 'Resgates aguardando aprovação' });
    await expect(queue).not.toContainText('R$ 100,00');
});
