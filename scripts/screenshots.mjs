// Screenshots of the main screens at 1440 px and 360 px, light and dark, for review:
// `node scripts/screenshots.mjs [outDir]` (builds nothing: run `npm run build` first).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';

const out = process.argv[2] ?? 'screenshots';
mkdirSync(out, { recursive: true });
const server = spawn('npx', ['vite', 'preview', '--port', '4176', '--strictPort'], { stdio: 'ignore' });
const base = 'http://127.0.0.1:4176';
const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
];
const browser = await chromium.launch({ executablePath: findChromium(), args });

try {
    for (let i = 0; i < 50; i++) {
        if (
            await fetch(base).then(
                (r) => r.ok,
                () => false,
            )
        )
            break;
        await new Promise((r) => setTimeout(r, 200));
    }
    for (const [width, height] of [
        [1440, 900],
        [360, 740],
    ]) {
        for (const scheme of ['light', 'dark']) {
            const page = await browser.newPage({
                viewport: { width, height },
                locale: 'pt-BR',
                colorScheme: scheme,
            });
            const shot = (name) => page.screenshot({ path: `${out}/${name}-${width}-${scheme}.png` });
            await page.goto(`${base}/login`);
            await page.getByRole('button', { name: 'Entrar' }).waitFor();
            await shot('login');
            // The Controller (README table), SMS step included.
            await page.getByLabel('CPF').fill('505.255.536-90');
            await page.getByLabel('Senha', { exact: true }).fill('Demo@2026');
            await page.getByRole('button', { name: 'Entrar' }).click();
            await page.getByLabel('Celular').fill('(11) 98741-2356');
            await shot('login-sms');
            await page.getByRole('button', { name: 'Enviar código' }).click();
            const hint = await page.getByText(/o código enviado é \d{6}/).textContent();
            await page.getByLabel('Código de 6 dígitos').fill(/(\d{6})/.exec(hint ?? '')?.[1] ?? '');
            await shot('login-code');
            await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
            await page.waitForURL(`${base}/`);
            if (scheme === 'dark')
                await page.getByRole('button', { name: 'Alternar modo claro/escuro' }).click();
            await page.getByText('Atalhos').waitFor();
            await page.waitForTimeout(500);
            await shot('home');
            await page.goto(`${base}/tipos-contas`);
            await page.locator('text="Conta Comum" >> visible=true').first().waitFor();
            await shot('tipos-contas');
            await page.goto(`${base}/minha-conta`);
            await page
                .getByText('Conta-corrente', { exact: false })
                .first()
                .waitFor()
                .catch(() => undefined);
            await page.waitForTimeout(800);
            await shot('minha-conta');
            await page.goto(`${base}/perfil`);
            await page.waitForTimeout(1200);
            await shot('perfil');
            await page.goto(`${base}/iugu-marketplaces`);
            await page.getByRole('heading', { name: 'Em breve' }).waitFor();
            await shot('em-breve');
            await page.goto(`${base}/tipos-contas/1`);
            await page.getByRole('textbox', { name: 'Nome' }).waitFor();
            await shot('tipo-conta-edit');
            await page.goto(`${base}/listagem-contas/tudo`);
            await page.getByText('Consultas salvas', { exact: false }).first().waitFor();
            await page
                .getByRole('button', { name: /^Abrir / })
                .first()
                .waitFor();
            await shot('listagem-contas');
            await page.goto(`${base}/pages/not-authorized`);
            await shot('not-authorized');
            await page.close();
        }
    }
} finally {
    await browser.close();
    server.kill();
}
