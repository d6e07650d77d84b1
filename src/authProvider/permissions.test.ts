import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../contract/permissions';
import { canAccessResource, effectivePermissions } from './permissions';

describe('canAccessResource', () => {
    const backOffice = effectivePermissions([PERMISSIONS.accountIndex]);

    it('needs the permission of a mapped resource and action', () => {
        expect(canAccessResource(backOffice, 'titulares', 'list')).toBe(true);
        expect(canAccessResource(backOffice, 'titulares', 'edit')).toBe(false);
        expect(canAccessResource(backOffice, 'tipos-contas', 'list')).toBe(false);
        expect(canAccessResource(backOffice, 'titulares', 'delete')).toBe(false);
    });

    it('leaves a resource read only by route-gated screens to its route', () => {
        expect(canAccessResource(backOffice, 'contas-titular', 'list')).toBe(true);
    });
});
