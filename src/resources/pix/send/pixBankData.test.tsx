import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PIX_TEXTS } from '../../../domain/pix';
import { DEMO_TRANSACTION_PASSWORD } from '../../../sandbox/seed/users';
import {
    balanceOf,
    confirmWith,
    FLOW_TIMEOUT_MS,
    openSendScreen,
    recordPosts,
    shownBRL,
    state,
    waitForStatus,
} from '../../../test/pixSend';
import { withSandbox } from '../../../test/sandbox';
import { BANK_DATA_MESSAGES } from './bankData';

withSandbox();

describe('/pix-bank-data: Pix com dados bancários', () => {
    it(
        'finds the institution by its code, sends to the account typed and follows it to done',
        async () => {
            const { user, account, before } = await openSendScreen('titular_pj', '/pix-bank-data');
            const picker = await screen.findByRole('combobox', { name: 'Instituição' });
            await user.type(picker, '341');
            const option = await screen.findByRole('option', { name: /^341 · .*ITA/i });
            await user.click(option);
            expect(picker).toHaveValue(option.textContent);

            await user.type(screen.getByLabelText('Agência'), '0912');
            await user.type(screen.getByLabelText('Conta'), '4567801');
            await user.type(screen.getByLabelText('Dígito'), '3');
            await user.click(screen.getByRole('combobox', { name: 'Tipo de conta' }));
            await user.click(await screen.findByRole('option', { name: 'Conta corrente' }));
            await user.type(screen.getByLabelText('CPF ou CNPJ do recebedor'), '52998224725');
            expect(screen.getByLabelText('CPF ou CNPJ do recebedor')).toHaveValue('529.982.247-25');
            await user.type(screen.getByLabelText('Nome do recebedor'), 'Maria da Silva');
            await user.type(screen.getByLabelText('Valor'), '7590');
            await user.click(screen.getByRole('checkbox', { name: 'Salvar nos favoritos' }));
            await user.click(screen.getByRole('button', { name: 'Continuar' }));

            const confirm = await screen.findByRole('form', { name: 'Confirme o Pix' });
            expect(within(confirm).getByText('Maria da Silva')).toBeInTheDocument();
            expect(within(confirm).getByText('***.982.247-**')).toBeInTheDocument();
            expect(within(confirm).getByText(shownBRL(7_590))).toBeInTheDocument();
            await confirmWith(user, DEMO_TRANSACTION_PASSWORD);

            await screen.findByRole('heading', { name: 'Comprovante do Pix' });
            const transfer = state()
                .pixTransfers.filter((t) => t.direction === 'out')
                .at(-1);
            expect(transfer).toMatchObject({
                amount: 7_590,
                initiation: 'bank_data',
                counterparty: {
                    branch: '0912',
                    account: '45678013',
                    document: '52998224725',
                    name: 'Maria da Silva',
                },
            });
            expect(state().pixFavorites.at(-1)?.bank_data).toMatchObject({
                account: '45678013',
                ispb: '60701190',
            });
            await waitForStatus('Pix realizado');
            expect(balanceOf(account.id)).toBe(before - 7_590);
        },
        FLOW_TIMEOUT_MS,
    );

    it(
        'says what is missing, field by field, and sends nothing',
        async () => {
            const { user } = await openSendScreen('titular_pf', '/pix-bank-data');
            const posts = recordPosts();
            await user.click(await screen.findByRole('button', { name: 'Continuar' }));
            await waitFor(() =>
                expect(screen.getByRole('combobox', { name: 'Instituição' })).toHaveAccessibleDescription(
                    BANK_DATA_MESSAGES.participant,
                ),
            );
            expect(screen.getByLabelText('Agência')).toHaveAccessibleDescription(BANK_DATA_MESSAGES.branch);
            expect(screen.getByLabelText('CPF ou CNPJ do recebedor')).toHaveAccessibleDescription(
                BANK_DATA_MESSAGES.document,
            );
            expect(screen.getByLabelText('Valor')).toHaveAccessibleDescription(PIX_TEXTS.amountRequired);
            expect(posts.filter((path) => path.startsWith('pix/debit/transaction'))).toEqual([]);
        },
        FLOW_TIMEOUT_MS,
    );
});
