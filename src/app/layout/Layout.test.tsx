import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderApp, signIn } from '../../test/app';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';

withSandbox();

/** A screen `width` px wide: MUI's breakpoint queries ("(min-width:600px)", "(max-width:599.95px)") answer for it. */
const screenWidth = (width: number) => {
    const { matchMedia } = window;
    window.matchMedia = vi.fn((query: string) => {
        const min = /min-width:\s*([\d.]+)px/.exec(query);
        const max = /max-width:\s*([\d.]+)px/.exec(query);
        const matches =
            (min !== null || max !== null) &&
            (!min || width >= Number(min[1])) &&
            (!max || width <= Number(max[1]));
        return {
            matches,
            media: query,
            onchange: null,
            addListener: vi.fn(),
            removeListener: vi.fn(),
            addEventListener: vi.fn(),
            removeEventListener: vi.fn(),
            dispatchEvent: vi.fn(),
        };
    }) as unknown as typeof window.matchMedia;
    onTestFinished(() => {
        window.matchMedia = matchMedia;
    });
};

describe('app bar', () => {
    it('at 360 px keeps the bell and the user menu, and moves the other actions into "Mais opções", by keyboard too', async () => {
        screenWidth(360);
        await signIn('controller');
        renderApp('/tipos-contas');
        const bar = await screen.findByRole('banner');
        expect(await screen.findByText('Conta Cashback')).toBeInTheDocument();
        const more = within(bar).getByRole('button', { name: 'Mais opções' });
        expect(within(bar).getByRole('link', { name: /^Notificações/ })).toBeInTheDocument();
        expect(within(bar).getByRole('button', { name: 'Perfil' })).toBeInTheDocument();
        for (const moved of [
            'Ocultar saldos',
            'Páginas favoritas',
            'Alternar modo claro/escuro',
            'Atualizar',
        ]) {
            expect(within(bar).queryByRole('button', { name: moved })).not.toBeInTheDocument();
        }

        const user = userEvent.setup({ delay: null });
        more.focus();
        await user.keyboard('{Enter}');
        const menu = await screen.findByRole('menu');
        const hide = within(menu).getByRole('menuitem', { name: 'Ocultar saldos' });
        await waitFor(() => expect(hide).toHaveFocus());
        await user.keyboard('{ArrowDown}');
        expect(within(menu).getByRole('menuitem', { name: 'Alternar modo claro/escuro' })).toHaveFocus();
        await user.keyboard('{ArrowUp}{Enter}');
        expect(more).toHaveFocus();
        await user.keyboard('{Enter}');
        expect(await screen.findByRole('menuitem', { name: 'Mostrar saldos' })).toHaveFocus();
        expect(screen.getByText('Nenhuma página favorita')).toBeInTheDocument();
        await user.keyboard('{Escape}');

        await user.click(within(bar).getByRole('button', { name: 'Perfil' }));
        const userMenu = await screen.findByRole('menu');
        expect(userMenu).toHaveTextContent('Ana Carolina Ribeiro');
        expect(userMenu).toHaveTextContent('Controller');
    });

    it('names a holder and what they are to the bank, not the staff role "Cliente"', async () => {
        screenWidth(1280);
        await signIn('titular_pf');
        renderApp('/perfil');
        const bar = await screen.findByRole('banner');
        expect(await screen.findByRole('heading', { name: 'Dados pessoais' })).toBeInTheDocument();
        const who = within(bar).getByRole('button', { name: 'Perfil' });
        expect(who).toHaveTextContent('Maria Helena Souza');
        expect(who).toHaveTextContent('Pessoa física');
        expect(bar).not.toHaveTextContent('Cliente');
        expect(within(bar).getByRole('button', { name: 'Ocultar saldos' })).toBeInTheDocument();
    });
});

describe('tab strips at 360 px', () => {
    /** MUI marks a strip that scrolls sideways (with arrows where it overflows) instead of squeezing its tabs. */
    const scrolls = (strip: HTMLElement) => expect(strip.parentElement).toHaveClass('MuiTabs-scrollableX');

    it('scroll sideways on the payroll and boleto-batch pages instead of squeezing their tabs', async () => {
        screenWidth(360);
        await signIn('titular_pj');
        const payroll = renderPage('/register-employees');
        scrolls(await screen.findByRole('tablist', { name: 'Como cadastrar' }));
        payroll.unmount();
        renderPage('/boleto-lote');
        scrolls(await screen.findByRole('tablist', { name: 'Como emitir' }, { timeout: 30_000 }));
    });
});
