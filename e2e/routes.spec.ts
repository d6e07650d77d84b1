import { expect, test } from '@playwright/test';
import { canOpen, hasScreen } from '../src/app/routes/access';
import { ROUTES } from '../src/app/routes/table';
import type { RouteDef } from '../src/app/routes/types';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey } from '../src/sandbox/seed/users';
import { demoUser, navigate, signIn } from './helpers';
import { viewerOf } from './viewers';

/*
 * The cheap smoke check of the route table: every page of the main layout with a screen renders it, for one
 * demo user who may open it on the default brand (and "Em breve" renders for the others): no crash, no error
 * page, no refusal.
 */

/** A concrete URL: parameters filled with an allowed or sample value, optional ones dropped. */
const sampleUrl = (route: RouteDef) =>
    route.path.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) =>
        optional ? '' : `/${route.params?.[name]?.[0] ?? (name === 'id' ? '1' : 'tudo')}`,
    );

const inLayout = ROUTES.filter((route) => !route.outsideLayout && !route.open);
const keys = DEMO_USERS.map((user) => user.key);
/** Each route goes to the first demo user who may open it. */
const byUser = new Map<DemoUserKey, RouteDef[]>();
for (const route of inLayout) {
    const key = keys.find((k) => canOpen(route, viewerOf(k)));
    if (key) byUser.set(key, [...(byUser.get(key) ?? []), route]);
}
/**
 * What is opened: every page with a screen, and one "Em breve" page per user (they all show the same screen,
 * which the first proves; the first test still checks every page has a user who may open it).
 */
const opened = new Map(
    [...byUser].map(([key, routes]) => {
        const soon = routes.find((route) => !hasScreen(route));
        return [key, routes.filter((route) => hasScreen(route) || route === soon)] as const;
    }),
);

test.describe.configure({ mode: 'parallel' });

test('every page of the layout has a demo user who may open it on the default brand', () => {
    const covered = new Set([...byUser.values()].flat());
    const brandOnly = inLayout.filter((route) => !covered.has(route) && (route.brand || route.rolesByBrand));
    const orphans = inLayout.filter((route) => !covered.has(route) && !brandOnly.includes(route));
    expect(orphans.map((route) => route.path)).toEqual([]);
});

/**
 * Batches of at most 40 pages: the suite runs on one worker, where each batch pays a sign-in and a fresh
 * browser context (its own sandbox bank), and a batch stays well within the test's time-out.
 */
const BATCH = 40;
const batches = [...opened].flatMap(([key, routes]) =>
    Array.from({ length: Math.ceil(routes.length / BATCH) }, (_, i) => ({
        key,
        routes: routes.slice(i * BATCH, i * BATCH + BATCH),
    })),
);

for (const [n, { key, routes }] of batches.entries()) {
    test(`${key} ${n + 1}: ${routes[0].path} … ${routes.at(-1)?.path}`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await signIn(page, demoUser(key), DEMO_PASSWORD);
        // react-admin's content area: the page itself, without the side menu.
        const content = page.locator('#main-content');
        for (const route of routes) {
            const url = sampleUrl(route);
            await navigate(page, url, route.title, { mayForward: true });
            // Something of the page itself: a list's table (its title is in the app bar), a heading, a form, an
            // upload's button.
            await expect(
                content.locator('h1, h2, h3, h4, table, form, [role="list"], button').first(),
                url,
            ).toBeVisible();
            await expect(page, url).not.toHaveURL(/\/pages\/(not-authorized|error-404)$/);
            await expect(content.getByText(/Algo deu errado|Não foi possível carregar/), url).toHaveCount(0);
            expect(errors, url).toEqual([]);
        }
    });
}
