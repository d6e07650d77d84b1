import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { literalScopeFiles } from '../test/literalScope';
import { findLiterals } from '../test/literals';

/**
 * Screens read their texts from the catalogue (issue 14): a literal anywhere in the areas, the shell, the shared
 * widgets or the login fails here. `npx tsx scripts/literals.ts <folder>` lists them.
 */
describe('screen texts come from the catalogue', () => {
    it('catches text in JSX, in text attributes and in prose strings', () => {
        const found = findLiterals(
            `const A = ({ ok, key }) => (
                <Box title="Extrato" aria-label={ok ? 'Aberto' : 'Fechado'} sx={{ p: 2 }} data-testid="x">
                    Saldo disponível
                    {'Conta'}
                    {t('pix.title')}
                    {ok && \`Pago em \${date}\`}
                    {key === 'Enter' && <LoadFailed what="os boletos" onRetry={retry} />}
                </Box>
            );
            const columns = [{ source: 'name', label: 'Nome' }];
            const pairs = [['Pagador', name]];
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
            'jsx os boletos',
            'prose Nome',
            'prose Pagador',
            'prose Pagamento enviado.',
        ]);
    });

    it('finds no text outside the catalogue', () => {
        const found = literalScopeFiles().flatMap((file) =>
            findLiterals(readFileSync(file, 'utf8'), file).map(
                ({ line, kind, text }) => `${file}:${line} ${kind} ${text}`,
            ),
        );
        expect(found, 'move these texts into the area’s messages.ts').toEqual([]);
    });
});
