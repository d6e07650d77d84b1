import type { Account, Agency } from '../../contract/accounts';
import type { Favored } from '../../contract/payees';
import type { Person } from '../../contract/people';
import type { PixParticipant } from '../../contract/pix';
import { cnpjFromSeed } from '../../domain/cnpj';
import { cpfFromSeed } from '../../domain/cpf';
import { FAVORED_CATEGORIES } from '../../domain/payees';
import { PORTAL_ISPB } from '../../domain/pix';
import type { User } from '../types';
import { DEMO_USERS } from './users';

const DAY_MS = 86_400_000;

/** The demo users who act as holders: each gets a few payees. */
const HOLDER_KEYS = new Set([
    'cliente',
    'titular_pf',
    'titular_pj',
    'titular_termos',
    'empreendedor',
    'supervisor',
]);

type OtherBank = Pick<
    Favored,
    'name' | 'document' | 'agency' | 'agency_digit' | 'account' | 'account_digit'
> & {
    ispb: string;
    kind: Favored['account_kind'];
    category: string;
    favorite: boolean;
    nickname: string;
    blocked?: true;
};

/** Another bank's account (a favourite supplier) and a blocked one (a company with an alphanumeric CNPJ). */
const otherBanks = (n: number): OtherBank[] => [
    {
        name: ['Marcos Vinícius Pereira', 'Juliana Costa Barros', 'Rafael Teixeira Lima'][n % 3],
        document: cpfFromSeed(7_100 + n),
        ispb: '60701190',
        agency: '0912',
        agency_digit: '',
        account: String(4_567_801 + n * 37),
        account_digit: String(n % 10),
        kind: 'checking',
        category: 'Fornecedores',
        favorite: true,
        nickname: 'Fornecedor',
    },
    {
        name: 'Limpeza Brilho Serviços Ltda.',
        document: cnpjFromSeed(8_200 + n, true),
        ispb: '60746948',
        agency: '3344',
        agency_digit: '7',
        account: String(88_120 + n),
        account_digit: 'X',
        kind: 'checking',
        category: 'Serviços',
        favorite: false,
        nickname: '',
        blocked: true,
    },
];

/**
 * A few payees per demo holder: an account at another bank, one at this bank (the next demo holder's, with
 * its holder's name and document) and a blocked one.
 */
export function createPayees(
    midnight: number,
    data: {
        users: User[];
        persons: Person[];
        accounts: Account[];
        agencies: Agency[];
        participants: PixParticipant[];
    },
): Favored[] {
    const holders = DEMO_USERS.flatMap((demo) => {
        const user = HOLDER_KEYS.has(demo.key)
            ? data.users.find((u) => u.username === demo.username)
            : undefined;
        return user ? [user] : [];
    });
    const categoryId = (name: string) => FAVORED_CATEGORIES.find((c) => c.name === name)?.id ?? null;
    const payees: Favored[] = [];
    const add = (favored: Omit<Favored, 'id' | 'created_at' | 'updated_at'>, daysAgo: number) => {
        const at = new Date(midnight - daysAgo * DAY_MS + 13 * 3_600_000).toISOString();
        payees.push({ id: payees.length + 1, ...favored, created_at: at, updated_at: at });
    };
    holders.forEach((user, n) => {
        for (const bank of otherBanks(n)) {
            const participant = data.participants.find((p) => p.ispb === bank.ispb);
            add(
                {
                    person_id: user.person_id,
                    name: bank.name,
                    document: bank.document,
                    bank_code: participant?.compe ?? '',
                    bank_ispb: bank.ispb,
                    bank_name: participant?.name ?? '',
                    agency: bank.agency,
                    agency_digit: bank.agency_digit,
                    account: bank.account,
                    account_digit: bank.account_digit,
                    account_kind: bank.kind,
                    category_id: categoryId(bank.category),
                    favorite: bank.favorite,
                    nickname: bank.nickname,
                    email: '',
                    status: bank.blocked ? 'blocked' : 'active',
                },
                40 - n * 3,
            );
        }
        const other = holders[(n + 1) % holders.length];
        const account = data.accounts.find((a) => a.person_id === other.person_id && a.status === 'active');
        const person = data.persons.find((p) => p.id === other.person_id);
        const agency = account && data.agencies.find((a) => a.id === account.agency_id);
        const own = data.participants.find((p) => p.ispb === PORTAL_ISPB);
        if (!account || !person || !agency || !own || other === user) return;
        add(
            {
                person_id: user.person_id,
                name: person.name,
                document: person.document,
                bank_code: own.compe ?? '',
                bank_ispb: own.ispb,
                bank_name: own.name,
                agency: agency.number,
                agency_digit: '',
                account: account.number,
                account_digit: account.digit,
                account_kind: account.kind === 'savings' ? 'savings' : 'checking',
                category_id: categoryId('Família'),
                favorite: false,
                nickname: '',
                email: '',
                status: 'active',
            },
            12,
        );
    });
    return payees;
}
