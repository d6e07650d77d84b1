/**
 * The staff and customer roles of spec 1 §1, and the administrator of spec 1 §6 ("the sample user data
 * includes the role 'admin'"), who alone holds the route rule 'admin' (src/app/routes/access.ts). `role` in the
 * profile holds the key, `userRole` the label.
 */
export const ROLES = {
    controller: 'Controller',
    backoffice: 'Back Office',
    gestor: 'Gestor',
    empreendedor: 'Empreendedor',
    supervisor: 'Supervisor',
    cliente: 'Cliente',
    caixa: 'Caixa',
    admin: 'Administrador',
} as const;

export type Role = keyof typeof ROLES;
