import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractBabelConfig from 'dependency-cruiser/config-utl/extract-babel-config';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `npm run lint`'s import rules (.dependency-cruiser.cjs) on a tiny project that breaks each of them once. */

const FIXTURE: Record<string, string> = {
    'src/sandbox/store.ts': 'export const store = {};\nexport type Store = typeof store;\n',
    // The starter and the tests may use the sandbox.
    'src/main.tsx': "import { store } from './sandbox/store';\nexport const started = store;\n",
    'src/test/session.ts': "export { store } from '../sandbox/store';\n",
    'src/pages/cards/cards.test.ts':
        "import { store } from '../../sandbox/store';\nexport const t = store;\n",
    // A screen may not, not even for a type, nor lazily from a .tsx with JSX.
    'src/pages/cards/api.ts':
        "import type { Store } from '../../sandbox/store';\nexport type Cards = Store;\n",
    'src/App.tsx':
        "export const App = () => <main>{'ok'}</main>;\nexport const load = () => import('./sandbox/store');\n",
    // domain/ may import contract/ and itself, nothing else.
    'src/contract/cards.ts': 'export interface Card {\n    id: number;\n}\n',
    'src/http/client.ts': 'export const request = () => null;\n',
    'src/domain/cards.ts':
        "import type { Card } from '../contract/cards';\nimport { request } from '../http/client';\n" +
        "import { formatBRL } from './money';\nexport const cards = (card: Card) => [request, formatBRL, card];\n",
    'src/domain/money.ts': 'export const formatBRL = (cents: number) => String(cents);\n',
    // contract/ imports nothing of the app.
    'src/contract/money.ts':
        "import { formatBRL } from '../domain/money';\nexport const shown = formatBRL(1);\n",
    // An area reaches another only through its index.ts; inside itself it imports freely.
    'src/resources/pix/api.ts': 'export const pixApi = {};\n',
    'src/resources/pix/PixPage.ts': "import { pixApi } from './api';\nexport const page = pixApi;\n",
    'src/resources/pix/index.ts': "export { pixApi } from './api';\n",
    'src/resources/bills/BillPage.ts':
        "import { pixApi } from '../pix';\nimport { page } from '../pix/PixPage';\nexport const bill = [pixApi, page];\n",
    // ui/ widgets import no area.
    'src/ui/Picker.ts': "import { pixApi } from '../resources/pix';\nexport const picker = pixApi;\n",
    // A cycle.
    'src/layout/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
    'src/layout/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
};

let dir = '';
beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
    for (const [path, text] of Object.entries(FIXTURE)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
    }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const violations = async () => {
    const options = await extractDepcruiseOptions(resolve('.dependency-cruiser.cjs'));
    const babelConfig = await extractBabelConfig(resolve(options.babelConfig?.fileName ?? ''));
    const result = await cruise(['src'], { ...options, baseDir: dir, validate: true }, {}, { babelConfig });
    if (typeof result.output === 'string') throw new Error('unexpected output');
    return result.output.summary.violations.map(
        (v) => `${v.rule.severity} ${v.rule.name}: ${v.from} → ${v.to}`,
    );
};

describe('import rules', () => {
    it('report each violation, and only those', async () => {
        expect((await violations()).sort()).toEqual(
            [
                'error contract-imports-nothing-of-the-app: src/contract/money.ts → src/domain/money.ts',
                'error domain-imports-only-contract: src/domain/cards.ts → src/http/client.ts',
                'error sandbox-only-from-starter-and-tests: src/App.tsx → src/sandbox/store.ts',
                'error sandbox-only-from-starter-and-tests: src/pages/cards/api.ts → src/sandbox/store.ts',
                'error areas-through-their-index: src/resources/bills/BillPage.ts → src/resources/pix/PixPage.ts',
                'error no-cycles: src/layout/a.ts → src/layout/b.ts',
                'error ui-imports-no-area: src/ui/Picker.ts → src/resources/pix/index.ts',
            ].sort(),
        );
    }, 60_000);
});
