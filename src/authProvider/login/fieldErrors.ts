import { isHttpError } from '../../http/HttpError';

/** Field errors of a 422 answer, first message per field. */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
    if (!isHttpError(error) || error.status !== 422) return {};
    const errors = (error.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
    return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
};
