import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../dataProvider';
import { buildStaticPix, PIX_MESSAGES } from '../../../domain/brcode';
import { formatBRL } from '../../../domain/money';
import { PIX_TEXTS } from '../../../domain/pix';
import { DEMO_TRANSACTION_PASSWORD } from '../../../sandbox/seed/users';
import {
    balanceOf,
    confirmWith,
    externalKey,
    FLOW_TIMEOUT_MS,
    openSendScreen,
    recordPosts,
    richestAccount,
    shownBRL,
    state,
    type User,
    waitForStatus,
} from '../../../test/pixSend';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';
import type { PixCharge } from '../api';

withSandbox();

const pasteCode = async (user: User, payload: string) => {
    const field = await screen.findByLabelText('Código Pix copia e cola');
    await user.click(field);
    await user.paste(payload);
    return field;
};

/** A charge of the legal-person holder, made through the API as they would make it. */
const chargeOfCompany = async (amount: number) => {
    await signIn('titular_pj');
    const account = richestAccount('titular_pj');
    const key = state().pixKeys.find(
        (k) =>
            k.account_id !== null &&
            k.status === 'active' &&
            k.type === 'EVP' &&
            state().accounts.find((a) => a.id === k.account_id)?.person_id === account.person_id,
    );
    if (!key) throw new Error('a empresa não tem chave aleatória');
    const { data } = await dataProvider.verb<PixCharge>('pix-cobrancas', 'create', {
        data: { account_id: key.account_id as number, key_id: key.id, amount, expires_in: 3_600 },
    });
    return data;
};

describe('/pix-qrcode: Pix copia e cola', () => {
    it(
        'refuses a code whose CRC does not check, at once and without asking the bank',
        async () => {
            const { user } = await openSendScreen('titular_pf', '/pix-qrcode');
            const good = buildStaticPix({
                key: externalKey('EVP').key,
                name: 'Fulano',
                city: 'Sao Paulo',
                amountCents: 990,
            });
            const bad = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;
            const posts = recordPosts();
            const field = await pasteCode(user, bad);
            await waitFor(() =>
                expect(field).toHaveAccessibleDescription(
                    'Código Pix inválido: o dígito verificador (CRC) não confere.',
                ),
            );
            expect(PIX_MESSAGES.BAD_CRC).toBe('Código Pix inválido: o dígito verificador (CRC) não confere.');
            expect(posts).not.toContain('pix/dictionary/qrcode');
            expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
        },
        FLOW_TIMEOUT_MS,
    );

    it(
        'pays a static code with its amount fixed, and follows it to done',
        async () => {
            const { user, account, before } = await openSendScreen('titular_pf', '/pix-qrcode');
            const entry = externalKey('EMAIL');
            await pasteCode(
                user,
                buildStaticPix({ key: entry.key, name: 'Loja', city: 'Recife', amountCents: 2_500 }),
            );
            const recipient = await screen.findByRole('region', { name: 'Recebedor' });
            expect(within(recipient).getByText(entry.external?.name as string)).toBeInTheDocument();
            expect(screen.getByText(/definido pelo recebedor/).textContent).toContain(formatBRL(2_500));
            expect(screen.queryByLabelText('Valor')).not.toBeInTheDocument();
            await user.click(screen.getByRole('button', { name: 'Continuar' }));
            await confirmWith(user, DEMO_TRANSACTION_PASSWORD);

            await screen.findByRole('heading', { name: 'Comprovante do Pix' });
            expect(
                state()
                    .pixTransfers.filter((t) => t.direction === 'out')
                    .at(-1),
            ).toMatchObject({
                amount: 2_500,
                initiation: 'qrcode',
            });
            await waitForStatus('Pix realizado');
            expect(balanceOf(account.id)).toBe(before - 2_500);
        },
        FLOW_TIMEOUT_MS,
    );

    it(
        'lets the payer type the amount of a static code without one',
        async () => {
            const { user } = await openSendScreen('titular_pf', '/pix-qrcode');
            await pasteCode(
                user,
                buildStaticPix({ key: externalKey('EVP').key, name: 'Feira', city: 'Natal' }),
            );
            await screen.findByRole('region', { name: 'Recebedor' });
            await user.type(screen.getByLabelText('Valor'), '1500');
            await user.click(screen.getByRole('button', { name: 'Continuar' }));
            const confirm = await screen.findByRole('form', { name: 'Confirme o Pix' });
            expect(within(confirm).getByText(shownBRL(1_500))).toBeInTheDocument();
        },
        FLOW_TIMEOUT_MS,
    );

    it(
        "pays a dynamic charge for its fixed amount once, and refuses the paid charge's code after",
        async () => {
            const charge = await chargeOfCompany(4_321);
            const { user } = await openSendScreen('titular_pf', '/pix-qrcode');
            await pasteCode(user, charge.payload);
            await screen.findByRole('region', { name: 'Recebedor' });
            expect(screen.getByText(/definido pelo recebedor/).textContent).toContain(formatBRL(4_321));
            expect(
                screen.queryByRole('checkbox', { name: 'Agendar para outra data' }),
            ).not.toBeInTheDocument();
            await user.click(screen.getByRole('button', { name: 'Continuar' }));
            await confirmWith(user, DEMO_TRANSACTION_PASSWORD);
            await waitForStatus('Pix realizado');

            await user.click(screen.getByRole('button', { name: 'Fazer outro Pix' }));
            const field = await pasteCode(user, charge.payload);
            await waitFor(() => expect(field).toHaveAccessibleDescription(PIX_TEXTS.chargePaid));
            expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
        },
        FLOW_TIMEOUT_MS,
    );
});
