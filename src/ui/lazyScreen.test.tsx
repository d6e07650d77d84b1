import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from './browserNavigation';
import { lazyScreen, PAGE_LOAD_TIMEOUT_MS } from './lazyScreen';

afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
});

const show = (Screen: ReturnType<typeof lazyScreen>) => render(<Screen />);

describe('lazyScreen', () => {
    it('shows the screen once its chunk arrives', async () => {
        show(lazyScreen(async () => ({ Tela: () => <p>Pronto</p> }), 'Tela'));
        expect(await screen.findByText('Pronto')).toBeInTheDocument();
    });

    it('shows the load error with a retry when the chunk is missing', async () => {
        const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
        show(
            lazyScreen(
                () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
                'Tela',
            ),
        );
        expect(await screen.findByText('Não foi possível carregar esta página')).toBeInTheDocument();
        await userEvent
            .setup({ delay: null })
            .click(screen.getByRole('button', { name: 'Tentar novamente' }));
        expect(reload).toHaveBeenCalled();
    });

    it('gives up after 120 s', async () => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        show(lazyScreen(() => new Promise<{ Tela: () => null }>(() => undefined), 'Tela'));
        // Until the code arrives: a page-shaped placeholder that a screen reader announces, never a blank page.
        expect(screen.getByRole('status')).toHaveTextContent('Carregando a página…');
        expect(document.querySelector('[data-skeleton="page"]')).not.toBeNull();
        await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS);
        vi.useRealTimers();
        expect(await screen.findByText('Não foi possível carregar esta página')).toBeInTheDocument();
    });
});
