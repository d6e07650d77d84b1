import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

const Ready = () => <p>Pronto</p>;
const show = (Component: ReturnType<typeof preloadable>['Component']) =>
    render(
        <Suspense fallback={<p>Carregando</p>}>
            <Component />
        </Suspense>,
    );

describe('preloadable', () => {
    it('draws a component whose code has arrived in the same render, never its placeholder', async () => {
        const { Component, preload } = preloadable(async () => Ready);
        await preload();
        show(Component);
        // No waiting: React would otherwise commit the placeholder and hold the content back 300 ms.
        expect(screen.getByText('Pronto')).toBeInTheDocument();
        expect(screen.queryByText('Carregando')).toBeNull();
    });

    it('shows the placeholder while the code is on its way, then the component; loads it once', async () => {
        let loads = 0;
        const { Component, preload } = preloadable(async () => {
            loads++;
            return Ready;
        });
        show(Component);
        expect(screen.getByText('Carregando')).toBeInTheDocument();
        expect(await screen.findByText('Pronto')).toBeInTheDocument();
        await preload();
        expect(loads).toBe(1);
    });
});
