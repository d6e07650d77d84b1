import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_TRANSACTION_PASSWORD } from '../../../sandbox/seed/users';
import { gate, loseAnswers } from '../../../test/lostAnswers';
import {
    balanceOf,
    confirmWith,
    externalKey,
    FLOW_TIMEOUT_MS,
    openSendScreen,
    state,
} from '../../../test/pixSend';
import { withSandbox } from '../../../test/sandbox';

withSandbox();
let restore = () => {};
afterEach(() => restore());

const AMOUNT = 777;

/** Up to the confirmation of a R$ 7,77 Pix to another bank's customer. */
const toConfirmation = async () => {
    const opened = await openSendScreen('titular_pf', '/pix-key-manual');
    const { user } = opened;
    await user.click(await screen.findByLabelText('Chave Pix'));
    await user.paste(externalKey('EMAIL').key);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByRole('region', { name: 'Recebedor' });
    await user.type(await screen.findByLabelText('Valor'), String(AMOUNT));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const sent = () =>
        state().pixTransfers.filter((t) => t.account_id === opened.account.id && t.amount === AMOUNT);
    return { ...opened, sent };
};

describe('/pix-key-manual: the bank sent the Pix, but its answer was lost', () => {
    it(
        'says it is checking, asks again with the same key and shows the receipt: sent once',
        async () => {
            const { user, account, before, sent } = await toConfirmation();
            const check = gate();
            const lost = loseAnswers('pix/debit/transaction', 1, check.promise);
            restore = lost.restore;
            await confirmWith(user, DEMO_TRANSACTION_PASSWORD);

            expect(
                await screen.findByText('Verificando com o banco se a operação foi concluída…'),
            ).toBeInTheDocument();
            expect(screen.queryByText(/network/i)).not.toBeInTheDocument();
            check.open();
            await screen.findByRole('heading', { name: 'Comprovante do Pix' });
            expect(lost.keys).toHaveLength(2);
            expect(lost.keys[1]).toBe(lost.keys[0]);
            expect(sent()).toHaveLength(1);
            expect(balanceOf(account.id)).toBe(before - AMOUNT);
        },
        FLOW_TIMEOUT_MS,
    );

    it(
        'offers "Tentar novamente" when the check is lost too; the retry reuses the key: sent once',
        async () => {
            const { user, account, before, sent } = await toConfirmation();
            const lost = loseAnswers('pix/debit/transaction', 2);
            restore = lost.restore;
            await confirmWith(user, DEMO_TRANSACTION_PASSWORD);

            const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
            expect(screen.getByText(/Não foi possível confirmar com o banco/)).toBeInTheDocument();
            expect(screen.queryByText(/network|Nada foi debitado/i)).not.toBeInTheDocument();
            await user.click(retry);

            await screen.findByRole('heading', { name: 'Comprovante do Pix' });
            expect(lost.keys).toHaveLength(3);
            expect(new Set(lost.keys).size).toBe(1);
            expect(sent()).toHaveLength(1);
            expect(balanceOf(account.id)).toBe(before - AMOUNT);
        },
        FLOW_TIMEOUT_MS,
    );
});
