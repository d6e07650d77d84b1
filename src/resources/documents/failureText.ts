import { isHttpError } from '../../http/HttpError';

/** Why the bank refused a call on a document: its first field error, its message, or `fallback`. */
export const failureText = (error: unknown, fallback: string) => {
    const body = isHttpError(error)
        ? (error.body as { message?: string; errors?: Record<string, string[]> } | null)
        : null;
    const field = body?.errors && Object.values(body.errors)[0]?.[0];
    return field ?? body?.message ?? fallback;
};
