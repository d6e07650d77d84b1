import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
const out = '/tmp/shots';
const server = spawn('npx', ['vite', 'preview', '--port', '4177', '--strictPort'], { stdio: 'ignore' });
const base = 'http://127.0.0.1:4177';
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
const login = async (page) => {
    await page.goto(`${base}/login`);
    await page.getByLabel('CPF').fill('505.255.536-90');
    await page.getByLabel('Senha', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByLabel('Celular').fill('(11) 98741-2356');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    const hint = await page.getByText(/o código enviado é \d{6}/).textContent();
    await page.getByLabel('Código de 6 dígitos').fill(/(\d{6})/.exec(hint ?? '')?.[1] ?? '');
    await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
    await page.waitForURL(`${base}/`);
};
try {
    for (let i = 0; i < 50; i++) {
        if (await fetch(base).then((r) => r.ok, () => false)) break;
        await new Promise((r) => setTimeout(r, 200));
    }
    for (const [width, height, scheme] of [[1440, 900, 'light'], [360, 740, 'light'], [1440, 900, 'dark']]) {
        const page = await browser.newPage({ viewport: { width, height }, locale: 'pt-BR', colorScheme: scheme });
        await login(page);
        if (scheme === 'dark') await page.getByRole('button', { name: 'Alternar modo claro/escuro' }).click();
        for (const [name, path] of [['titulares', '/listagem-contas/tudo'], ['registration-dash', '/registration-dash'], ['account-dash', '/account-dash'], ['documentos', '/documentos'], ['invoice-dash', '/invoice-dash'], ['home', '/']]) {
            await page.goto(`${base}${path}`);
            await page.waitForTimeout(2500);
            await page.screenshot({ path: `${out}/${name}-${width}-${scheme}.png`, fullPage: false });
        }
        await page.close();
    }
    // LojaCred
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
    await page.goto(`${base}/login`);
    await page.getByLabel('Marca (demonstração)').click();
    await page.getByRole('option', { name: 'LojaCred' }).click();
    await page.getByRole('heading', { name: 'LojaCred' }).waitFor();
    await login(page);
    await page.getByRole('textbox', { name: 'Filtrar menu' }).fill('loja');
    await page.goto(`${base}/tipos-contas`);
    await page.waitForTimeout(2000);
    await page.getByRole('textbox', { name: 'Filtrar menu' }).fill('loja');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/lojacred-tipos-contas.png` });
} finally {
    await browser.close();
    server.kill();
}
