// Finds a Chromium for the browser tests, or obtains one; never lets them be skipped silently.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/snap/bin/chromium',
];

const onPath = (name) => {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    return found.status === 0 ? found.stdout.trim() : null;
};

const located = () =>
    process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)
        ? process.env.CHROMIUM_PATH
        : (CANDIDATES.find((p) => existsSync(p)) ?? onPath('chromium') ?? onPath('chromium-browser'));

const run = (cmd, args) =>
    spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

const playwrightChromium = () => {
    try {
        const out = execFileSync(
            process.execPath,
            ['-e', "console.log(require('playwright-core').chromium.executablePath())"],
            {
                encoding: 'utf8',
            },
        ).trim();
        return out && existsSync(out) ? out : null;
    } catch {
        return null;
    }
};

export const findChromium = () => {
    if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
        console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} não existe.`);
        process.exit(1);
    }
    let path = located();
    if (path) return path;
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (isRoot && onPath('apt-get')) {
        console.log('Chromium não encontrado: instalando o pacote "chromium" com apt-get...');
        run('apt-get', ['update', '-qq']);
        run('apt-get', ['install', '-y', '-qq', 'chromium']);
        path = located();
        if (path) return path;
    } else {
        console.log(
            'Chromium não encontrado: tentando o instalador do Playwright (npx playwright install chromium)...',
        );
        run('npx', ['playwright', 'install', 'chromium']);
        path = playwrightChromium();
        if (path) return path;
    }
    console.error(
        [
            '',
            'Os testes de navegador precisam do Chromium e nenhum foi encontrado nem pôde ser instalado.',
            'Faça um destes e rode `npm test` de novo:',
            '  - Debian/Ubuntu: sudo apt-get install -y chromium',
            '  - qualquer sistema: export CHROMIUM_PATH=/caminho/do/chromium (ou Google Chrome)',
            '  - com acesso à internet: npx playwright install chromium',
            '',
        ].join('\n'),
    );
    process.exit(1);
};
