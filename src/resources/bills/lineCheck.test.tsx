import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../config';
import { buildBankBoleto } from '../../domain/boleto';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { errorCodeFor } from '../../http/errorCodes';
import { sandboxServer } from '../../sandbox/node';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';

withSandbox();

describe('/liquidacaoboleto: the bank refuses the line on payment/info (a quiet call)', () => {
    it('shows spec 1 §8’s "Código de barras inválido." with its code, never the server’s English', async () => {
        sandboxServer.use(
            http.post(`${API_BASE}/payment/info`, () =>
                HttpResponse.json(
                    {
                        message: 'The given data was invalid.',
                        errors: { barcode: ['The barcode is invalid.'] },
                    },
                    { status: 422 },
                ),
            ),
        );
        await signIn('titular_pf');
        renderPage('/liquidacaoboleto');
        const user = userEvent.setup({ delay: null });
        const field = await screen.findByLabelText('Linha digitável ou código de barras');
        await user.click(field);
        await user.paste(
            buildBankBoleto({
                bankCode: '341',
                amountCents: 5_000,
                dueDate: toDateOnlyBrasilia(new Date(Date.now() + 5 * 86_400_000)),
                freeField: '1234512345123451234512345',
            }).line,
        );
        await user.click(screen.getByRole('combobox', { name: 'Conta a debitar' }));
        await user.click((await screen.findAllByRole('option'))[0]);
        await user.click(screen.getByRole('button', { name: 'Continuar' }));

        const line = await screen.findByLabelText('Linha digitável ou código de barras');
        await waitFor(() => expect(line).toHaveAccessibleDescription('Código de barras inválido.'));
        expect(await screen.findByText(errorCodeFor('POST', 'payment/info'))).toBeInTheDocument();
        expect(screen.queryByText(/The barcode is invalid/)).not.toBeInTheDocument();
    });
});
