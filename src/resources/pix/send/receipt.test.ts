import { describe, expect, it } from 'vitest';
import { formatBRL } from '../../../domain/money';
import type { AccountView } from '../../accounts';
import type { PixTransfer } from './api';
import { receiptPairs } from './receipt';
import { bankDataView, ownerView, recipientPairs } from './recipient';

const PAYER: AccountView = {
    id: 7,
    person_id: 3,
    kind: 'natural_person_account',
    number: '123456',
    digit: '7',
    status: 'active',
    balance: 100_000,
    bank: { id: 1, code: '990', name: 'Banco Digital S.A.' },
    agency: { id: 1, number: '0001', name: 'Centro' },
    account_type: null,
    holder: { name: 'Paula Titular', type: 'natural', document: '00172383749' },
};
const TRANSFER: PixTransfer = {
    id: 41,
    end_to_end_id: 'E99000001202611201500abcdefghijk',
    status: 'processing',
    amount: 12_345,
    description: 'Aluguel',
    recipient: {
        name: 'João Recebedor',
        document_masked: '***.456.789-**',
        participant: 'ITAÚ UNIBANCO S.A.',
        branch: '0341',
        account_masked: '***456-7',
    },
    account_id: 7,
    created_at: '2026-11-20T18:00:00.000Z',
    settled_at: null,
    scheduled_for: null,
    approval: null,
};

describe('receiptPairs', () => {
    it('lists status, amount, date, message, both parties and the end-to-end id, the payer CPF masked', () => {
        const pairs = Object.fromEntries(
            receiptPairs(
                TRANSFER,
                { status: 'done', settled_at: '2026-11-20T18:00:02Z', failure_reason: null },
                PAYER,
            ),
        );
        expect(pairs).toMatchObject({
            Situação: 'Concluído',
            Valor: formatBRL(12_345),
            'Data e hora': '20/11/2026 15:00',
            'Concluído em': '20/11/2026 15:00',
            Mensagem: 'Aluguel',
            Recebedor: 'João Recebedor',
            'CPF/CNPJ do recebedor': '***.456.789-**',
            'Agência e conta do recebedor': '0341 · ***456-7',
            Pagador: 'Paula Titular',
            'CPF/CNPJ do pagador': '***.723.837-**',
            'Agência e conta do pagador': '0001 · 123456-7',
            'ID da transação': TRANSFER.end_to_end_id,
        });
        expect(pairs.Motivo).toBeUndefined();
    });

    it('gives the reason of a failure', () => {
        const pairs = Object.fromEntries(
            receiptPairs(
                TRANSFER,
                { status: 'failure', settled_at: null, failure_reason: 'Conta encerrada.' },
                PAYER,
            ),
        );
        expect(pairs).toMatchObject({ Situação: 'Falha na Operadora', Motivo: 'Conta encerrada.' });
    });
});

describe('recipient views', () => {
    it("shows a key's owner as the DICT answered, with the key formatted", () => {
        const view = ownerView({
            key: '+5511987654321',
            type: 'PHONE',
            name: 'Ana',
            document_masked: '***.111.222-**',
            ispb: '18236120',
            participant: 'NU PAGAMENTOS S.A.',
            branch: '0001',
            account_masked: '***123-4',
            account_type: 'payment',
        });
        expect(recipientPairs(view)).toEqual([
            ['Nome', 'Ana'],
            ['CPF/CNPJ', '***.111.222-**'],
            ['Instituição', 'NU PAGAMENTOS S.A.'],
            ['Agência', '0001'],
            ['Conta', '***123-4 (Conta de pagamento)'],
            ['Chave (Celular)', '(11) 98765-4321'],
        ]);
    });

    it('masks the CPF typed for a bank-data recipient', () => {
        const view = bankDataView({
            participant: { ispb: '60701190', name: 'Itaú', short_name: 'Itaú', compe: '341', type: 'DRCT' },
            branch: '0341',
            account: '123456',
            digit: '7',
            accountType: 'savings',
            document: '529.982.247-25',
            name: ' Maria ',
        });
        expect(view).toMatchObject({ name: 'Maria', document: '***.982.247-**', account: '123456-7' });
    });
});
