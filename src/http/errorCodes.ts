/**
 * Error codes `AAA000-N` (spec 1 §8): area prefix, the endpoint's number in its area, and the method class
 * (1 GET, 2 POST, 3 PUT, 4 DELETE). Numbers are positions in these lists: append new endpoints at the end,
 * never reorder, so a code keeps meaning the same call. Paths use `{id}` for any path parameter.
 * docs/error-codes.md is generated from this table (`npm run error-codes`).
 */
export const ERROR_CODE_AREAS: readonly { prefix: string; area: string; endpoints: readonly string[] }[] = [
    {
        prefix: 'AUT',
        area: 'Autenticação e sessão',
        endpoints: ['login/web', 'sms/request', 'login/update/session', 'login/out', 'token/refresh'],
    },
    {
        prefix: 'ACC',
        area: 'Acesso, cadastro e titulares',
        endpoints: [
            'access/profile',
            'access/account_type',
            'access/account_type/create',
            'access/account_type/{id}',
            'access/terms_of_use',
            'access/terms_of_use/accept',
            'access/signup/config',
            'access/signup/send',
            'access/signup/confirm',
            'access/signup/cpf',
            'access/signup/cnpj',
            'access/signup/minor',
            'access/signup/responsible',
            'access/signup/hierarchy',
            'access/signup/cpf/unique',
            'access/signup/email/unique',
            'access/signup/email/validate',
            'access/signup/cellphone/validate',
            'access/signup/cnpj/unique',
            'access/search/cpf',
            'access/search/number',
            'access/search/cep',
            'access/search/cnpj',
            'access/search/accounts',
            'access/user/find',
            'access/user/remember',
            'access/user_password/send_token',
            'access/user_password/confirm_token',
            'access/user_password/change',
            'access/password',
            'access/account_password',
            'access/account_password/send_token',
            'access/account_password/confirm_token',
            'access/account_password/change',
            'access/management_fee',
            'access/search_account/cellphone',
            'access/search_account/identity',
            'access/backoffice/register/cpf',
            'access/backoffice/register/minor',
            'access/backoffice/register/cnpj',
            'access/detailing/account',
            'access/account',
            'access/account/create',
            'access/account/find',
            'access/account/{id}',
            'access/account/{id}/type',
            'access/account/{id}/delete',
            'access/account/remember',
            'access/account/unblock/{id}',
            'access/accounts',
            'access/user',
            'access/user/sum',
            'access/user/create',
            'access/user/{id}',
            'access/user/{id}/edit',
            'access/user/validate',
            'access/cashback/entrepreneurs',
            'access/persons/{id}/accounts',
            'access/person',
            'access/person/photo',
            'access/person/{id}',
            'access/person/confirm_update',
            'access/person/{id}/confirm_update',
            'access/person/{id}/reactivate',
            'access/person/destroy',
            'access/person/{id}/users',
            'access/person/{id}/accounts',
            'access/person/{id}/verify',
            'access/person/{id}/check',
            'access/favored',
            'access/categories',
            'access/role',
            'access/role/{id}',
            'access/role/{id}/edit',
            'access/social/google/detach',
            'access/social/google/attach',
            'access/banks',
            'access/banks/{id}',
            'access/banks/accounts',
            'access/banks/{id}/agencies',
            'access/banks/{id}/accounts',
            'access/banks/{id}/agency/{id}',
            'access/agencies',
            'access/agencies/{id}',
            'access/agencies/{id}/accounts',
            'access/user/{id}/two_factor',
            'access/notifications',
            'access/notifications/unread_count',
            'access/notifications/{id}/read',
            'access/notifications/read_all',
        ],
    },
    {
        prefix: 'LNK',
        area: 'Contas bancárias vinculadas',
        endpoints: ['linkedaccount/linked_account', 'linkedaccount/linked_account/{id}'],
    },
    { prefix: 'DOC', area: 'Documentos', endpoints: ['docs/documents', 'contract/document/batch'] },
    { prefix: 'CMP', area: 'Alçadas e competências', endpoints: ['competence/pj/store'] },
    { prefix: 'SBX', area: 'Banco de demonstração', endpoints: ['sandbox/reset'] },
    {
        prefix: 'PAY',
        area: 'Pagamentos e extratos',
        endpoints: ['payment/transaction/balance', 'payment/transaction/statement'],
    },
    {
        prefix: 'CRD',
        area: 'Cartões',
        endpoints: [
            'card/cards',
            'card/cards/{id}/block',
            'card/cards/{id}/unblock',
            'card/cards/{id}/settings',
            'card/cards/virtual',
        ],
    },
    {
        prefix: 'DRW',
        area: 'Sacados',
        endpoints: [
            'payment/drawee',
            'payment/drawee/{id}',
            'payment/drawee/{id}/edit',
            'payment/drawee/{id}/disable',
            'payment/drawee/batch',
            'payment/drawee/batch-file',
        ],
    },
    {
        prefix: 'BIL',
        area: 'Pagamento de contas e aprovações',
        endpoints: [
            'payment/bill',
            'payment/bill/{id}',
            'payment/approvals',
            'payment/approvals/{id}',
            'payment/approvals/{id}/approve',
            'payment/approvals/{id}/reject',
            'payment/info',
        ],
    },
    {
        prefix: 'INV',
        area: 'Boletos emitidos (cobrança)',
        endpoints: [
            'payment/invoice',
            'payment/invoice/{id}',
            'payment/invoice/create',
            'payment/invoice/{id}/cancel',
            'payment/invoice/batch',
            'payment/invoice/batch-file',
            'payment/invoice/batch-fixed',
            'payment/invoice/process',
            'payment/invoice/batches/{id}',
            'payment/invoice/cnab',
            'payment/invoice/dashboard',
        ],
    },
    {
        prefix: 'SLP',
        area: 'Parcelamento de boletos',
        endpoints: [
            'credit/slip',
            'credit/slip/{id}',
            'credit/slip/simulate',
            'credit/slip/{id}/installments',
        ],
    },
];

const METHOD_CLASS: Record<string, number> = { GET: 1, POST: 2, PUT: 3, PATCH: 3, DELETE: 4 };

export const UNKNOWN_ERROR_CODE = '0999';

const compiled = ERROR_CODE_AREAS.flatMap(({ prefix, endpoints }) =>
    endpoints.map((pattern, index) => ({
        code: `${prefix}${String(index + 1).padStart(3, '0')}`,
        regex: new RegExp(`^${pattern.replace(/\{id\}/g, '[^/]+')}$`),
        literal: !pattern.includes('{id}'),
    })),
);

/** The code for a call: `ACC002-1` for GET access/account_type; `0999` when the endpoint is not catalogued. */
export const errorCodeFor = (method: string, path: string): string => {
    const clean = path.replace(/^\/+/, '').replace(/[?#].*$/, '');
    // A literal path wins over a pattern (access/account/create before access/account/{id}).
    const match =
        compiled.find((entry) => entry.literal && entry.regex.test(clean)) ??
        compiled.find((entry) => entry.regex.test(clean));
    const methodClass = METHOD_CLASS[method.toUpperCase()];
    return match && methodClass ? `${match.code}-${methodClass}` : UNKNOWN_ERROR_CODE;
};
