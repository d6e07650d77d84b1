/** The staff and customer roles of spec 1 §1; `role` in the profile holds the key, `userRole` the label. */
export const ROLES = {
    controller: 'Controller',
    backoffice: 'Back Office',
    gestor: 'Gestor',
    empreendedor: 'Empreendedor',
    supervisor: 'Supervisor',
    cliente: 'Cliente',
    caixa: 'Caixa',
} as const;

export type Role = keyof typeof ROLES;
