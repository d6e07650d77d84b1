import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { personOf, state } from '../../test/bank';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';

withSandbox();

/** A screen's first visit compiles its chunk: on a busy machine that outlasts the default wait. */
const PATIENCE = { timeout: 30_000 };
const REASON = 'Nada para exportar: a lista está vazia';
const EXPORTS = ['Exportar CSV', 'Exportar PDF', 'Remessa CNAB'];

const exportButton = (name: string) => screen.getByRole('button', { name });

describe('the exports of a list (/geracao-boletos)', { timeout: 60_000 }, () => {
    it('are disabled on an empty list, with the reason in a tooltip the keyboard reaches', async () => {
        await signIn('titular_pj');
        state().invoices = state().invoices.filter((i) => i.owner_person_id !== personOf('titular_pj'));
        renderPage('/geracao-boletos');
        await screen.findByText('Nenhum boleto emitido ainda.', undefined, PATIENCE);

        for (const name of EXPORTS) {
            expect(exportButton(name)).toBeDisabled();
            expect(exportButton(name)).toHaveAccessibleDescription(REASON);
        }
        const user = userEvent.setup({ delay: null });
        // A disabled button takes no focus: its wrapper does, and tells why (jsdom has no :focus-visible,
        // which MUI's tooltip waits for on focus, so the tooltip is shown by hovering).
        const wrapper = exportButton('Exportar CSV').parentElement as HTMLElement;
        for (let tabs = 0; tabs < 40 && document.activeElement !== wrapper; tabs++) await user.tab();
        expect(wrapper).toHaveFocus();
        expect(wrapper).toHaveAccessibleDescription(REASON);
        await user.hover(wrapper);
        expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
    });

    it('are enabled on a list with boletos', async () => {
        await signIn('titular_pj');
        renderPage('/geracao-boletos');
        await screen.findByRole('table', { name: 'Boletos gerados' }, PATIENCE);
        await waitFor(() => expect(exportButton('Exportar CSV')).toBeEnabled());
        for (const name of EXPORTS) {
            expect(exportButton(name)).toBeEnabled();
            expect(exportButton(name)).not.toHaveAccessibleDescription(REASON);
        }
        expect(screen.queryByText(REASON)).toBeNull();
    });
});
