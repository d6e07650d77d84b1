import { defineMessages } from '../../../i18n';

/**
 * `/comparativo-bancos`: the banks side by side on their financial report. Its words say "instituição", which
 * fits every brand's hierarchy (bancos, lojas, montadoras); the title is the route's, renamed by the brand.
 */
export const bankComparisonMessages = defineMessages({
    bank_comparison: {
        title: 'Comparativo de bancos',
        intro: 'Saldos, entradas, saídas e contas abertas de cada instituição no período, calculados do razão das contas. Dias no horário de Brasília.',
        banks: 'Instituições comparadas',
        banks_help: 'De 2 a 6 instituições. Sugestão inicial: as duas de maior saldo.',
        banks_too_few: 'Escolha pelo menos 2 instituições para comparar.',
        not_enough_banks: 'Só há uma instituição nesta hierarquia: o comparativo precisa de pelo menos duas.',
        bank_option: '%{code} · %{name}',
        bank_option_detail: '%{accounts} · saldo %{balance}',
        accounts: '%{count} conta |||| %{count} contas',
        loading_banks: 'Carregando as instituições',
        banks_failed: 'a lista de instituições',
        loading: 'Calculando o comparativo',
        failed: 'o comparativo',
        caption: 'Período: %{from} a %{to}.',
        table: 'Comparativo de %{from} a %{to}',
        indicator: 'Indicador',
        total: 'Total',
        difference_two: 'Diferença',
        difference_many: 'Amplitude',
        difference_two_note: 'Diferença: %{second} menos %{first}.',
        difference_many_note: 'Amplitude: o maior valor menos o menor entre os bancos.',
        metrics: {
            opening_balance: 'Saldo inicial',
            inflows: 'Entradas',
            outflows: 'Saídas',
            closing_balance: 'Saldo final',
            change: 'Variação do saldo',
            transactions: 'Lançamentos',
            accounts_opened: 'Contas abertas no período',
            accounts_total: 'Contas ao fim do período',
        },
        chart: 'Entradas e saídas por instituição',
        chart_inflows: 'Entradas',
        chart_outflows: 'Saídas',
        chart_empty: 'Nenhuma movimentação destas instituições no período.',
        export_pdf: 'Exportar PDF',
        file: 'comparativo-bancos-%{from}-a-%{to}',
        pdf_title: 'Comparativo de bancos',
        pdf_subtitle: 'Período: %{from} a %{to} (horário de Brasília)',
    },
});
