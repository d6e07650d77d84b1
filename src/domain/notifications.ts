/**
 * The rules of a new notification, shared by the form and the sandbox bank (pure, no React), like
 * src/domain/profile.ts is for the profile page.
 */

import type { NotificationCategory } from '../contract/notifications';
import { ROLES, type Role } from '../contract/roles';

export const TITLE_MIN_LENGTH = 3;
export const TITLE_MAX_LENGTH = 80;
export const BODY_MAX_LENGTH = 1000;

export const CATEGORIES: Record<NotificationCategory, string> = {
    info: 'Informativo',
    warning: 'Aviso',
    transaction: 'Transação',
    security: 'Segurança',
};

export type Recipients = 'all' | 'role' | 'users';

export const RECIPIENTS: Record<Recipients, string> = {
    all: 'Todos os usuários',
    role: 'Um perfil',
    users: 'Usuários específicos',
};

export const NOTIFICATION_MESSAGES = {
    titleRequired: 'Informe o título.',
    titleLength: `O título deve ter entre ${TITLE_MIN_LENGTH} e ${TITLE_MAX_LENGTH} caracteres.`,
    bodyRequired: 'Escreva a mensagem.',
    bodyTooLong: `A mensagem deve ter no máximo ${BODY_MAX_LENGTH} caracteres.`,
    categoryRequired: 'Escolha a categoria.',
    recipientsRequired: 'Escolha quem vai receber.',
    roleRequired: 'Escolha o perfil.',
    roleEmpty: 'Nenhum usuário ativo tem este perfil.',
    usersRequired: 'Escolha ao menos um usuário.',
    usersUnknown: 'Um dos usuários escolhidos não existe ou não está ativo.',
} as const;

/** Characters as a person counts them (an emoji is one). */
export const textLength = (text: string) => [...text].length;

export const isCategory = (value: unknown): value is NotificationCategory =>
    typeof value === 'string' && Object.hasOwn(CATEGORIES, value);
export const isRecipients = (value: unknown): value is Recipients =>
    typeof value === 'string' && Object.hasOwn(RECIPIENTS, value);
export const isRole = (value: unknown): value is Role =>
    typeof value === 'string' && Object.hasOwn(ROLES, value);

export interface NotificationDraft {
    title: string;
    body: string;
    category: string;
    recipients: string;
    role?: string;
    user_ids?: readonly number[];
}

export type NotificationErrors = Partial<
    Record<'title' | 'body' | 'category' | 'recipients' | 'role' | 'user_ids', string>
>;

/** The first broken rule of each field (trimmed title and body); an empty object when all is well. */
export function checkNotification(draft: NotificationDraft): NotificationErrors {
    const errors: NotificationErrors = {};
    const title = textLength(draft.title.trim());
    const body = textLength(draft.body.trim());
    if (title === 0) errors.title = NOTIFICATION_MESSAGES.titleRequired;
    else if (title < TITLE_MIN_LENGTH || title > TITLE_MAX_LENGTH) {
        errors.title = NOTIFICATION_MESSAGES.titleLength;
    }
    if (body === 0) errors.body = NOTIFICATION_MESSAGES.bodyRequired;
    else if (body > BODY_MAX_LENGTH) errors.body = NOTIFICATION_MESSAGES.bodyTooLong;
    if (!isCategory(draft.category)) errors.category = NOTIFICATION_MESSAGES.categoryRequired;
    if (!isRecipients(draft.recipients)) errors.recipients = NOTIFICATION_MESSAGES.recipientsRequired;
    else if (draft.recipients === 'role' && !isRole(draft.role)) {
        errors.role = NOTIFICATION_MESSAGES.roleRequired;
    } else if (draft.recipients === 'users' && (draft.user_ids?.length ?? 0) === 0) {
        errors.user_ids = NOTIFICATION_MESSAGES.usersRequired;
    }
    return errors;
}

/** "1 usuário vai receber…" / "12 usuários vão receber…". */
export const recipientsText = (count: number) =>
    count === 1 ? '1 usuário vai receber' : `${count.toLocaleString('pt-BR')} usuários vão receber`;
