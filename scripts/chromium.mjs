// Finds a Chromium for the browser tests, or obtains one; never lets them be skipped silently.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FULL = [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/snap/bin/chromium',
];
/**
 * Debian's chromium-headless-shell: the same Chromium in its old headless mode, without the browser's own
 * window and UI behind every page (a full Chromium opens two omnibox WebUI renderers per browser context). The
 * whole browser suite took 472 s with it and 611 s with the full Chromium on a 2-core machine.
 */
const SHELL = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

const onPath = (name) => {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    return found.status === 0 ? found.stdout.trim() : null;
};

const firstOf = (paths) => paths.find((p) => existsSync(p)) ?? null;
const full = () => firstOf(FULL) ?? onPath('chromium') ?? onPath('chromium-browser');

const run = (cmd, args) =>
    spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

const canApt = () => typeof process.getuid === 'function' && process.getuid() === 0 && onPath('apt-get');
let aptUpdated = false;
const aptInstall = (pkg) => {
    console.log(`Instalando o pacote "${pkg}" com apt-get...`);
    if (!aptUpdated) run('apt-get', ['update', '-qq']);
    aptUpdated = true;
    return run('apt-get', ['install', '-y', '-qq', pkg]).status === 0;
};

const playwrightChromium = () => {
    try {
        const out = execFileSync(
            process.execPath,
            ['-e', "console.log(require('playwright-core').chromium.executablePath())"],
            { encoding: 'utf8' },
        ).trim();
        return out && existsSync(out) ? out : null;
    } catch {
        return null;
    }
};

/**
 * CHROMIUM_PATH, else (with `headlessShell`, for the browser tests) Debian's chromium-headless-shell, installed
 * with apt-get when running as root, else the system's Chromium, else one installed with apt-get or Playwright's
 * installer. Exits with what to do when there is none.
 */
export const findChromium = ({ headlessShell = false } = {}) => {
    if (process.env.CHROMIUM_PATH) {
        if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
        console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} não existe.`);
        process.exit(1);
    }
    if (headlessShell) {
        const shell =
            firstOf(SHELL) ?? (canApt() && aptInstall('chromium-headless-shell') ? firstOf(SHELL) : null);
        if (shell) return shell;
    }
    let path = full();
    if (path) return path;
    if (canApt()) {
        if (aptInstall('chromium')) path = full();
    } else {
        console.log(
            'Chromium não encontrado: tentando o instalador do Playwright (npx playwright install chromium)...',
        );
        run('npx', ['playwright', 'install', 'chromium']);
        path = playwrightChromium();
    }
    if (path) return path;
    console.error(
        [
            '',
            'Os testes de navegador precisam do Chromium e nenhum foi encontrado nem pôde ser instalado.',
            'Faça um destes e rode `npm test` de novo:',
            '  - Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell (ou chromium)',
            '  - qualquer sistema: export CHROMIUM_PATH=/caminho/do/chromium (ou Google Chrome)',
            '  - com acesso à internet: npx playwright install chromium',
            '',
        ].join('\n'),
    );
    process.exit(1);
};
