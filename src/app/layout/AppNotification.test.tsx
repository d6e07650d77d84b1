import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { publishNotice } from '../../http/events';
import { i18nProvider } from '../../i18n';
import { AppNotification } from './AppNotification';

const notice = (text: string) => ({ severity: 'success' as const, text, durationMs: 5000 });

describe('the notice area', () => {
    it('shows a newer notice in place of the one shown, without waiting for its 5 seconds', async () => {
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <AppNotification />
            </AdminContext>,
        );
        act(() => publishNotice(notice('Titular bloqueado.')));
        expect(await screen.findByText('Titular bloqueado.')).toBeInTheDocument();

        act(() => publishNotice(notice('Titular desbloqueado.')));
        // Given up after 1 s: the first notice's own time is 5 s.
        expect(await screen.findByText('Titular desbloqueado.', {}, { timeout: 1000 })).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByText('Titular bloqueado.')).not.toBeInTheDocument());
        expect(screen.getAllByRole('alert')).toHaveLength(1);
    });
});
