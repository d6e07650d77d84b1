import { isOnOrBeforeToday, startOfDayUtc } from '../../../domain/dates';
import {
    type LimitWindow,
    limitProblem,
    limitWindowAt,
    PIX_DESCRIPTION_MAX,
    PIX_TEXTS,
} from '../../../domain/pix';
import { textOf } from '../../../i18n';
import type { PixLimits } from '../api';
import { pixSendMessages } from './messages';

const t = textOf(pixSendMessages);

/** Amount, message and date of a transfer: the part every way of sending shares. */
export interface SendDetails {
    /** Cents typed by the user; null while empty. */
    amount: number | null;
    message: string;
    schedule: boolean;
    /** yyyy-MM-dd. */
    date: string;
    saveFavorite: boolean;
}

export const EMPTY_DETAILS: SendDetails = {
    amount: null,
    message: '',
    schedule: false,
    date: '',
    saveFavorite: false,
};

export const MESSAGE_MAX = PIX_DESCRIPTION_MAX;

export const DETAIL_MESSAGES = {
    amountRequired: PIX_TEXTS.amountRequired,
    insufficient: PIX_TEXTS.insufficient,
    messageTooLong: PIX_TEXTS.descriptionLong,
    get dateRequired() {
        return t('pix_send.details.date_required');
    },
    invalidDate: PIX_TEXTS.invalidDate,
    /** Spec 1 §8: 'A data de agendamento deve ser posterior a data de hoje.' */
    pastDate: PIX_TEXTS.paymentDate,
};

export type DetailField = 'amount' | 'message' | 'date';
export type DetailErrors = Partial<Record<DetailField, string>>;

/** The limit that binds a transfer: its window, what is used of it, and the most it lets through. */
export interface ApplicableLimit {
    limits: PixLimits;
    window: LimitWindow;
    used: number;
    max: number;
    /** 'por transação', 'diário disponível'... as the screen names the binding one. */
    label: string;
}

/**
 * The limit of a transfer made now, or on a scheduled day (`scheduledFor` not null, even while still empty: its
 * daytime window, of which the screen cannot know
 * what other schedules use: the bank checks that). The rules and their messages are the bank's
 * (`domain/pix.ts`); nighttime is 20:00–06:00 in Brasília.
 */
export function applicableLimit(
    limits: PixLimits,
    scheduledFor: string | null,
    now = new Date(),
): ApplicableLimit {
    const scheduled = scheduledFor !== null;
    const window: LimitWindow = scheduled ? { period: 'daytime', day: scheduledFor } : limitWindowAt(now);
    const night = window.period === 'nighttime';
    const used = scheduled ? 0 : night ? limits.used_today_nighttime : limits.used_today_daytime;
    const perTransaction = night ? limits.nighttime_per_transaction : limits.per_transaction;
    const left = Math.max(0, (night ? limits.nighttime_daily : limits.daytime_daily) - used);
    const daily = night
        ? t('pix_send.details.limits.nighttime_left')
        : t('pix_send.details.limits.daytime_left');
    return left < perTransaction
        ? { limits, window, used, max: left, label: daily }
        : {
              limits,
              window,
              used,
              max: perTransaction,
              label: night
                  ? t('pix_send.details.limits.nighttime_per_transaction')
                  : t('pix_send.details.limits.per_transaction'),
          };
}

interface Context {
    /** Cents available in the debited account. */
    balance: number;
    limit: ApplicableLimit | null;
    /** The amount a QR code fixes; the typed one is ignored then. */
    fixedAmount?: number | null;
    today?: Date;
}

/** The amount that will be sent: a code's own, or the typed one. */
export const amountToSend = (details: SendDetails, fixedAmount?: number | null) =>
    fixedAmount ?? details.amount;

export function validateDetails(details: SendDetails, context: Context): DetailErrors {
    const errors: DetailErrors = {};
    const amount = amountToSend(details, context.fixedAmount);
    const limit = context.limit;
    const overLimit = amount && limit ? limitProblem(limit.limits, amount, limit.window, limit.used) : null;
    if (!amount) errors.amount = DETAIL_MESSAGES.amountRequired;
    else if (overLimit) errors.amount = overLimit;
    // A scheduled transfer is debited on its day: today's balance says nothing about it.
    else if (!details.schedule && amount > context.balance) errors.amount = DETAIL_MESSAGES.insufficient;
    if (details.message.length > MESSAGE_MAX) errors.message = DETAIL_MESSAGES.messageTooLong;
    if (details.schedule) {
        if (!details.date) errors.date = DETAIL_MESSAGES.dateRequired;
        else if (startOfDayUtc(details.date) === null) errors.date = DETAIL_MESSAGES.invalidDate;
        else if (isOnOrBeforeToday(details.date, context.today)) errors.date = DETAIL_MESSAGES.pastDate;
    }
    return errors;
}

/** Server field names (`pix/debit/transaction` 422) → this part of the form. */
export const detailErrorsFrom = (fields: Record<string, string> = {}): DetailErrors => ({
    amount: fields.amount,
    message: fields.description,
    date: fields.scheduled_for ?? fields.payment_datetime,
});

export const hasErrors = (errors: Record<string, string | undefined>) =>
    Object.values(errors).some((message) => message !== undefined);
