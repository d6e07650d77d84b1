import { isHttpError } from '../../http/HttpError';

/** 5000 → '5.000'. */
export const count = (n: number) => n.toLocaleString('pt-BR');

/** '1 boleto', '2 boletos'. */
export const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** The field messages of a 422, to show beside the step that failed (the notice already gave the code). */
export function validationMessages(error: unknown): string[] {
    const errors = isHttpError(error) ? (error.body as { errors?: unknown } | null)?.errors : undefined;
    if (!errors || typeof errors !== 'object') return [];
    return Object.values(errors as Record<string, unknown>).flatMap((messages) =>
        Array.isArray(messages) ? messages.map(String) : [],
    );
}
