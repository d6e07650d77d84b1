import { describe, expect, it } from 'vitest';
import { effectivePermissions } from '../../authProvider/permissions';
import { BRANDS } from '../../brands';
import { DEMO_USERS, type DemoUserKey } from '../../sandbox/seed/users';
import { canOpen, type Viewer } from './access';
import { ROUTES } from './table';

const viewer = (key: DemoUserKey): Viewer => {
    const user = DEMO_USERS.find((u) => u.key === key);
    if (!user) throw new Error(key);
    return {
        role: user.role,
        personType: user.type,
        permissions: effectivePermissions(user.permissions),
        brand: BRANDS.bancodigital.features,
    };
};
const opens = (key: DemoUserKey, path: string) => {
    const route = ROUTES.find((r) => r.path === path);
    if (!route) throw new Error(path);
    return canOpen(route, viewer(key));
};

describe("the 'admin' rule (spec 1 §6)", () => {
    it('is held by a demo user, the administrator', () => {
        expect(DEMO_USERS.filter((u) => u.role === 'admin').map((u) => u.key)).toEqual(['admin']);
    });

    it("opens the Controller's administration screens to the administrator, and still only to them", () => {
        for (const path of ['/perfis', '/configurar-perfil', '/tariffs']) {
            expect(opens('admin', path), path).toBe(true);
            expect(opens('controller', path), path).toBe(true);
            expect(opens('backoffice', path), path).toBe(false);
        }
        expect(opens('admin', '/controleusuario')).toBe(true);
        expect(opens('admin', '/tipos-contas')).toBe(true);
    });

    it("does not open the bank's money: Pix, approvals, holders", () => {
        for (const path of ['/pix-select-account', '/pix-double-approve', '/listagem-contas/:period'])
            expect(opens('admin', path), path).toBe(false);
    });
});
