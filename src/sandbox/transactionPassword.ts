import { BILL_MESSAGES } from '../domain/billPayment';
import { sha256 } from './hash';
import type { FieldErrors } from './laravel';
import type { Context } from './route';

/**
 * THE check of the transaction password (`body.password`) that every money-moving call makes before it moves
 * anything. Errors go on `password`; a call that moves money answers 422 with them and moves nothing.
 */
export async function transactionPasswordErrors(ctx: Context): Promise<FieldErrors> {
    const password = typeof ctx.body.password === 'string' ? ctx.body.password : '';
    if (!password) return { password: [BILL_MESSAGES.passwordRequired] };
    return (await sha256(password)) === ctx.user.password_hash
        ? {}
        : { password: [BILL_MESSAGES.passwordWrong] };
}
