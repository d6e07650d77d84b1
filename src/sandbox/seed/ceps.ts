import type { CepAddress } from '../../domain/drawee';
import { BRANCHES, CITIES } from './names';

const row = (line: string): CepAddress => {
    const [zip, street, district, city, state] = line.split('|');
    return { zip, street, district, city, state };
};

/** Well-known CEPs, as the Correios' table has them. */
export const KNOWN_CEPS: readonly CepAddress[] = [
    '01001000|Praça da Sé|Sé|São Paulo|SP',
    '01310100|Avenida Paulista|Bela Vista|São Paulo|SP',
    '04538133|Avenida Brigadeiro Faria Lima|Itaim Bibi|São Paulo|SP',
    '20040020|Praça Floriano|Centro|Rio de Janeiro|RJ',
    '22021001|Avenida Atlântica|Copacabana|Rio de Janeiro|RJ',
    '70040010|SBS Quadra 2|Asa Sul|Brasília|DF',
].map(row);

/** The sandbox's street-level CEPs: the well-known ones and the bank's own branches. */
const STREET_CEPS = new Map<string, CepAddress>(
    [...KNOWN_CEPS, ...BRANCHES.map(({ address: { number: _, complement: __, ...rest } }) => rest)].map(
        (address) => [address.zip, address],
    ),
);

/**
 * The sandbox's CEP table: a street-level CEP answers its whole address; any other CEP inside the range of
 * one of the seed's cities answers the city and UF only (street and district left to the user, as for a
 * city-wide CEP); anything else is not found.
 */
export function findCep(cep: string): CepAddress | null {
    const zip = cep.replace(/^(\d{5})-(\d{3})$/, '$1$2');
    if (!/^\d{8}$/.test(zip)) return null;
    const known = STREET_CEPS.get(zip);
    if (known) return { ...known };
    const prefix = Number(zip.slice(0, 5));
    const city = CITIES.find(({ cep: [low, high] }) => prefix >= low && prefix <= high);
    return city ? { zip, street: '', district: '', city: city.city, state: city.state } : null;
}
