/**
 * The portal bank's position as an indirect Pix participant (/pix-indireto): what its settlement participant
 * (liquidante) settled in the SPI for it on one Brasília day, the balance of its settlement account, the Pix
 * still open, the failures, and an hourly reconciliation of the SPI against the customers' ledger. Pure
 * rules shared by the sandbox bank and its tests; money in cents. Choices in docs/decisions.md ("Pix staff").
 */
import { shiftToBrasilia, toDateOnlyBrasilia } from './dates';

/** Below this share of the day's opening balance the screen asks for a new deposit with the liquidante. */
export const LOW_BALANCE_SHARE = 0.2;

export interface Tally {
    count: number;
    /** Cents. */
    amount: number;
}

/** What the position reads of one Pix record of the organisation's accounts. */
export interface PositionPix {
    id: number;
    direction: 'in' | 'out';
    status: string;
    amount: number;
    end_to_end_id: string;
    created_at: string;
    settled_at: string | null;
    scheduled_for: string | null;
    failure_reason: string | null;
    counterparty: { name: string; ispb: string };
    /** Net of the ledger rows the record wrote (debit or credit, and the reversal); 0 when none. */
    ledger: number;
}

export type OpenStatus = 'processing' | 'pending_approval' | 'scheduled';

export interface OpenPix {
    id: number;
    end_to_end_id: string;
    status: OpenStatus;
    amount: number;
    counterparty: string;
    participant: string;
    created_at: string;
    scheduled_for: string | null;
}

export interface FailedPix {
    id: number;
    end_to_end_id: string;
    amount: number;
    counterparty: string;
    participant: string;
    reason: string;
    at: string;
}

/** reconciled: SPI and ledger agree; settling: the ledger is ahead by the Pix still in the SPI; else divergent. */
export type HourStatus = 'reconciled' | 'settling' | 'divergent';

export interface HourRow {
    /** 0–23, Brasília. */
    hour: number;
    received: Tally;
    sent: Tally;
    failed: Tally;
    settling: Tally;
    /** What the SPI settled in the hour: received − sent. */
    spi_net: number;
    /** The settlement account after the hour. */
    balance: number;
    /** What the same Pix wrote to the customers' accounts. */
    ledger_net: number;
    /** ledger_net − spi_net. */
    difference: number;
    status: HourStatus;
}

export interface IndirectPosition {
    date: string;
    /** The day is today: the balance is as of now, not the close. */
    is_today: boolean;
    opening_balance: number;
    /** Opening + received − sent (settled in the SPI). */
    balance: number;
    /** The balance once the Pix still in the SPI settle. */
    projected_balance: number;
    low_balance: boolean;
    received: Tally;
    sent: Tally;
    failed: Tally;
    settling: Tally;
    /** Sent Pix between two customers of the organisation: settled in its own books, never in the SPI. */
    internal: Tally;
    open: OpenPix[];
    failures: FailedPix[];
    hours: HourRow[];
}

export interface PositionInput {
    records: readonly PositionPix[];
    /** The organisation's ISPB: a counterparty there is one of its own customers. */
    ispb: string;
    date: string;
    opening: number;
    participantName: (ispb: string) => string;
    now?: Date;
}

const tally = (): Tally => ({ count: 0, amount: 0 });
const add = (into: Tally, amount: number) => {
    into.count += 1;
    into.amount += amount;
};

type Kind = 'received' | 'sent' | 'failed' | 'settling';

/** Where an SPI Pix counts, or null when it moved nothing in the SPI. */
function kindOf(pix: PositionPix): Kind | null {
    if (pix.direction === 'in') return pix.status === 'done' ? 'received' : null;
    if (pix.status === 'done') return 'sent';
    if (pix.status === 'failure') return 'failed';
    return pix.status === 'processing' ? 'settling' : null;
}

/** When the SPI answered (settled or refused), or when it was sent while it waits for the answer. */
const instantOf = (pix: PositionPix) => new Date(pix.settled_at ?? pix.created_at);

const isOpen = (status: string): status is OpenStatus =>
    status === 'processing' || status === 'pending_approval' || status === 'scheduled';

/**
 * Open on the day (SPI transfers only): today, every transfer still waiting (in the SPI, for approval, or scheduled for today);
 * on an earlier day, those made or scheduled that day that are still waiting.
 */
function openOn(pix: PositionPix, date: string, isToday: boolean): boolean {
    if (pix.direction !== 'out' || !isOpen(pix.status)) return false;
    if (pix.status === 'scheduled') return pix.scheduled_for === date;
    if (isToday) return true;
    return toDateOnlyBrasilia(new Date(pix.created_at)) === date;
}

const hourStatus = (difference: number, settling: Tally): HourStatus => {
    if (difference === 0 && settling.count === 0) return 'reconciled';
    return settling.count > 0 && difference === -settling.amount ? 'settling' : 'divergent';
};

export function indirectPosition(input: PositionInput): IndirectPosition {
    const { records, ispb, date, opening, participantName } = input;
    const isToday = date === toDateOnlyBrasilia(input.now ?? new Date());
    const totals: Record<Kind, Tally> = {
        received: tally(),
        sent: tally(),
        failed: tally(),
        settling: tally(),
    };
    const internal = tally();
    const hours = new Map<number, Record<Kind, Tally> & { ledger: number }>();
    const failures: FailedPix[] = [];
    const open: OpenPix[] = [];
    for (const pix of records) {
        const counterparty = pix.counterparty.name;
        const participant = participantName(pix.counterparty.ispb);
        const spi = pix.counterparty.ispb !== ispb;
        if (spi && openOn(pix, date, isToday))
            open.push({
                id: pix.id,
                end_to_end_id: pix.end_to_end_id,
                status: pix.status as OpenStatus,
                amount: pix.amount,
                counterparty,
                participant,
                created_at: pix.created_at,
                scheduled_for: pix.scheduled_for,
            });
        const kind = kindOf(pix);
        const instant = instantOf(pix);
        if (kind === null || Number.isNaN(instant.getTime()) || toDateOnlyBrasilia(instant) !== date)
            continue;
        if (!spi) {
            if (kind === 'sent' || kind === 'settling') add(internal, pix.amount);
            continue;
        }
        add(totals[kind], pix.amount);
        const hour = shiftToBrasilia(instant).getUTCHours();
        const row = hours.get(hour) ?? {
            received: tally(),
            sent: tally(),
            failed: tally(),
            settling: tally(),
            ledger: 0,
        };
        add(row[kind], pix.amount);
        row.ledger += pix.ledger;
        hours.set(hour, row);
        if (kind === 'failed')
            failures.push({
                id: pix.id,
                end_to_end_id: pix.end_to_end_id,
                amount: pix.amount,
                counterparty,
                participant,
                reason: pix.failure_reason ?? 'Motivo não informado.',
                at: instant.toISOString(),
            });
    }
    let balance = opening;
    const rows: HourRow[] = [...hours.entries()]
        .sort(([a], [b]) => a - b)
        .map(([hour, row]) => {
            const spiNet = row.received.amount - row.sent.amount;
            balance += spiNet;
            const difference = row.ledger - spiNet;
            return {
                hour,
                received: row.received,
                sent: row.sent,
                failed: row.failed,
                settling: row.settling,
                spi_net: spiNet,
                balance,
                ledger_net: row.ledger,
                difference,
                status: hourStatus(difference, row.settling),
            };
        });
    const byTime = (a: { at: string }, b: { at: string }) => a.at.localeCompare(b.at);
    return {
        date,
        is_today: isToday,
        opening_balance: opening,
        balance,
        projected_balance: balance - totals.settling.amount,
        low_balance: opening > 0 && balance < opening * LOW_BALANCE_SHARE,
        ...totals,
        internal,
        open: open.sort((a, b) => a.created_at.localeCompare(b.created_at)),
        failures: failures.sort(byTime),
        hours: rows,
    };
}
