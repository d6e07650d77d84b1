/**
 * The A1 certificate import (/importar-certificado, `docs/certificate`): file checks, the certificate's state
 * and the pt-BR messages shared by the screen and the sandbox. Opening the file is pkcs12.ts.
 */

/** An exported A1 file is a few kilobytes; the contract caps it at 100 KB. */
export const MAX_CERTIFICATE_BYTES = 100 * 1024;
export const CERTIFICATE_EXTENSIONS: readonly string[] = ['.pfx', '.p12'];
/** A certificate this close to its end is shown as expiring. */
export const EXPIRING_DAYS = 30;

const DAY_MS = 86_400_000;

export const CERTIFICATE_MESSAGES = {
    fileRequired: 'Escolha o arquivo do certificado (.pfx ou .p12).',
    wrongExtension: 'Escolha um arquivo .pfx ou .p12 (o certificado A1 exportado com a chave).',
    empty: 'O arquivo está vazio.',
    tooLarge: 'O arquivo deve ter no máximo 100 KB: um certificado A1 tem poucos KB.',
    passwordRequired: 'Informe a senha do certificado.',
    expired: (day: string) => `O certificado venceu em ${day}. Renove-o na sua autoridade certificadora.`,
    notYetValid: (day: string) => `O certificado só passa a valer em ${day}.`,
    noDocument: 'O certificado não traz CNPJ nem CPF no padrão ICP-Brasil.',
    notHolder: (document: string) =>
        `O certificado é de outro titular (${document}): importe o certificado do seu CNPJ ou CPF.`,
    duplicate: 'Este certificado já foi importado.',
    notFound: 'Certificado não encontrado.',
} as const;

export type CertificateState = 'valid' | 'expiring' | 'expired';

/** Whole days from `now` to the certificate's end (0 on its last day, negative once it has ended). */
export const daysLeft = (notAfter: string, now: Date = new Date()) =>
    Math.floor((Date.parse(notAfter) - now.getTime()) / DAY_MS);

export function certificateState(notAfter: string, now: Date = new Date()): CertificateState {
    if (Date.parse(notAfter) < now.getTime()) return 'expired';
    return daysLeft(notAfter, now) <= EXPIRING_DAYS ? 'expiring' : 'valid';
}

/** '120 dias', '1 dia', 'vence hoje', 'vencido há 3 dias'. */
export function daysLeftText(notAfter: string, now: Date = new Date()): string {
    if (Date.parse(notAfter) < now.getTime()) {
        const ago = Math.max(1, Math.ceil((now.getTime() - Date.parse(notAfter)) / DAY_MS));
        return `vencido há ${ago} ${ago === 1 ? 'dia' : 'dias'}`;
    }
    const days = daysLeft(notAfter, now);
    if (days === 0) return 'vence hoje';
    return `${days.toLocaleString('pt-BR')} ${days === 1 ? 'dia restante' : 'dias restantes'}`;
}

/** The size limits, checked by the bank too (it judges a file by its content, not by its name). */
export function certificateSizeProblem(size: number): string | null {
    if (size === 0) return CERTIFICATE_MESSAGES.empty;
    if (size > MAX_CERTIFICATE_BYTES) return CERTIFICATE_MESSAGES.tooLarge;
    return null;
}

/** Why this file cannot be sent (pt-BR), or null: the screen's checks before sending it. */
export function certificateFileProblem(file: { name: string; size: number }): string | null {
    const name = file.name.toLowerCase();
    if (!CERTIFICATE_EXTENSIONS.some((extension) => name.endsWith(extension)))
        return CERTIFICATE_MESSAGES.wrongExtension;
    return certificateSizeProblem(file.size);
}
