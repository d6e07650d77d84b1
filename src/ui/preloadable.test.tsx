import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Ready = ({ name = 'Pronto' }: { name?: string }) => <p>{name}</p>;
const Waiting = () => <p>Carregando</p>;

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
    state: { error?: Error } = {};
    static getDerivedStateFromError = (error: Error) => ({ error });
    render = () => (this.state.error ? <p>Erro: {this.state.error.message}</p> : this.props.children);
}

afterEach(() => vi.restoreAllMocks());

describe('preloadable', () => {
    it('draws a component whose code has arrived in the first render, never its placeholder', async () => {
        const { Component: Screen, preload } = preloadable(async () => Ready, Waiting);
        await preload();
        render(<Screen name="Tela pronta" />);
        // No waiting: the content is there in the very first render.
        expect(screen.getByText('Tela pronta')).toBeInTheDocument();
        expect(screen.queryByText('Carregando')).toBeNull();
    });

    it('shows the placeholder while the code is on its way, then the component; loads it once', async () => {
        let loads = 0;
        const { Component: Screen, preload } = preloadable(async () => {
            loads++;
            return Ready;
        }, Waiting);
        render(<Screen />);
        expect(screen.getByText('Carregando')).toBeInTheDocument();
        expect(await screen.findByText('Pronto')).toBeInTheDocument();
        await preload();
        expect(loads).toBe(1);
    });

    it('hands a failed load to the nearest error boundary', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const { Component: Screen } = preloadable(() => Promise.reject(new Error('sem rede')), Waiting);
        render(
            <Boundary>
                <Screen />
            </Boundary>,
        );
        expect(await screen.findByText('Erro: sem rede')).toBeInTheDocument();
    });
});
