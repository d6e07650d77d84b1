import { defineMessages } from '../../../i18n';

/** The three boleto dashboards' texts: issued and paid, entries, and the open portfolio. */
export const invoiceDashboardMessages = defineMessages({
    boleto_dashboards: {
        frame: {
            what: 'os indicadores',
            caption: 'Período: %{range}. Carteira em aberto na posição de %{date}.',
        },
        common: {
            day: 'Dia',
            month: 'Mês',
            boletos: 'Boletos',
            amount: 'Valor',
            overdue: 'Vencidos',
            no_open: 'Nenhum boleto em aberto.',
        },
        overview: {
            title: 'Painel de boletos',
            issued: 'Emitidos no período',
            paid: 'Pagos no período',
            open: 'Em aberto (a vencer)',
            canceled: 'Cancelados no período',
            status_chart: {
                title: 'Situação hoje dos boletos emitidos no período',
                empty: 'Nenhum boleto emitido no período.',
                status: 'Situação',
            },
            series_chart: {
                title: 'Valor emitido e valor recebido',
                empty: 'Nenhum boleto emitido ou pago no período.',
                issued: 'Emitidos',
                issued_amount: 'Valor emitido',
                paid: 'Pagos',
                paid_amount: 'Valor recebido',
                issued_series: 'Emitido',
                paid_series: 'Recebido',
            },
        },
        entries: {
            title: 'Painel de entradas por boleto',
            no_payments: 'Nenhum boleto pago no período.',
            received: 'Recebido no período',
            on_time: 'Pagos em dia',
            late: 'Pagos com atraso',
            charges: 'Multas e juros recebidos',
            charges_detail: 'Valor pago acima do valor do boleto',
            discounts: 'Descontos concedidos',
            discounts_detail: 'Valor pago abaixo do valor do boleto',
            average_delay: 'Atraso médio',
            average_delay_detail: 'Nos pagamentos com atraso',
            received_chart: {
                title: 'Recebimentos em dia e com atraso',
                on_time: 'Em dia',
                late: 'Com atraso',
                total: 'Total recebido',
            },
            charges_chart: {
                title: 'Multas e juros recebidos e descontos concedidos',
                charges: 'Multas e juros',
                discounts: 'Descontos',
            },
        },
        charge: {
            title: 'Painel de cobranças por boleto',
            portfolio: 'Carteira em aberto',
            portfolio_detail: '%{boletos}, a vencer e vencidos',
            expected: 'A receber em %{weeks} semanas',
            paid_late: 'Recebido após o vencimento no período',
            buckets: {
                title: 'Carteira em aberto por vencimento',
                range: 'Faixa',
                series: 'Valor em aberto',
            },
            top_payers: {
                title: 'Os %{count} maiores pagadores em aberto',
                payer: 'Pagador',
                open: 'Em aberto',
                overdue: 'Dos quais vencidos',
            },
            inflow: {
                title: 'Entradas previstas nas próximas %{weeks} semanas',
                empty: 'Nenhum boleto a vencer nas próximas %{weeks} semanas.',
                week: 'Semana',
                series: 'A vencer na semana',
            },
        },
    },
});
