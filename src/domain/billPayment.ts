/** Paying a boleto (/liquidacaoboleto): the pure rules shared by the payment screen and the sandbox bank. */
import type { BillPaymentStatus } from '../contract/bills';

export type { BillPaymentStatus };

/**
 * Payments from R$ 1.000,00 up wait for the bank's approval (alçada); smaller ones are paid (or scheduled)
 * at once. See docs/decisions.md.
 */
export const APPROVAL_THRESHOLD_CENTS = 100_000;
export const needsApproval = (amountCents: number) => amountCents >= APPROVAL_THRESHOLD_CENTS;

export const BILL_MESSAGES = {
    /** Spec 1 §8's texts: the error catalogue (http/errorCatalogue.ts) shows these too. */
    invalidBarcode: 'Código de barras inválido.',
    paymentDate: 'A data de agendamento deve ser posterior a data de hoje.',
    invalidDate: 'Data inválida.',
    amountRequired: 'Informe o valor a pagar.',
    accountRequired: 'Escolha a conta a debitar.',
    accountInvalid: 'Conta indisponível para pagamentos.',
    passwordRequired: 'Informe sua senha.',
    passwordWrong: 'Senha incorreta.',
    insufficient: 'Saldo insuficiente.',
    notRegistered: 'Boleto não encontrado no registro do banco emissor.',
} as const;

/** The bank line as it is typed: digits only, grouped as the bank (47) or convênio (48) line is printed. */
export function typeBoletoLine(text: string): string {
    const digits = text.replace(/\D/g, '').slice(0, 48);
    if (digits.startsWith('8')) {
        const blocks = digits.match(/.{1,12}/g) ?? [];
        return blocks.map((b) => (b.length === 12 ? `${b.slice(0, 11)}-${b[11]}` : b)).join(' ');
    }
    const bank = digits.slice(0, 47);
    const cuts = [5, 10, 15, 21, 26, 32, 33];
    const seps = ['.', ' ', '.', ' ', '.', ' ', ' '];
    let out = '';
    for (let i = 0; i < bank.length; i++) {
        const at = cuts.indexOf(i);
        if (at >= 0) out += seps[at];
        out += bank[i];
    }
    return out;
}

/**
 * The payment's authentication code (autenticação bancária) from its uuid: 32 hex digits in groups of four,
 * upper case, as receipts print it.
 */
export const authenticationCode = (uuid: string) =>
    (
        uuid
            .replace(/-/g, '')
            .toUpperCase()
            .match(/.{1,4}/g) ?? []
    ).join('.');

/** COMPE codes of the banks the portal names on receipts; any other shows as 'Banco 123'. */
const BANK_NAMES: Readonly<Record<string, string>> = Object.freeze({
    '001': 'Banco do Brasil S.A.',
    '033': 'Banco Santander (Brasil) S.A.',
    '077': 'Banco Inter S.A.',
    '104': 'Caixa Econômica Federal',
    '208': 'Banco BTG Pactual S.A.',
    '237': 'Banco Bradesco S.A.',
    '260': 'Nu Pagamentos S.A.',
    '336': 'Banco C6 S.A.',
    '341': 'Itaú Unibanco S.A.',
    '422': 'Banco Safra S.A.',
    '748': 'Banco Cooperativo Sicredi S.A.',
    '756': 'Banco Cooperativo Sicoob S.A.',
    '990': 'Banco Digital S.A.',
});

/** '341 - Itaú Unibanco S.A.' for a bank boleto; the segment for a convênio ('Convênio - Saneamento'). */
export function beneficiaryOf(boleto: { kind: 'bank' | 'convenio'; bankCode?: string; segment?: string }) {
    if (boleto.kind === 'convenio') return `Convênio - ${boleto.segment ?? 'Arrecadação'}`;
    const code = boleto.bankCode ?? '';
    return `${code} - ${BANK_NAMES[code] ?? `Banco ${code}`}`;
}
