import { isHttpError } from '../../../http/HttpError';

/** The field messages of a 422, to show beside the step that failed (the notice already gave the code). */
export function validationMessages(error: unknown): string[] {
    const errors = isHttpError(error) ? (error.body as { errors?: unknown } | null)?.errors : undefined;
    if (!errors || typeof errors !== 'object') return [];
    return Object.values(errors as Record<string, unknown>).flatMap((messages) =>
        Array.isArray(messages) ? messages.map(String) : [],
    );
}
