import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSV_ENCODING_MESSAGES } from '../../domain/csvRead';
import { DRAWEE_CSV_COLUMNS } from '../../domain/draweeCsv';
import { boundStore } from '../../sandbox/route';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';

withSandbox();

const line = (name: string) =>
    `${name};52998224725;;;01310100;Avenida Paulista;1;;Bela Vista;São Paulo;SP\r\n`;

describe('a CSV batch with a broken encoding', { timeout: 60_000 }, () => {
    it('is refused with the reason and its lines before any preview or import', async () => {
        await signIn('titular_pf');
        const before = boundStore().state.drawees.length;
        renderPage('/sacado-lote');
        const user = userEvent.setup({ delay: null });
        // UTF-8 lines, then a Windows-1252 one: the file is not UTF-8, and the UTF-8 names come out garbled.
        const utf8 = new TextEncoder().encode(
            `${DRAWEE_CSV_COLUMNS.join(';')}\r\n${line('José da Conceição')}${line('Érica Araújo')}`,
        );
        const cp1252 = Uint8Array.from(line('Conceição Lima'), (ch) => ch.charCodeAt(0));
        const file = new File([utf8, cp1252], 'clientes.csv', { type: 'text/csv' });
        await user.upload(await screen.findByLabelText('Arquivo CSV', {}, { timeout: 15_000 }), file);
        expect(await screen.findByText(CSV_ENCODING_MESSAGES.mixed([2, 3]))).toBeInTheDocument();
        expect(screen.queryByRole('table', { name: 'Linhas do arquivo' })).not.toBeInTheDocument();
        expect(boundStore().state.drawees).toHaveLength(before);
    });
});
