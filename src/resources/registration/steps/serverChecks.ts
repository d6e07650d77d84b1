import { cellphoneProblem, emailProblem, mobileDigits, normalizeEmail } from '../../../domain/signup';
import { checkUnique, runChecks, validateCellphone, validateEmail } from '../api';
import type { Errors } from '../wizard/paths';

/** The e-mail's rule, then the bank's (format and typos; unique when it is the holder's): a message or null. */
export const emailServerProblem = async (typed: string, unique: boolean): Promise<string | null> => {
    const local = emailProblem(typed);
    if (local) return local;
    const email = normalizeEmail(typed);
    const checks: [string, () => Promise<unknown>][] = [['email', () => validateEmail(email)]];
    if (unique) checks.push(['email', () => checkUnique('email', email)]);
    return (await runChecks(checks)).email ?? null;
};

/** The mobile's rule (spec 2 §5), then the bank's check that it is not in use. */
export const cellphoneServerProblem = async (typed: string): Promise<string | null> =>
    cellphoneProblem(typed) ??
    (await runChecks([['cellphone', () => validateCellphone(mobileDigits(typed))]])).cellphone ??
    null;

/** Staff mode's contact checks (the public's run before each code is sent), under `prefix` ('representative.'). */
export const checkContact = async (
    contact: { email: string; cellphone: string },
    prefix: string,
    uniqueEmail: boolean,
): Promise<Errors> => {
    const errors: Errors = {};
    const email = await emailServerProblem(contact.email, uniqueEmail);
    if (email) errors[`${prefix}email`] = email;
    const cellphone = await cellphoneServerProblem(contact.cellphone);
    if (cellphone) errors[`${prefix}cellphone`] = cellphone;
    return errors;
};
