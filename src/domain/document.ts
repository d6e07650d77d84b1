import { formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';
import { formatCpf, isValidCpf, normalizeCpf } from './cpf';

export type DocumentKind = 'cpf' | 'cnpj';

export function detectDocument(input: string): { kind: DocumentKind; value: string } | null {
    const cpf = normalizeCpf(input);
    if (cpf !== null) return { kind: 'cpf', value: cpf };
    const cnpj = normalizeCnpj(input);
    return cnpj === null ? null : { kind: 'cnpj', value: cnpj };
}

export function formatDocument(input: string): string {
    const doc = detectDocument(input);
    if (doc === null) return input;
    return doc.kind === 'cpf' ? formatCpf(doc.value) : formatCnpj(doc.value);
}

export function isValidDocument(input: string): boolean {
    const doc = detectDocument(input);
    if (doc === null) return false;
    return doc.kind === 'cpf' ? isValidCpf(doc.value) : isValidCnpj(doc.value);
}
