import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useReducer } from 'react';
import {
    ResourceDefinitionContextProvider,
    useResourceDefinitionContext,
    useResourceDefinitions,
} from 'react-admin';
import {
    createMemoryRouter,
    Link,
    Route,
    RouterProvider,
    Routes,
    useNavigate,
    useParams,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyScreen, preloadScreen } from './lazyScreen';

let drawings = 0;
/**
 * A screen that reads the route (params, navigate) and react-admin's resources, and counts its drawings (those
 * that reach the page: React may call it and then keep what it drew when nothing it reads changed).
 */
const Counted = () => {
    useEffect(() => {
        drawings++;
    });
    const { id } = useParams();
    useNavigate();
    const resources = Object.keys(useResourceDefinitions());
    return (
        <p>
            Boleto {id} · {resources.join(',')}
        </p>
    );
};
const Screen = lazyScreen(async () => ({ Counted }), 'Counted');

/** Draws its routes again on each click, as react-admin does while it starts; registers a resource on demand. */
const Shell = () => {
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    const { register } = useResourceDefinitionContext();
    return (
        <>
            <button type="button" onClick={redraw}>
                Redesenhar
            </button>
            <button type="button" onClick={() => register({ name: 'boletos', hasList: true })}>
                Registrar de novo
            </button>
            <button type="button" onClick={() => register({ name: 'sacados', hasList: true })}>
                Registrar sacados
            </button>
            <Link to="/boletos/2">Outro</Link>
            <Routes>
                <Route path="/boletos/:id" element={<Screen />} />
            </Routes>
        </>
    );
};

describe('a lazy screen', () => {
    it('is drawn again when its route or resources change, not when the routes around it are redrawn', async () => {
        await preloadScreen(Screen);
        const router = createMemoryRouter(
            [
                {
                    path: '*',
                    element: (
                        <ResourceDefinitionContextProvider
                            definitions={{ boletos: { name: 'boletos', hasList: true } }}
                        >
                            <Shell />
                        </ResourceDefinitionContextProvider>
                    ),
                },
            ],
            { initialEntries: ['/boletos/1'] },
        );
        render(<RouterProvider router={router} />);
        expect(screen.getByText('Boleto 1 · boletos')).toBeInTheDocument();
        const user = userEvent.setup({ delay: null });
        const before = drawings;

        await user.click(screen.getByRole('button', { name: 'Redesenhar' }));
        await user.click(screen.getByRole('button', { name: 'Registrar de novo' }));
        expect(drawings).toBe(before);

        await user.click(screen.getByRole('link', { name: 'Outro' }));
        expect(screen.getByText('Boleto 2 · boletos')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Registrar sacados' }));
        expect(screen.getByText('Boleto 2 · boletos,sacados')).toBeInTheDocument();
        await act(async () => undefined);
    });
});
