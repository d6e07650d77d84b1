import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PixTransfer } from '../../../contract/pix';
import { formatBRL } from '../../../domain/money';
import { PORTAL_ISPB } from '../../../domain/pix';
import { renderPage } from '../../../test/page';
import { state } from '../../../test/pixCalls';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

/*
 * The position is recomputed here from the sandbox's records: the bank's Pix with another participant, by the
 * Brasília day (UTC−3) the SPI answered; the settlement account opens each day with the organisation's funding.
 */
const PATIENCE = { timeout: 20_000 };
const brasiliaDay = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);
const brasiliaHour = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).getUTCHours();
const fmt = (day: string) => day.split('-').reverse().join('/');
const sum = (rows: PixTransfer[]) => rows.reduce((total, t) => total + t.amount, 0);
/** formatBRL writes a no-break space after 'R$'; Testing Library folds it into a plain one. */
const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');
const pix = (rows: unknown[]) => `${rows.length} Pix`;

const expectFigure = (label: string, value: string, detail?: string) => {
    const card = screen.getByText(label).parentElement as HTMLElement;
    expect(within(card).getByText(value)).toBeInTheDocument();
    if (detail) expect(within(card).getByText(detail, { exact: false })).toBeInTheDocument();
};

const spi = (t: PixTransfer) => t.counterparty.ispb !== PORTAL_ISPB;
const answeredOn = (day: string) => (t: PixTransfer) => brasiliaDay(t.settled_at ?? t.created_at) === day;

describe('/pix-indireto', { timeout: 60_000 }, () => {
    it('shows the day’s settlement position, failures and hourly reconciliation as the records have them', async () => {
        await signIn('backoffice');
        renderPage('/pix-indireto');
        await screen.findByText('Saldo na conta de liquidação', {}, PATIENCE);
        expect(screen.getByText('Banco Digital S.A.')).toBeInTheDocument();
        expect(screen.getByText('Banco BTG Pactual S.A.')).toBeInTheDocument();
        // Today: every transfer still waiting for approval is open.
        const held = state().pixTransfers.filter((t) => t.status === 'pending_approval' && spi(t));
        expect(held.length).toBeGreaterThan(0);
        const open = screen.getByRole('table', { name: 'Pendências' });
        expect(within(open).getAllByText('Aguardando aprovação')).toHaveLength(held.length);

        const refused = state().pixTransfers.find((t) => t.status === 'failure' && spi(t)) as PixTransfer;
        const day = brasiliaDay(refused.settled_at as string);
        const date = screen.getByRole('textbox', { name: 'Dia da posição' });
        // Typed over the whole date, as after selecting it: day, month and year sections in turn. The picker
        // moves to the next section after each key has been handled, so these keys go one event-loop turn apart.
        await userEvent.setup().type(date, fmt(day).replaceAll('/', ''), {
            initialSelectionStart: 0,
            initialSelectionEnd: (date as HTMLInputElement).value.length,
        });
        expect(date).toHaveValue(fmt(day));
        await screen.findByText(`No fechamento de ${fmt(day)}`, {}, PATIENCE);

        const onDay = state().pixTransfers.filter(spi).filter(answeredOn(day));
        const received = onDay.filter((t) => t.direction === 'in' && t.status === 'done');
        const sent = onDay.filter((t) => t.direction === 'out' && t.status === 'done');
        const failed = onDay.filter((t) => t.status === 'failure');
        const funding = state().pixOrganizations[0].daily_funding;
        expectFigure('Saldo na conta de liquidação', brl(funding + sum(received) - sum(sent)));
        expectFigure('Aporte do dia (abertura)', brl(funding));
        expectFigure('Entradas liquidadas', brl(sum(received)), pix(received));
        expectFigure('Saídas liquidadas', brl(sum(sent)), pix(sent));
        expectFigure('Recusadas e devolvidas', brl(sum(failed)), pix(failed));

        const failures = screen.getByRole('table', { name: 'Falhas do dia' });
        expect(within(failures).getByText(refused.failure_reason as string)).toBeInTheDocument();
        expect(within(failures).getByText(refused.end_to_end_id)).toBeInTheDocument();

        const hours = new Set(onDay.map((t) => brasiliaHour(t.settled_at ?? t.created_at)));
        const reconciliation = screen.getByRole('table', { name: 'Conciliação por hora' });
        // Header, one row per hour with SPI movement, and the day's total.
        expect(within(reconciliation).getAllByRole('row')).toHaveLength(hours.size + 2);
        expect(within(reconciliation).getAllByText('Conciliado')).toHaveLength(hours.size);
        const total = within(reconciliation).getByRole('rowheader', { name: 'Total do dia' }).closest('tr');
        expect(total).toHaveTextContent(brl(funding + sum(received) - sum(sent)));
    });

    it('acts on the organisation chosen on /selecionar-org-pix, kept for the session', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('controller');
        renderPage('/selecionar-org-pix');
        const subBrand = await screen.findByRole('region', { name: 'BD Pay' }, PATIENCE);
        expect(within(subBrand).getByText('Em homologação no BCB')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Banco Digital em uso' })).toBeDisabled();
        await user.click(within(subBrand).getByRole('button', { name: 'Usar BD Pay' }));
        expect(await screen.findByText('Organização Pix selecionada: BD Pay.')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'BD Pay em uso' })).toBeDisabled();
        // react-admin's store lives in sessionStorage: the choice lasts the session, and a reload keeps it.
        expect(JSON.parse(sessionStorage.getItem('session.appState') ?? '{}')).toMatchObject({
            'pixStaff.organizationId': 2,
        });

        await user.click(screen.getByRole('link', { name: 'Ver a posição do Pix indireto' }));
        expect(
            await screen.findByText('Banco Digital Pagamentos Instituição de Pagamento Ltda.', {}, PATIENCE),
        ).toBeInTheDocument();
        expectFigure('Saldo na conta de liquidação', brl(0));
        expect(screen.getByText('Nenhuma transferência pendente.')).toBeInTheDocument();
        expect(screen.getByText('Nenhum Pix liquidado no SPI neste dia.')).toBeInTheDocument();

        await user.click(screen.getByRole('link', { name: 'Trocar organização' }));
        expect(await screen.findByRole('button', { name: 'BD Pay em uso' }, PATIENCE)).toBeDisabled();
    });
});
