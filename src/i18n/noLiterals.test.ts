import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { literalScopeFiles } from '../test/literalScope';
import { findLiterals } from '../test/literals';
import BASELINE from './literalsBaseline.json';

/**
 * Screens read their texts from the catalogue (issue 14): a new literal anywhere in the areas, the shell or the
 * shared widgets fails here. `literalsBaseline.json` lists what is still to move, file by file; it may only
 * shrink (a file's count going down must be written there, so nothing creeps back in).
 */
const baseline = BASELINE as Record<string, number>;

describe('screen texts come from the catalogue', () => {
    it('catches text in JSX, in text attributes and in prose strings', () => {
        const found = findLiterals(
            `const A = ({ ok }) => (
                <Box title="Extrato" aria-label={ok ? 'Aberto' : 'Fechado'} sx={{ p: 2 }} data-testid="x">
                    Saldo disponível
                    {'Conta'}
                    {t('pix.title')}
                    {ok && \`Pago em \${date}\`}
                </Box>
            );
            const columns = [{ source: 'name', label: 'Nome' }];
            notify('Pagamento enviado.');
            const font = 'Roboto, Arial'; // not text
            throw new Error('Chave ausente no catálogo');`,
            'a.tsx',
        );
        expect(found.map(({ kind, text }) => `${kind} ${text}`)).toEqual([
            'jsx Extrato',
            'jsx Aberto',
            'jsx Fechado',
            'jsx Saldo disponível',
            'jsx Conta',
            'jsx Pago em …',
            'prose Nome',
            'prose Pagamento enviado.',
        ]);
    });

    it('finds no text outside the catalogue beyond the baseline', () => {
        const over: string[] = [];
        const counts: Record<string, number> = {};
        for (const file of literalScopeFiles()) {
            const found = findLiterals(readFileSync(file, 'utf8'), file);
            if (found.length) counts[file] = found.length;
            if (found.length > (baseline[file] ?? 0))
                over.push(...found.map(({ line, kind, text }) => `${file}:${line} ${kind} ${text}`));
        }
        expect(over, 'move these texts into the area’s messages.ts').toEqual([]);
        const stale = Object.entries(baseline).filter(([file, count]) => (counts[file] ?? 0) < count);
        expect(stale, 'lower these counts in src/i18n/literalsBaseline.json (or remove the file)').toEqual(
            [],
        );
    });
});
