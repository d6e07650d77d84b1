import type { Notification, NotificationCategory } from '../../contract/notifications';
import { formatDate, formatTime } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import type { User } from '../types';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Brasília is UTC−3: 09:00 there is 12:00 UTC. */
const BRASILIA_HOURS = 3;

const STAFF = new Set(['controller', 'backoffice', 'gestor', 'supervisor', 'caixa']);
/** Staff who review registrations: they are told of the queue. */
const REVIEWERS = new Set(['controller', 'backoffice', 'gestor']);
const PIX_SENDERS = [
    'Juliana Pereira',
    'Marcos Vinícius Rocha',
    'Patrícia Gomes',
    'Rafael Cardoso',
    'Luciana Barros',
    'Thiago Nascimento',
    'Camila Teixeira',
    'André Luiz Campos',
    'Fernanda Lopes',
];
const PIX_AMOUNTS = [25_000, 8_990, 150_000, 32_050, 4_500, 120_000, 67_800, 19_900, 240_000];

interface Draft {
    title: string;
    body: string;
    category: NotificationCategory;
    daysAgo: number;
    /** Brasília wall-clock time, [hours, minutes]. */
    at: [number, number];
    read: boolean;
    created_by?: number | null;
}

/**
 * A handful of notifications per demo user, no randomness (the seed's random streams stay as they were):
 * a sign-in alert, a Pix, the bank's scheduled-maintenance notice sent by the Controller, a document
 * approval and a reminder; holders also get the maintenance fee, reviewers the registration queue.
 * Roughly half are unread, the newest ones.
 */
export function createNotifications(midnight: number, users: readonly User[]): Notification[] {
    const controller = users.find((user) => user.role === 'controller')?.id ?? null;
    const instant = (daysAgo: number, [hours, minutes]: [number, number]) =>
        new Date(midnight - daysAgo * DAY_MS + (hours + BRASILIA_HOURS) * HOUR_MS + minutes * 60_000);

    const drafts = users.flatMap((user, index): (Draft & { user_id: number })[] => {
        const loginAt = instant(1, [8, 40 + (index % 15)]);
        const sender = PIX_SENDERS[index % PIX_SENDERS.length];
        const amount = PIX_AMOUNTS[index % PIX_AMOUNTS.length];
        const own: Draft[] = [
            {
                title: 'Novo acesso ao portal',
                body:
                    `Registramos um acesso à sua conta pelo portal em ${formatDate(loginAt)} às ` +
                    `${formatTime(loginAt)}. Se não foi você, troque sua senha em Meu perfil agora mesmo.`,
                category: 'security',
                daysAgo: 1,
                at: [8, 40 + (index % 15)],
                read: false,
            },
            {
                title: 'Pix recebido',
                body: `Você recebeu um Pix de ${formatBRL(amount)} de ${sender}. O valor já está no seu saldo.`,
                category: 'transaction',
                daysAgo: 2,
                at: [14, 5 + index],
                read: index % 2 === 1,
            },
            {
                title: 'Manutenção programada',
                body:
                    'No próximo domingo, das 2h às 4h, o portal pode ficar instável por manutenção ' +
                    'programada. Pix e cartões seguem funcionando normalmente.',
                category: 'info',
                daysAgo: 4,
                at: [10, 0],
                read: index % 3 === 0,
                created_by: controller,
            },
            {
                title: 'Documento aprovado',
                body: 'Seu comprovante de endereço foi analisado e aprovado. Seu cadastro está completo.',
                category: 'info',
                daysAgo: 12,
                at: [16, 20],
                read: true,
            },
            {
                title: 'Confirme seus dados de contato',
                body:
                    'Faz mais de um ano que seu e-mail e seu celular não são confirmados. ' +
                    'Revise-os em Meu perfil para continuar recebendo os códigos de segurança.',
                category: 'warning',
                daysAgo: 25,
                at: [9, 30],
                read: true,
            },
        ];
        if (!STAFF.has(user.role)) {
            own.push({
                title: 'Tarifa de manutenção cobrada',
                body: `A tarifa mensal de manutenção da sua conta, de ${formatBRL(1290)}, foi debitada hoje.`,
                category: 'transaction',
                daysAgo: 7,
                at: [11, 15],
                read: true,
            });
        }
        if (REVIEWERS.has(user.role)) {
            own.push({
                title: 'Cadastros aguardando análise',
                body: 'Há novos cadastros de pessoa física com documentos enviados aguardando a sua análise.',
                category: 'warning',
                daysAgo: 1,
                at: [7, 50],
                read: false,
            });
        }
        return own.map((draft) => ({ ...draft, user_id: user.id }));
    });

    return drafts
        .map(({ daysAgo, at, read, created_by = null, ...draft }) => {
            const created = instant(daysAgo, at);
            return {
                ...draft,
                created_at: created.toISOString(),
                read_at: read ? new Date(created.getTime() + 2 * HOUR_MS).toISOString() : null,
                created_by,
            };
        })
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.user_id - b.user_id)
        .map(
            (row, index): Notification => ({
                id: index + 1,
                user_id: row.user_id,
                title: row.title,
                body: row.body,
                category: row.category,
                read_at: row.read_at,
                created_at: row.created_at,
                created_by: row.created_by,
            }),
        );
}
