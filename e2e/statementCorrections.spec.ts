import { expect, type Page, test } from '@playwright/test';
import type { Account, Transaction } from '../src/contract/accounts';
import type { PixTransfer } from '../src/contract/pix';
import { DEMO_PASSWORD } from '../src/sandbox/seed/users';
import { bankCollection, demoUser, navigate, signIn, signOut } from './helpers';

const REASON = 'Pix recebido em duplicidade, confirmado com o cliente';
const CORRECTION = 'Tarifa de manutenção cobrada em dobro';

/** A Pix between two accounts of this bank (the seed's Cliente → Maria Helena): its credit and its debit. */
const internalPix = async (page: Page) => {
    const transfers = await bankCollection<PixTransfer>(page, 'pixTransfers');
    const transactions = await bankCollection<Transaction>(page, 'transactions');
    const byId = (id: number | null) => transactions.find((t) => t.id === id);
    const received = transfers.find(
        (t) =>
            t.direction === 'in' &&
            byId(t.transaction_id)?.description === 'Pix recebido - Felipe Araújo Costa' &&
            byId(t.transaction_id)?.status === 'transacted',
    );
    const sent = transfers.find((t) => t.direction === 'out' && t.end_to_end_id === received?.end_to_end_id);
    const credit = byId(received?.transaction_id ?? null);
    const debit = byId(sent?.transaction_id ?? null);
    if (!credit || !debit) throw new Error('Pix interno do seed ausente');
    return { credit, debit };
};

const accountText = async (page: Page, id: number) => {
    const account = (await bankCollection<Account>(page, 'accounts')).find((a) => a.id === id);
    return `${account?.number}-${account?.digit}`;
};

/** Opens the queue and decides the request whose line holds `text`; answers the approve dialog. */
const approveInQueue = async (page: Page, text: string) => {
    await navigate(page, '/jurisdiction-approve', 'Aprovações pendentes');
    const queue = page.getByRole('list', { name: 'Estornos e correções de saldo aguardando aprovação' });
    await queue.getByRole('button', { name: new RegExp(text) }).click();
    const drawer = page.getByRole('region', { name: /de R\$/ });
    await expect(drawer).toContainText('Motivo');
    await drawer.getByRole('button', { name: 'Aprovar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aprovar este pedido?' });
    await dialog.getByRole('button', { name: 'Aprovar' }).click();
    return dialog;
};

test('staff revert a Pix between two accounts and correct a balance; another person approves; both statements show it', async ({
    page,
}) => {
    // Back Office asks for both.
    await signIn(page, demoUser('backoffice'), DEMO_PASSWORD);
    const { credit, debit } = await internalPix(page);
    await navigate(
        page,
        `/extract-detail?id=${credit.id}&conta=${credit.account_id}`,
        'Detalhe do lançamento',
    );
    await page.getByRole('button', { name: 'Estornar' }).click();
    const ask = page.getByRole('dialog', { name: 'Estornar este lançamento?' });
    await ask.getByRole('textbox', { name: 'Motivo' }).fill(REASON);
    await ask.getByRole('button', { name: 'Pedir estorno' }).click();
    const trail = page.getByRole('list', { name: 'Pedidos de estorno deste lançamento' });
    await expect(trail).toContainText('Aguardando aprovação');
    await expect(trail).toContainText('Pedido por Bruno Henrique Almeida');

    await navigate(page, `/extrato-conta?conta=${credit.account_id}`, 'Extrato da conta');
    await page.getByRole('button', { name: 'Corrigir saldo' }).click();
    const correct = page.getByRole('dialog', { name: 'Corrigir o saldo da conta' });
    await correct.getByRole('radio', { name: 'Crédito (aumenta o saldo)' }).check();
    await correct.getByRole('textbox', { name: 'Valor' }).pressSequentially('2590');
    await correct.getByRole('textbox', { name: 'Motivo' }).fill(CORRECTION);
    await correct.getByRole('button', { name: 'Pedir correção' }).click();
    await expect(page.getByRole('list', { name: 'Correções de saldo desta conta' })).toContainText(
        'Aguardando aprovação',
    );
    // Nobody approves their own request.
    const own = await approveInQueue(page, 'R\\$\\s25,90 · Correção de saldo');
    await expect(own).toContainText('Quem fez a operação não pode aprová-la nem rejeitá-la.');
    await own.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Fechar' }).click();
    await signOut(page);

    // The Controller approves both.
    await signIn(page, demoUser('controller'), DEMO_PASSWORD);
    await approveInQueue(page, 'R\\$\\s25,90 · Correção de saldo');
    await expect(page.getByText('Pedido aprovado: o lançamento está no extrato.')).toBeVisible();
    await approveInQueue(page, 'Estorno de lançamento');
    await expect(page.getByText('Pedido aprovado: o lançamento está no extrato.')).toBeVisible();
    // Only the seed's request for another holder is left.
    const queue = page.getByRole('list', { name: 'Estornos e correções de saldo aguardando aprovação' });
    await expect(queue.getByRole('button')).toHaveCount(1);
    await expect(queue).not.toContainText('Maria Helena Souza');

    // The payee's statement: the reversal of the credit and the correction with its reason.
    await navigate(page, `/extrato-conta?conta=${credit.account_id}`, 'Extrato da conta');
    const main = page.locator('#main-content');
    await expect(main).toContainText(await accountText(page, credit.account_id));
    await expect(main.getByText('Estorno - Pix recebido - Felipe Araújo Costa')).toBeVisible();
    await expect(main.getByText(`Correção de saldo - ${CORRECTION}`)).toBeVisible();
    // The payer's statement: the debit given back.
    await navigate(page, `/extrato-conta?conta=${debit.account_id}`, 'Extrato da conta');
    await expect(main).toContainText(await accountText(page, debit.account_id));
    await expect(main.getByText(`Estorno - ${debit.description}`)).toBeVisible();
    // The movement's trail: who asked, why, who approved; it can no longer be reverted.
    await navigate(
        page,
        `/extract-detail?id=${credit.id}&conta=${credit.account_id}`,
        'Detalhe do lançamento',
    );
    await expect(trail).toContainText('Aprovado por Ana Carolina Ribeiro');
    await expect(trail).toContainText(`Motivo: ${REASON}`);
    await expect(page.getByText('Este lançamento já foi estornado.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Estornar' })).toHaveCount(0);
});
