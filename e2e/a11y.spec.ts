import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/sandbox/seed/users';
import { seriousFindings } from './axe';
import { navigate, signIn } from './helpers';

// Each test visits several screens and scans each one: longer than a journey.
test.describe.configure({ timeout: 180_000 });

const titular = DEMO_USERS.find((u) => u.key === 'titular_pj');
if (!titular) throw new Error('titular_pj ausente');

/** A screen to scan: its path, its breadcrumb title, and a text that says its content is there. */
type Screen = readonly [path: string, title: string, ready: string];

/** Opens each screen in the session (client-side) and expects no serious or critical finding on it. */
const scanScreens = async (page: Page, screens: readonly Screen[], readyTimeout?: number) => {
    for (const [path, title, ready] of screens) {
        await navigate(page, path, title);
        await expect(page.getByText(ready).first()).toBeVisible({ timeout: readyTimeout });
        expect(await seriousFindings(page), path).toEqual([]);
    }
};

// One sign-in for the holder's screens and their Pix screens: each sign-in is a fresh browser and sandbox bank.
test('accessibility: the login page, and the screens and Pix screens of an account holder', async ({
    page,
}) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);

    await signIn(page, titular, DEMO_PASSWORD);
    await scanScreens(page, [
        ['/', 'Início', 'Atalhos'],
        ['/minha-conta', 'Minha conta', 'Últimas movimentações'],
        ['/m-controleconta', 'Controle da conta', 'Exportar CSV'],
        ['/m-cartoes', 'Meus cartões', 'Meus cartões'],
        ['/perfil', 'Meu perfil', 'Dados pessoais'],
        ['/notifications', 'Notificações', 'Suas notificações'],
        ['/pix-select-account', 'Seleção de conta Pix', 'Escolha a conta que vai enviar e receber Pix.'],
    ]);
    // The account chosen in "Área Pix" stays chosen for the session.
    await page
        .getByRole('button', { name: /^Usar a conta/ })
        .first()
        .click();
    await expect(page.getByRole('region', { name: 'Conta do Pix' })).toBeVisible();
    await scanScreens(page, [
        ['/pix-home', 'Pix', 'Seus limites hoje'],
        ['/pix-keys', 'Chaves Pix', 'Cadastrar chave'],
        ['/pix-receive', 'Receber com Pix', 'Gerar QR Code'],
        ['/qr-code-cobranca', 'QR Code de cobrança', 'Gerar cobrança'],
        ['/pix-extract', 'Extrato Pix', 'Exportar CSV'],
        ['/extrato-pix', 'Movimentações Pix', 'Exportar CSV'],
        ['/pix-favorites', 'Contatos Pix favoritos', 'Novo favorito'],
    ]);
});

test('accessibility: account opening, holders and documents', async ({ page }) => {
    for (const [path, ready] of [
        ['/registro', 'Pessoa física'],
        ['/registro-pj', 'Empresa'],
        ['/registro-menor', 'Menor'],
    ] as const) {
        await page.goto(path);
        await expect(page.getByText(ready, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
        expect(await seriousFindings(page), path).toEqual([]);
    }
    const backoffice = DEMO_USERS.find((u) => u.key === 'backoffice');
    if (!backoffice) throw new Error('backoffice ausente');
    await signIn(page, backoffice, DEMO_PASSWORD);
    await scanScreens(
        page,
        [
            ['/cadastro-pessoa-fisica', 'Conta pessoa física', 'Identificação'],
            ['/listagem-contas/30-dias', 'Listagem de contas', 'Exportar CSV'],
            ['/documentos', 'Documentos', 'Buscar titular'],
            ['/controleusuario', 'Controle de usuários', 'Novo acesso'],
            ['/registration-dash', 'Painel de cadastros', 'Cadastros no período'],
        ],
        15_000,
    );
});
