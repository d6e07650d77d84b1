import type { ApprovalStep } from '../../contract/approvals';
import type { Cooperative, CooperativeKind } from '../../contract/cooperatives';
import { cnpjFromSeed } from '../../domain/cnpj';
import { cpfFromSeed } from '../../domain/cpf';
import type { User } from '../types';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Row = [name: string, trade: string, kind: CooperativeKind, members: number, zip: string, street: string];

/** Registrations seen by the back office: two waiting, one approved, one rejected (the fourth's CNPJ alphanumeric). */
const ROWS: readonly Row[] = [
    [
        'Cooperativa de Crédito dos Servidores Paulistas',
        'CrediServ SP',
        'credito',
        1840,
        '01310100',
        'Avenida Paulista',
    ],
    [
        'Cooperativa Agroindustrial do Vale do Ivaí',
        'Coopervale',
        'agropecuario',
        612,
        '01001000',
        'Praça da Sé',
    ],
    [
        'Cooperativa de Transporte Escolar do Rio',
        'TransCoop Rio',
        'transporte',
        48,
        '20040020',
        'Praça Floriano',
    ],
    [
        'Cooperativa de Trabalho dos Desenvolvedores',
        'DevCoop',
        'trabalho',
        9,
        '04538133',
        'Avenida Brigadeiro Faria Lima',
    ],
];

const ADDRESS: Record<string, { district: string; city: string; state: string }> = {
    '01310100': { district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
    '01001000': { district: 'Sé', city: 'São Paulo', state: 'SP' },
    '20040020': { district: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
    '04538133': { district: 'Itaim Bibi', city: 'São Paulo', state: 'SP' },
};

const RESPONSIBLES = [
    'Marcos Vinícius Teixeira',
    'Luíza Helena Prado',
    'Renato Augusto Siqueira',
    'Patrícia Gomes Lins',
];

export function createCooperatives(midnight: number, users: readonly User[]): Cooperative[] {
    const controller = users.find((u) => u.role === 'controller');
    const backoffice = users.find((u) => u.role === 'backoffice');
    if (!controller || !backoffice) return [];
    const stepBy = (
        user: User,
        action: ApprovalStep['action'],
        at: number,
        reason: string | null = null,
    ) => ({
        user_id: user.id,
        user_name: user.name,
        action,
        reason,
        at: new Date(at).toISOString(),
    });
    return ROWS.map(([name, trade, kind, members, zip, street], index) => {
        const created = midnight - (index * 9 + 2) * DAY_MS + 14 * HOUR_MS;
        const maker = index % 2 === 0 ? backoffice : controller;
        const checker = maker === backoffice ? controller : backoffice;
        const steps =
            index === 2
                ? [stepBy(checker, 'approve', created + DAY_MS)]
                : index === 3
                  ? [
                        stepBy(
                            checker,
                            'reject',
                            created + 2 * DAY_MS,
                            'Ata de constituição sem o registro na Junta Comercial.',
                        ),
                    ]
                  : [];
        return {
            id: index + 1,
            document: cnpjFromSeed(700 + index, index === 3),
            name,
            trade_name: trade,
            kind,
            members,
            email: `contato@${trade.toLowerCase().replace(/[^a-z]/g, '')}.coop.br`,
            phone: `11${3200_0000 + index * 1111}`,
            address: { zip, street, number: String(100 + index * 37), ...ADDRESS[zip] },
            responsible: {
                name: RESPONSIBLES[index],
                document: cpfFromSeed(9100 + index),
                role: 'Presidente',
            },
            status: index === 2 ? 'approved' : index === 3 ? 'rejected' : 'pending_approval',
            required: 1,
            steps,
            created_by: { id: maker.id, name: maker.name },
            created_at: new Date(created).toISOString(),
        };
    });
}
