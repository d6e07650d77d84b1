import { buildCsv } from '../../domain/csv';
import { formatDate } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { formatMobile } from '../../domain/phone';
import { statusLabel } from '../../domain/statuses';
import type { HolderRow } from './api';

export const ORIGIN_LABELS: Record<string, string> = {
    self: 'Autocadastro',
    backoffice: 'Cadastro pela equipe',
    seed: 'Base inicial',
};

export const RELATIONSHIP_LABELS: Record<string, string> = {
    mother: 'Mãe',
    father: 'Pai',
    guardian: 'Tutor(a)',
};

/** PF, PJ or minor, as the back office says it. */
export const holderKind = (holder: { type: 'natural' | 'legal'; minor?: boolean; responsible?: unknown }) =>
    holder.type === 'legal' ? 'PJ' : holder.minor || holder.responsible ? 'PF (menor)' : 'PF';

const HEADER = [
    'Nome',
    'Nome fantasia',
    'Tipo',
    'CPF/CNPJ',
    'E-mail',
    'Celular',
    'Situação',
    'Origem',
    'Cadastro',
    'Contas',
    'Documentos pendentes',
    'Documentos faltando',
];

/** The listing's rows as CSV for Excel pt-BR. */
export const holdersCsv = (rows: readonly HolderRow[]) =>
    buildCsv([
        HEADER,
        ...rows.map((row) => [
            row.name,
            row.trade_name ?? '',
            holderKind(row),
            formatDocument(row.document),
            row.email,
            formatMobile(row.phone),
            statusLabel('entity', row.status),
            ORIGIN_LABELS[row.origin] ?? row.origin,
            formatDate(row.created_at),
            row.accounts_count,
            row.documents.pending,
            row.missing_documents.join(', '),
        ]),
    ]);
