import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loading } from './LoadStates';

describe('Loading', () => {
    it('shows a placeholder shaped like the rows on their way, and says what loads to a screen reader only', () => {
        render(<Loading label="Carregando os titulares…" />);
        const status = screen.getByRole('status');
        expect(status).toHaveTextContent('Carregando os titulares…');
        expect(status.querySelector('[data-skeleton="rows"]')).not.toBeNull();
        // The words are not on screen: they sit in a clipped, one-pixel box.
        expect(screen.getByText('Carregando os titulares…')).toHaveStyle({
            position: 'absolute',
            width: '1px',
        });
    });

    it('takes the shape of figure cards or a record', () => {
        const { rerender } = render(<Loading label="Carregando" shape="figures" />);
        expect(document.querySelector('[data-skeleton="figures"]')).not.toBeNull();
        rerender(<Loading label="Carregando" shape="detail" />);
        expect(document.querySelector('[data-skeleton="detail"]')).not.toBeNull();
    });

    it('keeps the words on screen for a short check in progress', () => {
        render(<Loading label="Verificando com o banco…" shape="inline" />);
        expect(screen.getByRole('status')).toHaveTextContent('Verificando com o banco…');
        expect(document.querySelector('[data-skeleton]')).toBeNull();
    });
});
