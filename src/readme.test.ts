// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMobile } from './domain/phone';
import { DEMO_USERS, demoUserTable } from './sandbox/seed/users';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
    it('lists exactly the sandbox demo users', () => {
        const rows = demoUserTable().map((r) => `| ${r.perfil} | ${r.usuario} | ${r.senha} |`);
        expect(readme).toContain(['| Perfil | Usuário | Senha |', '|---|---|---|', ...rows].join('\n'));
    });

    it('gives the mobile of every user with the SMS step', () => {
        for (const user of DEMO_USERS.filter((u) => u.two_factor))
            expect(readme).toContain(formatMobile(user.phone));
    });

    it('has exactly the two set-up commands', () => {
        expect(readme).toContain('npm ci && npm run dev');
        expect(readme).toContain('npm ci && npm test');
    });
});
