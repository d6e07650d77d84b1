import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HideOnScrollDown } from './HideOnScrollDown';

let y = 0;
const reads = vi.fn(() => y);
for (const name of ['scrollY', 'pageYOffset'])
    Object.defineProperty(window, name, { configurable: true, get: reads });
afterEach(() => {
    y = 0;
    reads.mockClear();
});

const scrollTo = (to: number) =>
    act(() => {
        y = to;
        window.dispatchEvent(new Event('scroll'));
    });

describe('the app bar hidden on scroll', () => {
    it('reads no scroll position when drawn; hides past 100 px down and shows again on the way up', async () => {
        render(
            <HideOnScrollDown>
                <header>Barra</header>
            </HideOnScrollDown>,
        );
        const bar = screen.getByText('Barra');
        expect(reads).not.toHaveBeenCalled();
        await scrollTo(60);
        expect(bar).toBeVisible();
        await scrollTo(300);
        await waitFor(() => expect(bar).not.toBeVisible());
        await scrollTo(250);
        await waitFor(() => expect(bar).toBeVisible());
    });
});
