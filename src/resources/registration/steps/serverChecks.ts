import { cellphoneProblem, emailProblem, mobileDigits, normalizeEmail } from '../../../domain/signup';
import { runChecks } from '../api';
import type { RegistrationCalls } from '../calls';
import type { Errors } from '../wizard/paths';

/** The e-mail's rule, then the bank's (format and typos; unique when it is the holder's): a message or null. */
export const emailServerProblem = async (
    calls: RegistrationCalls,
    typed: string,
    unique: boolean,
): Promise<string | null> => {
    const local = emailProblem(typed);
    if (local) return local;
    const email = normalizeEmail(typed);
    const checks: [string, () => Promise<unknown>][] = [['email', () => calls.validateEmail(email)]];
    if (unique) checks.push(['email', () => calls.checkUnique('email', email)]);
    return (await runChecks(checks)).email ?? null;
};

/** The mobile's rule (spec 2 §5), then the bank's check that it is not in use. */
export const cellphoneServerProblem = async (
    calls: RegistrationCalls,
    typed: string,
): Promise<string | null> =>
    cellphoneProblem(typed) ??
    (await runChecks([['cellphone', () => calls.validateCellphone(mobileDigits(typed))]])).cellphone ??
    null;

/** Staff mode's contact checks (the public's run before each code is sent), under `prefix` ('representative.'). */
export const checkContact = async (
    calls: RegistrationCalls,
    contact: { email: string; cellphone: string },
    prefix: string,
    uniqueEmail: boolean,
): Promise<Errors> => {
    const errors: Errors = {};
    const email = await emailServerProblem(calls, contact.email, uniqueEmail);
    if (email) errors[`${prefix}email`] = email;
    const cellphone = await cellphoneServerProblem(calls, contact.cellphone);
    if (cellphone) errors[`${prefix}cellphone`] = cellphone;
    return errors;
};
