import { buildCsv } from '../../domain/csv';
import { formatDate } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { formatMobile } from '../../domain/phone';
import { statusLabel } from '../../domain/statuses';
import { textOf } from '../../i18n';
import type { HolderRow } from './api';
import { holderMessages } from './messages';

const t = textOf(holderMessages);

const ORIGINS = ['self', 'backoffice', 'seed'] as const;
const RELATIONSHIPS = ['mother', 'father', 'guardian'] as const;

/** How a holder came in; an unknown origin as the bank wrote it. */
export const originLabel = (origin: string) =>
    (ORIGINS as readonly string[]).includes(origin)
        ? t(`holders.origins.${origin as (typeof ORIGINS)[number]}`)
        : origin;

/** A minor's responsible adult to the minor; an unknown one as the bank wrote it. */
export const relationshipLabel = (relationship: string) =>
    (RELATIONSHIPS as readonly string[]).includes(relationship)
        ? t(`holders.relationships.${relationship as (typeof RELATIONSHIPS)[number]}`)
        : relationship;

/** PF, PJ or minor, as the back office says it. */
export const holderKind = (holder: { type: 'natural' | 'legal'; minor?: boolean; responsible?: unknown }) =>
    holder.type === 'legal'
        ? t('holders.kind.legal')
        : holder.minor || holder.responsible
          ? t('holders.kind.minor')
          : t('holders.kind.natural');

const HEADER = [
    'name',
    'trade_name',
    'type',
    'document',
    'email',
    'mobile',
    'status',
    'origin',
    'created_at',
    'accounts',
    'pending_documents',
    'missing_documents',
] as const;

/** The listing's rows as CSV for Excel pt-BR. */
export const holdersCsv = (rows: readonly HolderRow[]) =>
    buildCsv([
        HEADER.map((column) => t(`holders.csv.${column}`)),
        ...rows.map((row) => [
            row.name,
            row.trade_name ?? '',
            holderKind(row),
            formatDocument(row.document),
            row.email,
            formatMobile(row.phone),
            statusLabel('entity', row.status),
            originLabel(row.origin),
            formatDate(row.created_at),
            row.accounts_count,
            row.documents.pending,
            row.missing_documents.join(', '),
        ]),
    ]);
