import type { PrepaidProvider } from '../../contract/products';

const reais = (...values: number[]) => values.map((value) => value * 100);

/** The prepaid market's catalogue (`GET prepaidmarket/providers`): operators and products with their values. */
export const PREPAID_PROVIDERS: readonly PrepaidProvider[] = [
    { id: 'vivo', name: 'Vivo', kind: 'phone', values: reais(15, 20, 30, 40, 50, 100) },
    { id: 'claro', name: 'Claro', kind: 'phone', values: reais(15, 20, 25, 30, 50, 100) },
    { id: 'tim', name: 'TIM', kind: 'phone', values: reais(15, 20, 30, 50, 100) },
    { id: 'oi', name: 'Oi', kind: 'phone', values: reais(15, 20, 30, 50) },
    { id: 'google-play', name: 'Google Play', kind: 'gift_card', values: reais(30, 50, 100, 200) },
    { id: 'ifood', name: 'iFood Card', kind: 'gift_card', values: reais(25, 50, 100) },
    { id: 'playstation', name: 'PlayStation Store', kind: 'game', values: reais(60, 100, 250) },
    { id: 'xbox', name: 'Xbox Gift Card', kind: 'game', values: reais(50, 100, 200) },
    { id: 'free-fire', name: 'Free Fire - 1.060 diamantes', kind: 'game', values: reais(40) },
    { id: 'netflix', name: 'Netflix', kind: 'streaming', values: reais(35, 70) },
    { id: 'spotify', name: 'Spotify Premium - 1 mês', kind: 'streaming', values: reais(22) },
    { id: 'bilhete-unico', name: 'Bilhete Único SP', kind: 'transport', values: reais(10, 20, 50, 100) },
    { id: 'riocard', name: 'RioCard Mais', kind: 'transport', values: reais(10, 25, 50) },
];
