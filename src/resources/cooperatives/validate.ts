import { COOPERATIVE_KINDS, type CooperativeKind } from '../../contract/cooperatives';
import { toFormErrors } from '../../dataProvider/laravel';
import { normalizeCnpj } from '../../domain/cnpj';
import { isValidCpf } from '../../domain/cpf';
import { checkDrawee } from '../../domain/drawee';
import { textOf } from '../../i18n';
import { cooperativeMessages } from './messages';

const t = textOf(cooperativeMessages);

/** Lei 5.764/1971: 20 associates at least; Lei 12.690/2012: 7 for work cooperatives (the bank's rule too). */
export const minimumMembers = (kind: unknown) => (kind === 'trabalho' ? 7 : 20);

const isKind = (value: unknown): value is CooperativeKind =>
    COOPERATIVE_KINDS.includes(value as CooperativeKind);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The rules the bank applies, checked before sending (the CNPJ already registered is the bank's to say):
 * the payer rules of domain/drawee for name, CNPJ, contact and address, then the cooperative's own.
 */
export const validateCooperative = (values: Record<string, unknown>) => {
    const { fields, errors } = checkDrawee(values);
    const add = (field: string, message: string | false) => {
        if (message && !errors[field]) errors[field] = [message];
    };
    // A CPF, or nothing, is not a cooperative's document: say what is expected rather than 'CPF ou CNPJ'.
    if (!normalizeCnpj(fields.document)) errors.document = [t('cooperatives.rules.cnpj_only')];
    add('kind', !isKind(values.kind) && t('cooperatives.rules.kind'));
    const members = Number(values.members);
    const min = minimumMembers(values.kind);
    add('members', (!Number.isInteger(members) || members < min) && t('cooperatives.rules.members', { min }));
    add('email', !fields.email && t('cooperatives.rules.email'));
    add('phone', !fields.phone && t('cooperatives.rules.phone'));
    const responsible = (values.responsible ?? {}) as Record<string, unknown>;
    const name = text(responsible.name);
    add(
        'responsible.name',
        (name.length < 5 || !name.includes(' ')) && t('cooperatives.rules.responsible_name'),
    );
    add(
        'responsible.document',
        !isValidCpf(text(responsible.document).replace(/\D/g, '')) &&
            t('cooperatives.rules.responsible_document'),
    );
    add('responsible.role', text(responsible.role).length < 3 && t('cooperatives.rules.responsible_role'));
    return toFormErrors(errors);
};
