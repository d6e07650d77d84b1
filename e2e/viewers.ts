import type { Viewer } from '../src/app/routes/access';
import { effectivePermissions } from '../src/authProvider/permissions';
import { BRANDS, DEFAULT_BRAND_ID } from '../src/brands';
import type { DemoUserKey } from '../src/sandbox/seed/users';
import { demoUser } from './helpers';

const brand = BRANDS[DEFAULT_BRAND_ID].features;

/** A demo user as the route and menu rules see them, on the default brand. */
export const viewerOf = (key: DemoUserKey): Viewer => {
    const user = demoUser(key);
    return {
        role: user.role,
        personType: user.type,
        permissions: effectivePermissions(user.permissions),
        brand,
    };
};
