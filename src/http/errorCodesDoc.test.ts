// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODE_AREAS } from './errorCodes';

const DOC = new URL('../../docs/error-codes.md', import.meta.url);

const render = () =>
    [
        '# Error codes',
        '',
        'Every failure notice shows a code `AAA000-N` small in its corner (spec 1 §8): the area prefix, the',
        "endpoint's number in its area, and the method class: 1 GET, 2 POST, 3 PUT, 4 DELETE. `0999` means the",
        'endpoint is not in the catalogue. Generated from `src/http/errorCodes.ts` by `npm run error-codes`;',
        'a test fails when this file and the table differ.',
        '',
        ...ERROR_CODE_AREAS.flatMap(({ prefix, area, endpoints }) => [
            `## ${prefix} — ${area}`,
            '',
            '| Code | Endpoint |',
            '|---|---|',
            ...endpoints.map((path, i) => `| ${prefix}${String(i + 1).padStart(3, '0')}-N | \`${path}\` |`),
            '',
        ]),
    ].join('\n');

describe('docs/error-codes.md', () => {
    it('is the error-code table as the code has it', () => {
        if (process.env.UPDATE_DOCS) writeFileSync(DOC, render());
        expect(readFileSync(DOC, 'utf8')).toBe(render());
    });
});
