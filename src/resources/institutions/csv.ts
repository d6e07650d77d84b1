import type { AgencyView, BankView, InstitutionAccountRow } from '../../contract/institutions';
import { buildCsv, csvAmount, csvBlob } from '../../domain/csv';
import { formatDate, toDateOnlyBrasilia } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { statusLabel } from '../../domain/statuses';
import { textOf } from '../../i18n';
import { downloadBlob } from '../../ui/downloadBlob';
import { institutionMessages } from './messages';
import { variantOf } from './variant';

const t = textOf(institutionMessages);
const word = (key: 'bank' | 'agency' | 'banks' | 'agencies' | 'accounts') =>
    t(`institutions.${variantOf()}.${key}`);
const save = (name: string, text: string) =>
    downloadBlob(csvBlob(text), `${name.toLowerCase().replace(/\s+/g, '-')}-${toDateOnlyBrasilia()}.csv`);

/** The list's rows (the whole filter) for Excel pt-BR: one line each, amounts with comma. */
export const exportBanks = (rows: BankView[]) =>
    save(
        word('banks'),
        buildCsv([
            [
                t('institutions.field.name'),
                t('institutions.field.trade_name'),
                t('institutions.field.code'),
                t('institutions.field.ispb'),
                t('institutions.field.document'),
                t('institutions.field.agencies'),
                t('institutions.field.accounts'),
                `${t('institutions.field.balance')} (R$)`,
                t('institutions.field.status'),
            ],
            ...rows.map((b) => [
                b.name,
                b.trade_name,
                b.code,
                b.ispb,
                formatDocument(b.document),
                b.figures.agencies,
                b.figures.accounts,
                csvAmount(b.figures.balance),
                statusLabel('entity', b.status),
            ]),
        ]),
    );

export const exportAgencies = (rows: AgencyView[]) =>
    save(
        word('agencies'),
        buildCsv([
            [
                word('bank'),
                t('institutions.field.agency_number'),
                t('institutions.field.agency_name'),
                t('institutions.field.city'),
                t('institutions.field.state'),
                t('institutions.field.accounts'),
                `${t('institutions.field.balance')} (R$)`,
                t('institutions.field.status'),
            ],
            ...rows.map((a) => [
                a.bank_name,
                `${a.number}-${a.digit}`,
                a.name,
                a.address.city,
                a.address.state,
                a.figures.accounts,
                csvAmount(a.figures.balance),
                statusLabel('entity', a.status),
            ]),
        ]),
    );

export const exportAccounts = (rows: InstitutionAccountRow[]) =>
    save(
        word('accounts'),
        buildCsv([
            [
                word('bank'),
                word('agency'),
                t('institutions.field.account_number'),
                t('institutions.field.holder'),
                t('institutions.field.holder_document'),
                t('institutions.field.kind'),
                t('institutions.field.account_type'),
                `${t('institutions.field.balance')} (R$)`,
                t('institutions.field.status'),
                t('institutions.field.created_at'),
            ],
            ...rows.map((r) => [
                r.bank_name,
                r.agency_number,
                `${r.number}-${r.digit}`,
                r.holder_name,
                formatDocument(r.holder_document),
                t(`institutions.kind.${r.kind}`),
                r.type_name,
                csvAmount(r.balance),
                statusLabel('entity', r.status),
                formatDate(r.created_at),
            ]),
        ]),
    );
