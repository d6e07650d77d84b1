import type { Bank } from '../../contract/accounts';
import type { PixParticipant } from '../../contract/pix';
import { PORTAL_ISPB } from '../../domain/pix';

/**
 * A snapshot of the BCB Pix participants list (lista-participantes-instituicoes-em-adesao-pix, August 2026):
 * ISPB, COMPE, name, reduced name and SPI participation (Direta → DRCT, Indireta → IDRT). The seeded banks
 * take their names from the bank table; the others are fintechs, payment institutions and credit unions,
 * some of them Pix-only (no COMPE). Rows: ISPB | COMPE or '' | name | reduced name | type.
 */
const OTHERS = [
    '08561701|290|PagSeguro Internet Instituição de Pagamento S.A.|PAGSEGURO INTERNET IP S.A.|DRCT',
    '10573521|323|Mercado Pago Instituição de Pagamento Ltda.|MERCADO PAGO IP LTDA.|DRCT',
    '22896431|380|PicPay Instituição de Pagamento S.A.|PICPAY|DRCT',
    '92894922|212|Banco Original S.A.|BANCO ORIGINAL|DRCT',
    '16501555|197|Stone Instituição de Pagamento S.A.|STONE IP S.A.|DRCT',
    '37880206|403|Cora Sociedade de Crédito, Financiamento e Investimento S.A.|CORA SCFI|DRCT',
    '20855875|536|Neon Pagamentos S.A. - Instituição de Pagamento|NEON PAGAMENTOS S.A. IP|DRCT',
    '59285411|623|Banco Pan S.A.|BANCO PAN|DRCT',
    '92702067|041|Banco do Estado do Rio Grande do Sul S.A.|BCO DO ESTADO DO RS S.A.|DRCT',
    '00000208|070|BRB - Banco de Brasília S.A.|BRB - BCO DE BRASILIA S.A.|DRCT',
    '07237373|004|Banco do Nordeste do Brasil S.A.|BCO DO NORDESTE DO BRASIL S.A.|DRCT',
    '10664513|121|Banco Agibank S.A.|BCO AGIBANK S.A.|DRCT',
    '17184037|389|Banco Mercantil do Brasil S.A.|BCO MERCANTIL DO BRASIL S.A.|DRCT',
    '33264668|348|Banco XP S.A.|BCO XP S.A.|DRCT',
    '09089356|364|Efí S.A. - Instituição de Pagamento|EFÍ S.A. - IP|DRCT',
    '19540550|461|Asaas Gestão Financeira Instituição de Pagamento S.A.|ASAAS IP S.A.|DRCT',
    '01027058|362|Cielo S.A. - Instituição de Pagamento|CIELO IP S.A.|DRCT',
    '13935893|509|Celcoin Instituição de Pagamento S.A.|CELCOIN IP S.A.|DRCT',
    '15111975|401|Iugu Instituição de Pagamento S.A.|IUGU IP S.A.|DRCT',
    '05463212|085|Cooperativa Central de Crédito - Ailos|COOPCENTRAL AILOS|DRCT',
    '10398952|133|Confederação Nacional das Cooperativas Centrais de Crédito e Economia Familiar e Solidária - Cresol Confederação|CRESOL CONFEDERAÇÃO|DRCT',
    '00315557|136|Cooperativa Central de Crédito Unicred do Brasil - Unicred do Brasil|UNICRED DO BRASIL|DRCT',
    '53720128|023|Conta Simples Sociedade de Crédito Direto S.A.|CONTA SIMPLES SCD S.A.|IDRT',
    '47381104|775|ContaAzul Instituição de Pagamento Ltda.|CONTAAZUL IP LTDA.|IDRT',
    '25021356||dLocal Brasil Instituição de Pagamento S.A.|DLOCAL BRASIL IP S.A.|DRCT',
    '11275560||RecargaPay Instituição de Pagamento Ltda.|RECARGAPAY IP LTDA.|IDRT',
    '10506341||Blu Instituição de Pagamento Ltda.|BLU IP LTDA.|IDRT',
    '40571694||Wise Brasil Instituição de Pagamento Ltda.|WISE BRASIL IP LTDA.|IDRT',
    '35136120||Bitso Instituição de Pagamento Ltda.|BITSO IP LTDA|IDRT',
    '82639451||Cooperativa de Crédito Vale do Itajaí - Viacredi|COOP VIACREDI|IDRT',
    '91586982||Cooperativa de Crédito Pioneira da Serra Gaúcha - Sicredi Pioneira RS|COOP SICREDI PIONEIRA RS|IDRT',
];

/** BCB reduced names of the seeded banks, by ISPB. */
const BANK_SHORT_NAMES: Readonly<Record<string, string>> = {
    [PORTAL_ISPB]: 'BANCO DIGITAL S.A.',
    '00000000': 'BCO DO BRASIL S.A.',
    '60746948': 'BCO BRADESCO S.A.',
    '60701190': 'ITAÚ UNIBANCO S.A.',
    '00360305': 'CAIXA ECONOMICA FEDERAL',
    '90400888': 'BCO SANTANDER (BRASIL) S.A.',
    '18236120': 'NU PAGAMENTOS - IP',
    '00416968': 'BANCO INTER',
    '31872495': 'BCO C6 S.A.',
    '30306294': 'BANCO BTG PACTUAL S.A.',
    '02038232': 'BANCO SICOOB S.A.',
    '01181521': 'BCO COOPERATIVO SICREDI S.A.',
    '58160789': 'BCO SAFRA S.A.',
};

export function createPixParticipants(banks: readonly Bank[]): PixParticipant[] {
    const seeded = banks.map(
        (bank): PixParticipant => ({
            ispb: bank.ispb,
            name: bank.name,
            short_name: BANK_SHORT_NAMES[bank.ispb] ?? bank.name.toUpperCase(),
            compe: bank.code,
            // The portal bank settles through a liquidante (/pix-indireto); the other seeded banks are direct.
            type: bank.ispb === PORTAL_ISPB ? 'IDRT' : 'DRCT',
        }),
    );
    const others = OTHERS.map((row): PixParticipant => {
        const [ispb, compe, name, shortName, type] = row.split('|');
        return { ispb, name, short_name: shortName, compe: compe || null, type: type as 'DRCT' | 'IDRT' };
    });
    return [...seeded, ...others];
}
