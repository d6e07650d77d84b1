import { formatBRL } from '../../../domain/money';
import type { Tally } from '../../../domain/pixIndirect';

const COUNT = new Intl.NumberFormat('pt-BR');

/** '1 Pix', '1.250 Pix' (the word does not change in the plural). */
export const pixCount = (count: number) => `${COUNT.format(count)} Pix`;

export const tallyText = (tally: Tally) => `${pixCount(tally.count)} · ${formatBRL(tally.amount)}`;

/** '09h' on an axis; '09:00–09:59' in a table. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}h`;
export const hourRange = (hour: number) => {
    const hh = String(hour).padStart(2, '0');
    return `${hh}:00–${hh}:59`;
};

/** A money difference with its sign: '+R$ 10,00', '−R$ 10,00', 'R$ 0,00'. */
export const signedBRL = (cents: number) =>
    cents > 0 ? `+${formatBRL(cents)}` : cents < 0 ? `−${formatBRL(-cents)}` : formatBRL(0);
