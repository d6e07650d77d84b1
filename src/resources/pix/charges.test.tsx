import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parsePix } from '../../domain/brcode';
import { request } from '../../http/client';
import { fill } from '../../test/fill';
import { brl, CHUNK_MS, enterPix, FLOW, recordCalls, state } from '../../test/pixScreens';
import { withSandbox } from '../../test/sandbox';
import type { OpenInvoice } from './api';

withSandbox();

const openCharges = async (key: 'titular_pf' | 'titular_pj') => {
    const entered = await enterPix(key);
    await entered.user.click(await screen.findByRole('link', { name: 'QR Code de cobrança' }));
    await screen.findByRole('tab', { name: 'Nova cobrança' }, { timeout: CHUNK_MS });
    return entered;
};

describe('/qr-code-cobranca', FLOW, () => {
    it('creates a dynamic charge with its QR and countdown, then lists it as active', async () => {
        const { user, account } = await openCharges('titular_pf');
        const calls = recordCalls();
        await user.type(await screen.findByLabelText('Valor', undefined, { timeout: CHUNK_MS }), '5000');
        const validity = screen.getByLabelText('Validade');
        await user.clear(validity);
        await user.type(validity, '2');
        await user.click(screen.getByRole('combobox', { name: 'Unidade' }));
        await user.click(await screen.findByRole('option', { name: 'horas' }));
        await fill(user, screen.getByLabelText('Descrição (opcional)'), 'Consulta de retorno');
        await user.click(screen.getByRole('button', { name: 'Gerar cobrança' }));

        const panel = await screen.findByRole('region', { name: 'Cobrança gerada' });
        expect(await within(panel).findByRole('img', { name: 'QR Code Pix' })).toBeInTheDocument();
        expect(within(panel).getByRole('timer')).toHaveTextContent(/^Expira em (01:59:\d\d|02:00:00)$/);
        const post = calls.find((c) => c.method === 'POST' && c.path === 'pix/dictionary/qrcode/dynamic');
        expect(post?.body).toMatchObject({
            account_id: account.id,
            amount: 5_000,
            expires_in: 7_200,
            description: 'Consulta de retorno',
        });
        const charge = state().pixCharges.at(-1);
        expect(charge).toMatchObject({ account_id: account.id, amount: 5_000, status: 'active' });
        const payload = (within(panel).getByLabelText('Pix copia e cola') as HTMLTextAreaElement).value;
        expect(payload).toBe(charge?.payload);
        expect(parsePix(payload)).toMatchObject({ ok: true, kind: 'dynamic', amountCents: 5_000 });

        await user.click(screen.getByRole('tab', { name: 'Minhas cobranças' }));
        const list = await screen.findByRole('list', { name: 'Cobranças Pix' });
        const item = within(list).getByRole('listitem', { name: `Cobrança ${charge?.txid}` });
        expect(item).toHaveTextContent(brl(5_000));
        expect(item).toHaveTextContent('Ativo');

        await user.selectOptions(screen.getByLabelText('Situação'), 'completed');
        await waitFor(() =>
            expect(
                screen.queryByRole('listitem', { name: `Cobrança ${charge?.txid}` }),
            ).not.toBeInTheDocument(),
        );
    });

    it('asks for the amount and a validity between 5 minutes and 24 hours before sending', async () => {
        const { user } = await openCharges('titular_pf');
        const calls = recordCalls();
        const validity = await screen.findByLabelText('Validade', undefined, { timeout: CHUNK_MS });
        await user.clear(validity);
        await user.type(validity, '3');
        await user.click(screen.getByRole('button', { name: 'Gerar cobrança' }));
        await waitFor(() =>
            expect(screen.getByLabelText('Valor')).toHaveAccessibleDescription('Informe o valor.'),
        );
        expect(validity).toHaveAccessibleDescription('A validade deve ficar entre 5 minutos e 24 horas.');
        expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    });

    it("makes the Pix QR of an open boleto for today's amount", async () => {
        const { user } = await openCharges('titular_pj');
        const open = (
            await request<{ data: OpenInvoice[] }>('payment/invoice', {
                query: { per_page: 100, sort: 'due_date', filter: { status: 'pending,expired' } },
            })
        ).body.data;
        expect(open.length).toBeGreaterThan(0);
        const invoice = open[0];
        await user.click(screen.getByRole('tab', { name: 'QR do boleto' }));
        const select = await screen.findByLabelText('Boleto em aberto');
        await user.selectOptions(select, String(invoice.id));
        await user.click(screen.getByRole('button', { name: 'Gerar QR do boleto' }));

        const payload = (await screen.findByLabelText('Pix copia e cola')) as HTMLTextAreaElement;
        const due = invoice.charges?.total ?? invoice.amount;
        expect(parsePix(payload.value)).toMatchObject({ ok: true, amountCents: due });
        expect(screen.getByRole('img', { name: 'QR Code Pix' })).toBeInTheDocument();
        expect(state().pixCharges.at(-1)).toMatchObject({ invoice_id: invoice.id, amount: due });
    });
});
