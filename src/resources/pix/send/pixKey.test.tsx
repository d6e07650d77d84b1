import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toDateOnlyBrasilia } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { isNighttime, PIX_APPROVAL_THRESHOLD_CENTS, PIX_LIMITS, PIX_TEXTS } from '../../../domain/pix';
import { pixKeyMessage } from '../../../domain/pixKeys';
import { wrongTriesMessage } from '../../../domain/transactionPassword';
import { DEMO_TRANSACTION_PASSWORD } from '../../../sandbox/seed/users';
import {
    balanceOf,
    confirmWith,
    externalKey,
    FLOW_TIMEOUT_MS,
    openSendScreen,
    receiptStatus,
    recordPosts,
    shownBRL,
    state,
    type User,
    waitForStatus,
} from '../../../test/pixSend';
import { withSandbox } from '../../../test/sandbox';
import { captureFiles, pdfTexts, valueAfter } from '../../../test/savedFiles';

withSandbox();

const searchKey = async (user: User, key: string) => {
    const field = await screen.findByLabelText('Chave Pix');
    await user.click(field);
    await user.paste(key);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    return field;
};

const typeAmount = async (user: User, digits: string) => {
    const amount = await screen.findByLabelText('Valor');
    await user.type(amount, digits);
    return amount;
};

describe('/pix-key-manual: Pix com chave', () => {
    it(
        'shows the recipient before the amount, sends, follows the status to done and debits the balance',
        async () => {
            const { blobs, names } = captureFiles();
            const { user, account, before } = await openSendScreen('titular_pf', '/pix-key-manual');
            const entry = externalKey('EMAIL');
            await screen.findByLabelText('Chave Pix');
            expect(screen.queryByLabelText('Valor')).not.toBeInTheDocument();

            await searchKey(user, entry.key.toUpperCase());
            expect(screen.getByRole('radio', { name: 'E-mail' })).toHaveAttribute('aria-checked', 'true');
            const recipient = await screen.findByRole('region', { name: 'Recebedor' });
            expect(within(recipient).getByText(entry.external?.name as string)).toBeInTheDocument();
            expect(within(recipient).getByText(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/)).toBeInTheDocument();
            expect(screen.getByText(/Saldo disponível:/).textContent).toContain(formatBRL(before));

            await typeAmount(user, '12345');
            await user.type(
                screen.getByLabelText('Mensagem para o recebedor (opcional)'),
                'Aluguel de novembro',
            );
            await user.click(screen.getByRole('button', { name: 'Continuar' }));
            const confirm = await screen.findByRole('form', { name: 'Confirme o Pix' });
            expect(within(confirm).getByText(shownBRL(12_345))).toBeInTheDocument();
            expect(within(confirm).getByText('Hoje')).toBeInTheDocument();
            expect(within(confirm).getByText('Aluguel de novembro')).toBeInTheDocument();
            await confirmWith(user, DEMO_TRANSACTION_PASSWORD);

            await screen.findByRole('heading', { name: 'Comprovante do Pix' });
            const transfer = state()
                .pixTransfers.filter((t) => t.direction === 'out')
                .at(-1);
            expect(transfer).toMatchObject({
                account_id: account.id,
                amount: 12_345,
                description: 'Aluguel de novembro',
            });
            expect(receiptStatus()).toHaveTextContent(/Processando…|Pix realizado/);
            await waitForStatus('Pix realizado');
            expect(balanceOf(account.id)).toBe(before - 12_345);
            const receipt = screen.getByRole('region', { name: 'Comprovante do Pix' });
            expect(within(receipt).getByText(transfer?.end_to_end_id as string)).toBeInTheDocument();

            await user.click(screen.getByRole('button', { name: 'Baixar comprovante (PDF)' }));
            await waitFor(() => expect(names).toEqual([`comprovante-pix-${transfer?.id}.pdf`]));
            const texts = await pdfTexts(blobs[0]);
            expect(valueAfter(texts, 'ID da transação')).toBe(transfer?.end_to_end_id);
        },
        FLOW_TIMEOUT_MS,
    );

    it(
        'keeps everything and debits nothing when the password is wrong',
        async () => {
            const { user, account, before } = await openSendScreen('titular_pf', '/pix-key-manual');
            const entry = externalKey('EVP');
            const sent = state().pixTransfers.length;
            await searchKey(user, entry.key);
            await screen.findByRole('region', { name: 'Recebedor' });
            await typeAmount(user, '5000');
            await user.click(screen.getByRole('button', { name: 'Continuar' }));
            await confirmWith(user, '135790');

            const password = screen.getByLabelText('Senha de transação');
            await waitFor(() => expect(password).toHaveAccessibleDescription(wrongTriesMessage(2)));
            expect(balanceOf(account.id)).toBe(before);
            expect(state().pixTransfers).toHaveLength(sent);
            await user.click(screen.getByRole('button', { name: 'Voltar' }));
            expect(screen.getByLabelText('Chave Pix')).toHaveValue(entry.key);
            expect(screen.getByLabelText('Valor')).toHaveValue('50,00');
        },
        FLOW_TIMEOUT_MS,
    );

    it(
        "says so when a company's large transfer waits for the bank's approval, and debits nothing yet",
        async () => {
            const { user, account, before } = await openSendScreen('titular_pj', '/pix-key-manual');
            // R$ 15.000,00: over the approval threshold, under the day's and the night's limits of a company.
            const amount = 1_500_000;
            expect(amount).toBeGreaterThanOrEqual(PIX_APPROVAL_THRESHOLD_CENTS);
            expect(before).toBeGreaterThanOrEqual(amount);
            await searchKey(user, externalKey('EVP').key);
            await typeAmount(user, String(amount));
            await user.click(screen.getByRole('button', { name: 'Continuar' }));
            const confirm = await screen.findByRole('form', { name: 'Confirme o Pix' });
            expect(
                within(confirm).getByText(/aprovados pelo banco antes de serem enviados/),
            ).toBeInTheDocument();
            await confirmWith(user, DEMO_TRANSACTION_PASSWORD);

            await screen.findByRole('heading', { name: 'Comprovante do Pix' });
            expect(receiptStatus()).toHaveTextContent('Pix enviado para aprovação');
            const transfer = state()
                .pixTransfers.filter((t) => t.direction === 'out')
                .at(-1);
            expect(transfer).toMatchObject({ status: 'pending_approval', amount });
            expect(state().approvals.find((a) => a.id === transfer?.approval_id)?.operation).toBe(
                'pix_transfer',
            );
            expect(balanceOf(account.id)).toBe(before);
        },
        FLOW_TIMEOUT_MS,
    );

    it(
        'says what is wrong with an invalid key without asking the bank, and when a key is unknown',
        async () => {
            const { user } = await openSendScreen('titular_pf', '/pix-key-manual');
            const posts = recordPosts();
            const field = await searchKey(user, 'fulano@@exemplo.com');
            await waitFor(() => expect(field).toHaveAccessibleDescription(pixKeyMessage('EMAIL')));
            expect(posts).not.toContain('pix/dictionary/search');

            await user.clear(field);
            await user.paste('ninguem.aqui@exemplo.com.br');
            await user.click(screen.getByRole('button', { name: 'Buscar' }));
            await waitFor(() => expect(field).toHaveAccessibleDescription(PIX_TEXTS.keyNotFound));
            expect(screen.queryByRole('region', { name: 'Recebedor' })).not.toBeInTheDocument();
        },
        FLOW_TIMEOUT_MS,
    );

    it(
        "tells when the recipient's bank refuses the Pix, and gives the money back",
        async () => {
            const { user, account, before } = await openSendScreen('titular_pf', '/pix-key-manual');
            await searchKey(user, externalKey('EVP', true).key);
            await typeAmount(user, '2000');
            await user.click(screen.getByRole('button', { name: 'Continuar' }));
            await confirmWith(user, DEMO_TRANSACTION_PASSWORD);
            await waitForStatus(
                /^Pix não concluído: recusado pelo banco recebedor: .+, o valor voltou para sua conta$/,
            );
            expect(balanceOf(account.id)).toBe(before);
            const receipt = screen.getByRole('region', { name: 'Comprovante do Pix' });
            expect(within(receipt).getByText('Falha na Operadora', { selector: 'dd' })).toBeInTheDocument();
        },
        FLOW_TIMEOUT_MS,
    );

    it(
        'lets the user read 11 digits as a mobile instead of a CPF',
        async () => {
            const { user } = await openSendScreen('titular_pf', '/pix-key-manual');
            const entry = externalKey('PHONE');
            const national = entry.key.replace('+55', '');
            const field = await screen.findByLabelText('Chave Pix');
            await user.type(field, national);
            expect(screen.getByRole('radio', { name: 'CPF' })).toHaveAttribute('aria-checked', 'true');
            await user.click(screen.getByRole('radio', { name: 'Celular' }));
            expect(screen.getByRole('radio', { name: 'Celular' })).toHaveAttribute('aria-checked', 'true');
            await user.click(screen.getByRole('button', { name: 'Buscar' }));
            const recipient = await screen.findByRole('region', { name: 'Recebedor' });
            expect(within(recipient).getByText(entry.external?.name as string)).toBeInTheDocument();
        },
        FLOW_TIMEOUT_MS,
    );

    it(
        'opens a favourite with ?chave= already searched',
        async () => {
            const entry = externalKey('EVP');
            await openSendScreen('titular_pf', '/pix-key-manual', `&chave=${entry.key}`);
            const recipient = await screen.findByRole('region', { name: 'Recebedor' });
            expect(within(recipient).getByText(entry.external?.name as string)).toBeInTheDocument();
        },
        FLOW_TIMEOUT_MS,
    );

    it(
        'refuses an amount over the limit with the limit message',
        async () => {
            const { user } = await openSendScreen('titular_pf', '/pix-key-manual');
            await searchKey(user, externalKey('EVP').key);
            await screen.findByText(/Limite para este Pix:/);
            const amount = await typeAmount(user, '500001');
            await user.click(screen.getByRole('button', { name: 'Continuar' }));
            const limits = PIX_LIMITS.natural;
            // The window is the one of the moment the test runs: daytime or nighttime.
            const expected = isNighttime(new Date())
                ? PIX_TEXTS.limitNightPerTransaction(limits.nighttime_per_transaction)
                : PIX_TEXTS.limitPerTransaction(limits.per_transaction);
            await waitFor(() => expect(amount).toHaveAccessibleDescription(expected));
            expect(screen.queryByRole('form', { name: 'Confirme o Pix' })).not.toBeInTheDocument();
        },
        FLOW_TIMEOUT_MS,
    );

    it(
        'refuses a schedule for today with the spec text',
        async () => {
            const { user } = await openSendScreen('titular_pf', '/pix-key-manual');
            await searchKey(user, externalKey('EVP').key);
            await typeAmount(user, '1000');
            await user.click(await screen.findByRole('checkbox', { name: 'Agendar para outra data' }));
            const date = screen.getByLabelText('Data do Pix');
            fireEvent.change(date, { target: { value: toDateOnlyBrasilia() } });
            await user.click(screen.getByRole('button', { name: 'Continuar' }));
            await waitFor(() =>
                expect(date).toHaveAccessibleDescription(
                    'A data de agendamento deve ser posterior a data de hoje.',
                ),
            );
        },
        FLOW_TIMEOUT_MS,
    );
});
