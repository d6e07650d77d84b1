import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/sandbox/seed/users';
import { signIn } from './helpers';

// Each test visits several screens and scans each one: longer than a journey.
test.describe.configure({ timeout: 180_000 });

const titular = DEMO_USERS.find((u) => u.key === 'titular_pj');
if (!titular) throw new Error('titular_pj ausente');

/** axe's serious and critical findings on what is on screen (WCAG 2.1 A/AA rules). */
const violations = async (page: Page) => {
    const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
    return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
};

test('accessibility: the login page and the screens of an account holder', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await signIn(page, titular, DEMO_PASSWORD);
    for (const [path, ready] of [
        ['/', 'Atalhos'],
        ['/minha-conta', 'Últimas movimentações'],
        ['/m-controleconta', 'Exportar CSV'],
        ['/m-cartoes', 'Meus cartões'],
        ['/perfil', 'Dados pessoais'],
        ['/notifications', 'Suas notificações'],
        ['/pix-select-account', 'Escolha a conta que vai enviar e receber Pix.'],
    ] as const) {
        await page.goto(path);
        await expect(page.getByText(ready).first()).toBeVisible();
        expect(await violations(page), path).toEqual([]);
    }
});

test('accessibility: the Pix screens of an account holder', async ({ page }) => {
    await signIn(page, titular, DEMO_PASSWORD);
    await page.goto('/pix-select-account');
    // The account chosen in "Área Pix" stays chosen for the session.
    await page
        .getByRole('button', { name: /^Usar a conta/ })
        .first()
        .click();
    await expect(page.getByRole('region', { name: 'Conta do Pix' })).toBeVisible();
    for (const [path, ready] of [
        ['/pix-home', 'Seus limites hoje'],
        ['/pix-keys', 'Cadastrar chave'],
        ['/pix-receive', 'Gerar QR Code'],
        ['/qr-code-cobranca', 'Gerar cobrança'],
        ['/pix-extract', 'Exportar CSV'],
        ['/extrato-pix', 'Exportar CSV'],
        ['/pix-favorites', 'Novo favorito'],
    ] as const) {
        await page.goto(path);
        await expect(page.getByText(ready).first()).toBeVisible();
        expect(await violations(page), path).toEqual([]);
    }
});

test('accessibility: account opening, holders and documents', async ({ page }) => {
    for (const [path, ready] of [
        ['/registro', 'Pessoa física'],
        ['/registro-pj', 'Empresa'],
        ['/registro-menor', 'Menor'],
    ] as const) {
        await page.goto(path);
        await expect(page.getByText(ready, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
        expect(await violations(page), path).toEqual([]);
    }
    const backoffice = DEMO_USERS.find((u) => u.key === 'backoffice');
    if (!backoffice) throw new Error('backoffice ausente');
    await signIn(page, backoffice, DEMO_PASSWORD);
    for (const [path, ready] of [
        ['/cadastro-pessoa-fisica', 'Identificação'],
        ['/listagem-contas/30-dias', 'Exportar CSV'],
        ['/documentos', 'Buscar titular'],
        ['/controleusuario', 'Novo acesso'],
        ['/registration-dash', 'Cadastros no período'],
    ] as const) {
        await page.goto(path);
        await expect(page.getByText(ready).first()).toBeVisible({ timeout: 15_000 });
        expect(await violations(page), path).toEqual([]);
    }
});
