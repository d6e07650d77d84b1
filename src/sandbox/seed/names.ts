import type { Address } from '../../contract/people';

const list = (...parts: string[]): readonly string[] => parts.flatMap((part) => part.split(', '));

export const FIRST_NAMES = list(
    'Maria, Ana, Francisca, Antônia, Adriana, Juliana, Fernanda, Patrícia, Aline, Camila, Amanda, Bruna',
    'Jéssica, Letícia, Júlia, Larissa, Beatriz, Mariana, Vanessa, Luana, Cláudia, Sandra, Heloísa',
    'Valentina, Vitória, José, João, Antônio, Francisco, Carlos, Paulo, Pedro, Lucas, Luiz, Marcos',
    'Gabriel, Rafael, Daniel, Marcelo, Bruno, Eduardo, Felipe, Rodrigo, Thiago, Gustavo, Matheus',
    'Sebastião, Raimundo, Enzo, Davi',
);

export const SURNAMES = list(
    'Silva, Santos, Oliveira, Souza, Rodrigues, Ferreira, Alves, Pereira, Lima, Gomes, Costa, Ribeiro',
    'Martins, Carvalho, Almeida, Lopes, Soares, Fernandes, Vieira, Barbosa, Rocha, Dias, Nascimento',
    'Andrade, Moreira, Nunes, Marques, Machado, Mendes, Freitas, Cardoso, Ramos, Gonçalves, Santana',
    'Teixeira, Araújo, Cavalcanti, Monteiro, Moura, Campos',
);

/** Legal name part and trade name pattern ({s}: a surname) of small Brazilian businesses. */
export const COMPANY_SECTORS = [
    { legal: 'Comércio de Alimentos', trade: 'Mercado {s}' },
    { legal: 'Panificadora', trade: 'Padaria {s}' },
    { legal: 'Transportes e Logística', trade: 'Transportes {s}' },
    { legal: 'Comércio de Autopeças', trade: 'Auto Peças {s}' },
    { legal: 'Drogaria', trade: 'Farmácia {s}' },
    { legal: 'Materiais de Construção', trade: 'Depósito {s}' },
    { legal: 'Tecnologia da Informação', trade: '{s} Tech' },
    { legal: 'Serviços Contábeis', trade: 'Contabilidade {s}' },
    { legal: 'Confecções', trade: '{s} Moda' },
    { legal: 'Restaurante e Lanchonete', trade: 'Restaurante {s}' },
    { legal: 'Engenharia e Construções', trade: '{s} Engenharia' },
    { legal: 'Clínica Odontológica', trade: 'Odonto {s}' },
    { legal: 'Comércio de Móveis', trade: 'Móveis {s}' },
    { legal: 'Papelaria e Livraria', trade: 'Papelaria {s}' },
    { legal: 'Pet Shop', trade: 'Pet {s}' },
] as const;

export const COMPANY_SUFFIXES = ['Ltda', 'Ltda', 'Ltda', 'ME', 'EPP', 'S.A.'] as const;

export const EMAIL_DOMAINS = list(
    'gmail.com, gmail.com, hotmail.com, outlook.com, yahoo.com.br, uol.com.br, bol.com.br, terra.com.br',
    'icloud.com',
);

export const STREETS = list(
    'Rua das Flores, Avenida Brasil, Rua Sete de Setembro, Rua XV de Novembro, Avenida Getúlio Vargas',
    'Rua Tiradentes, Rua Dom Pedro II, Rua Santos Dumont, Rua Marechal Deodoro, Rua Barão do Rio Branco',
    'Avenida Independência, Rua São José, Rua Rui Barbosa, Rua Duque de Caxias, Rua José Bonifácio',
    'Avenida Rio Branco, Rua Castro Alves, Rua Monteiro Lobato, Rua Machado de Assis, Rua das Palmeiras',
);

export const DISTRICTS = list(
    'Centro, Jardim América, Vila Nova, Boa Vista, Santa Cruz, Jardim das Flores, Bela Vista',
    'Santo Antônio, São Francisco, Jardim Primavera, Cidade Nova, Planalto, Vila Operária',
);

export const COMPLEMENTS = list('Apto 12, Apto 34, Apto 101, Apto 502, Casa 2, Bloco B, Sala 3, Fundos');

export interface City {
    city: string;
    state: string;
    ddd: string;
    /** First five CEP digits used by the city: [lowest, highest]. */
    cep: readonly [number, number];
}

export const CITIES: readonly City[] = [
    { city: 'São Paulo', state: 'SP', ddd: '11', cep: [1000, 5999] },
    { city: 'Campinas', state: 'SP', ddd: '19', cep: [13010, 13099] },
    { city: 'Santos', state: 'SP', ddd: '13', cep: [11010, 11095] },
    { city: 'Ribeirão Preto', state: 'SP', ddd: '16', cep: [14010, 14099] },
    { city: 'Sorocaba', state: 'SP', ddd: '15', cep: [18010, 18109] },
    { city: 'São José dos Campos', state: 'SP', ddd: '12', cep: [12210, 12248] },
    { city: 'Rio de Janeiro', state: 'RJ', ddd: '21', cep: [20010, 23799] },
    { city: 'Niterói', state: 'RJ', ddd: '21', cep: [24020, 24360] },
    { city: 'Belo Horizonte', state: 'MG', ddd: '31', cep: [30110, 31999] },
    { city: 'Uberlândia', state: 'MG', ddd: '34', cep: [38400, 38415] },
    { city: 'Juiz de Fora', state: 'MG', ddd: '32', cep: [36010, 36099] },
    { city: 'Vitória', state: 'ES', ddd: '27', cep: [29010, 29099] },
    { city: 'Curitiba', state: 'PR', ddd: '41', cep: [80010, 82999] },
    { city: 'Londrina', state: 'PR', ddd: '43', cep: [86010, 86099] },
    { city: 'Florianópolis', state: 'SC', ddd: '48', cep: [88010, 88099] },
    { city: 'Joinville', state: 'SC', ddd: '47', cep: [89201, 89239] },
    { city: 'Porto Alegre', state: 'RS', ddd: '51', cep: [90010, 91999] },
    { city: 'Caxias do Sul', state: 'RS', ddd: '54', cep: [95010, 95099] },
    { city: 'Brasília', state: 'DF', ddd: '61', cep: [70040, 72799] },
    { city: 'Goiânia', state: 'GO', ddd: '62', cep: [74000, 74899] },
    { city: 'Campo Grande', state: 'MS', ddd: '67', cep: [79002, 79124] },
    { city: 'Cuiabá', state: 'MT', ddd: '65', cep: [78005, 78099] },
    { city: 'Salvador', state: 'BA', ddd: '71', cep: [40010, 42499] },
    { city: 'Feira de Santana', state: 'BA', ddd: '75', cep: [44001, 44099] },
    { city: 'Recife', state: 'PE', ddd: '81', cep: [50010, 52999] },
    { city: 'Fortaleza', state: 'CE', ddd: '85', cep: [60010, 61599] },
    { city: 'Natal', state: 'RN', ddd: '84', cep: [59010, 59159] },
    { city: 'João Pessoa', state: 'PB', ddd: '83', cep: [58010, 58099] },
    { city: 'Maceió', state: 'AL', ddd: '82', cep: [57010, 57099] },
    { city: 'Aracaju', state: 'SE', ddd: '79', cep: [49010, 49099] },
    { city: 'São Luís', state: 'MA', ddd: '98', cep: [65010, 65109] },
    { city: 'Teresina', state: 'PI', ddd: '86', cep: [64000, 64099] },
    { city: 'Belém', state: 'PA', ddd: '91', cep: [66010, 66999] },
    { city: 'Manaus', state: 'AM', ddd: '92', cep: [69005, 69099] },
    { city: 'Palmas', state: 'TO', ddd: '63', cep: [77001, 77249] },
];

/** Branches of the portal's own bank: number|name|CEP|street|number|district|city|UF. */
export const BRANCHES: readonly { number: string; name: string; address: Address }[] = [
    '0001|Agência Paulista|01310100|Avenida Paulista|1000|Bela Vista|São Paulo|SP',
    '0012|Agência Centro Rio|20040003|Avenida Rio Branco|156|Centro|Rio de Janeiro|RJ',
    '0023|Agência Savassi|30112021|Avenida Getúlio Vargas|1300|Savassi|Belo Horizonte|MG',
    '0034|Agência Curitiba Centro|80020310|Rua XV de Novembro|700|Centro|Curitiba|PR',
    '0045|Agência Boa Viagem|51020020|Avenida Conselheiro Aguiar|2000|Boa Viagem|Recife|PE',
    '0056|Agência Moinhos de Vento|90570080|Rua Padre Chagas|200|Moinhos de Vento|Porto Alegre|RS',
].map((row) => {
    const [number, name, zip, street, house, district, city, state] = row.split('|');
    return { number, name, address: { zip, street, number: house, district, city, state } };
});

/** Billers paid by boleto. */
export const BILLERS = list(
    'Enel, Sabesp, Cemig, Copel, Light, Comgás, Vivo, Claro, TIM, Condomínio, Unimed, Porto Seguro',
    'Mensalidade escolar, IPVA, IPTU',
);

/** Merchants of debit-card purchases. */
export const MERCHANTS = list(
    'Pão de Açúcar, Carrefour, Assaí Atacadista, Drogasil, Droga Raia, Posto Ipiranga, Posto Shell, iFood',
    'Magazine Luiza, Mercado Livre, Renner, Uber, Americanas, Padaria Real',
);

/** Suppliers paid by companies. */
export const SUPPLIERS = list(
    'Atacadão, Ambev, BRF, Unilever, Nestlé, Gerdau, Votorantim Cimentos, Coca-Cola FEMSA, Kalunga',
    'Dell Computadores',
);
