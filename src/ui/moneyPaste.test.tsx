import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASTE_MESSAGES } from '../domain/money';
import { renderPage } from '../test/page';
import { switchUser } from '../test/pixCalls';
import { CHUNK_MS, enterPix, FLOW } from '../test/pixScreens';
import { withSandbox } from '../test/sandbox';

withSandbox();

describe('pasting into a money field', FLOW, () => {
    it('MoneyInput (Pix receive): refuses what is not a pt-BR amount and keeps the value; takes one as written', async () => {
        const { user } = await enterPix('titular_pf');
        await user.click(await screen.findByRole('link', { name: 'Receber' }));
        const amount = await screen.findByLabelText('Valor (opcional)', {}, { timeout: CHUNK_MS });
        await user.type(amount, '700');
        expect(amount).toHaveValue('7,00');
        for (const [text, message] of [
            ['-5', PASTE_MESSAGES.negative],
            ['0,001', PASTE_MESSAGES.decimals],
            ['1e15', PASTE_MESSAGES.notAmount],
        ]) {
            await user.paste(text);
            expect(amount).toHaveValue('7,00');
            expect(await screen.findByText(message)).toBeInTheDocument();
        }
        await user.paste('R$ 1.234,56');
        expect(amount).toHaveValue('1.234,56');
        expect(screen.queryByText(PASTE_MESSAGES.notAmount)).not.toBeInTheDocument();
        await user.paste('0,5');
        expect(amount).toHaveValue('0,50');
        // Typing still fills from the right.
        await user.type(amount, '1');
        expect(amount).toHaveValue('5,01');
    });

    it('MoneyField (payroll salary): the same rule outside react-admin forms', async () => {
        const user = userEvent.setup({ delay: null });
        await switchUser('titular_pj');
        renderPage('/register-employees');
        const form = await screen.findByRole('form', { name: 'Novo funcionário' }, { timeout: CHUNK_MS });
        const salary = within(form).getByLabelText('Salário');
        await user.click(salary);
        await user.paste('-5');
        expect(salary).toHaveValue('');
        expect(within(form).getByText(PASTE_MESSAGES.negative)).toBeInTheDocument();
        await user.paste('3.500,00');
        expect(salary).toHaveValue('3.500,00');
        expect(within(form).queryByText(PASTE_MESSAGES.negative)).not.toBeInTheDocument();
        await user.paste('1e15');
        expect(salary).toHaveValue('3.500,00');
        expect(within(form).getByText(PASTE_MESSAGES.notAmount)).toBeInTheDocument();
        await user.type(salary, '9');
        expect(salary).toHaveValue('35.000,09');
        expect(within(form).queryByText(PASTE_MESSAGES.notAmount)).not.toBeInTheDocument();
    });
});
