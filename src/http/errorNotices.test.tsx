import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '../config';
import { sandboxServer } from '../sandbox/node';
import { renderPage } from '../test/page';
import { withSandbox } from '../test/sandbox';
import { signIn } from '../test/session';
import { browserNavigation } from '../ui/browserNavigation';
import { MESSAGES } from './errorCatalogue';

withSandbox();

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
    reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const LIST = `${API_BASE}/access/account_type`;
const answerList = (response: () => Response) => sandboxServer.use(http.get(LIST, response));
const invalid = (errors: Record<string, string[]>) =>
    HttpResponse.json({ message: 'The given data was invalid.', errors }, { status: 422 });

/** Each row of spec 1 §8 as the user meets it: the account-types list answered with that failure. */
describe('what the user sees when a call fails', () => {
    it.each([
        [
            '400',
            () => HttpResponse.json({ reason: 'Conta bloqueada.' }, { status: 400 }),
            ['Aviso', 'Conta bloqueada.'],
        ],
        ['403', () => HttpResponse.json({}, { status: 403 }), [MESSAGES.forbidden]],
        [
            '422 barcode',
            () => invalid({ barcode: ['The given data was invalid.'] }),
            [MESSAGES.invalidBarcode],
        ],
        ['422 document_number', () => invalid({ document_number: ['x'] }), [MESSAGES.documentNumber]],
        ['422 payment_datetime', () => invalid({ payment_datetime: ['x'] }), [MESSAGES.paymentDatetime]],
        ['422 other', () => invalid({ search: ['Busca inválida.'] }), ['Busca inválida.']],
        ['422 without detail', () => HttpResponse.json({}, { status: 422 }), [MESSAGES.unavailable]],
        [
            '500',
            () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
            [MESSAGES.unavailable],
        ],
        ['network failure', () => HttpResponse.error(), [MESSAGES.unavailable]],
        ['malformed answer', () => new HttpResponse('{"data": [', { status: 200 }), [MESSAGES.unavailable]],
    ])('%s: a pt-BR notice with the AAA000-N code, and the screen stays usable', async (_, answer, texts) => {
        await signIn('controller');
        answerList(answer);
        renderPage('/tipos-contas');
        for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
        expect(screen.getByText('ACC002-1')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Novo tipo de conta' })).toBeInTheDocument();
    });

    it('429: nothing is shown', async () => {
        await signIn('controller');
        let answered = 0;
        answerList(() => {
            answered += 1;
            return HttpResponse.json({}, { status: 429 });
        });
        renderPage('/tipos-contas');
        expect(await screen.findByRole('link', { name: 'Novo tipo de conta' })).toBeInTheDocument();
        await waitFor(() => expect(answered).toBeGreaterThan(0));
        // Let the answer travel through the client, the catalogue and react-admin before looking.
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('401 without A1003: the session is cleared and the page reloads', async () => {
        await signIn('controller');
        answerList(() => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }));
        renderPage('/tipos-contas');
        await waitFor(() => expect(reload).toHaveBeenCalled());
        expect(sessionStorage.getItem('session.accessToken')).toBeNull();
    });
});
