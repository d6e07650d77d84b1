import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFilesUnder } from '../test/literalScope';

/**
 * Screens read and write through the data provider (design guide): nothing under the areas, the shell or the
 * shared widgets sends an HTTP call itself, and the home-made list kit and loader are gone.
 */
const FORBIDDEN: { what: string; pattern: RegExp }[] = [
    {
        what: 'an HTTP call outside the data provider',
        pattern:
            /import\s*\{[^}]*\b(request|requestMoney|uploadWithProgress|requestFile)\b[^}]*\}\s*from\s*'[./]*\/?http\/(client|transfer)'/,
    },
    { what: 'the home-made loader', pattern: /from\s*'[./]*\/?ui\/useLoad'/ },
    { what: 'the home-made list kit', pattern: /from\s*'[./]*\/?ui\/(FilterForm|ListPagination|PagedRows)'/ },
];

const problemsOf = (source: string) =>
    FORBIDDEN.filter(({ pattern }) => pattern.test(source)).map(({ what }) => what);

describe('screens go through the data provider', () => {
    it('catches each forbidden import', () => {
        expect(problemsOf("import { request } from '../../http/client';")).toEqual([
            'an HTTP call outside the data provider',
        ]);
        expect(
            problemsOf("import { type RequestOptions, requestMoney } from '../../../http/client';"),
        ).toEqual(['an HTTP call outside the data provider']);
        expect(problemsOf("import { uploadWithProgress } from '../../http/transfer';")).toEqual([
            'an HTTP call outside the data provider',
        ]);
        expect(problemsOf("import { useLoad } from '../../ui/useLoad';")).toEqual(['the home-made loader']);
        expect(problemsOf("import { FilterForm } from '../../ui/FilterForm';")).toEqual([
            'the home-made list kit',
        ]);
        expect(problemsOf("import { isLostResponse, LOST_RESPONSE } from '../../http/client';")).toEqual([]);
    });

    it('holds for every area, the shell and the shared widgets', () => {
        const found = ['src/resources', 'src/app', 'src/ui']
            .flatMap(sourceFilesUnder)
            .flatMap((file) => problemsOf(readFileSync(file, 'utf8')).map((what) => `${file}: ${what}`));
        expect(found).toEqual([]);
    });
});
