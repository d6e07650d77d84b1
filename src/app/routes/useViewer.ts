import { effectivePermissions } from '../../authProvider/permissions';
import { getUser, type SessionUser } from '../../authProvider/session';
import { type Brand, currentBrand } from '../../brands';
import type { Viewer } from './access';

export const viewerOf = (user: SessionUser | null, brand: Brand): Viewer => ({
    role: user?.role ?? '',
    personType: user?.type ?? 'natural',
    permissions: effectivePermissions(user?.permissions),
    brand: brand.features,
});

/** The signed-in user as the route and menu rules see them (the session is fixed until the next login). */
export const useViewer = (): Viewer => viewerOf(getUser(), currentBrand());
