import { DRAWEE_MESSAGES } from '../../domain/drawee';
import { validationError } from '../laravel';
import { route } from '../route';
import { findCep } from '../seed/ceps';

/**
 * `POST access/search/cep { cep }` → `{ data: { zip, street, district, city, state } }` or 422 on `cep`.
 * Open without a session: the public registration wizards look the address up too.
 */
export const cepHandlers = [
    route('post', 'access/search/cep', { public: true }, ({ body }) => {
        const cep = typeof body.cep === 'string' ? body.cep.trim() : '';
        if (!/^\d{5}-?\d{3}$/.test(cep)) throw validationError({ cep: [DRAWEE_MESSAGES.zipInvalid] });
        const found = findCep(cep);
        if (!found) throw validationError({ cep: [DRAWEE_MESSAGES.zipNotFound] });
        return { data: found };
    }),
];
