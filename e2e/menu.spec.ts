import { expect, type Page, test } from '@playwright/test';
import { canOpen, hasScreen } from '../src/app/routes/access';
import { isPlaceToGo, menuLinkOf } from '../src/app/routes/places';
import { ROUTES } from '../src/app/routes/table';
import type { RouteDef } from '../src/app/routes/types';
import { formatCpf } from '../src/domain/cpf';
import { formatMobile } from '../src/domain/phone';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey } from '../src/sandbox/seed/users';
import { demoUser, signOut } from './helpers';
import { viewerOf } from './viewers';

/*
 * The side menu of every demo user on the default brand: each real screen the user may open that is a place to
 * go has its entry; each entry without a screen says "Em breve" (and only those); no label is cut.
 */

/** The route behind each menu link. */
const routeOfLink = new Map(
    ROUTES.flatMap((route): [string, RouteDef][] => {
        const link = menuLinkOf(route);
        return link ? [[link, route]] : [];
    }),
);

interface SeenEntry {
    href: string | null;
    label: string;
    soon: boolean;
}

/** Opens every folded group, then reads each entry and each label that does not fit its box. */
const readMenu = async (page: Page) => {
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    // The entries are drawn just after the page.
    await expect(menu.getByRole('link', { name: 'Início' })).toBeVisible();
    // In the page, one group after the other (each opening is stored before the next click is read): one
    // round trip instead of a Playwright click, with its checks, per group.
    await menu.evaluate(async (nav) => {
        for (let opened = 0; opened < 100; opened++) {
            const folded = nav.querySelector<HTMLElement>('[aria-expanded="false"]');
            if (!folded) return;
            folded.click();
            await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
        }
    });
    await expect(menu.locator('[aria-expanded="false"]')).toHaveCount(0);
    return menu.evaluate((nav) => {
        const entries: SeenEntry[] = [
            ...nav.querySelectorAll('.MuiListItemButton-root:not([aria-expanded])'),
        ].map((item) => ({
            href: item.getAttribute('href'),
            label: item.querySelector('.menu-label')?.textContent ?? '',
            soon: item.querySelector('.menu-soon')?.textContent === 'Em breve',
        }));
        // Cut by its own box, or by the drawer it stands in.
        const drawer = (nav.closest('.MuiDrawer-paper') ?? nav).getBoundingClientRect();
        const cut = [...nav.querySelectorAll<HTMLElement>('.menu-label')]
            .filter(
                (label) =>
                    label.scrollWidth > label.clientWidth ||
                    label.scrollHeight > label.clientHeight ||
                    label.getBoundingClientRect().right > drawer.right + 0.5,
            )
            .map((label) => label.textContent);
        return { entries, cut };
    });
};

/**
 * helpers.signIn's steps without its page.goto('/login'): after signing out the login page is already there,
 * and loading it again would start the app and its sandbox anew for each of the nine users.
 */
const signInHere = async (page: Page, key: DemoUserKey) => {
    const user = demoUser(key);
    await page.getByLabel('CPF').fill(formatCpf(user.username));
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    if (user.two_factor) {
        await page.getByLabel('Celular').fill(formatMobile(user.phone));
        await page.getByRole('button', { name: 'Enviar código' }).click();
        const hint = await page.getByText(/o código enviado é \d{6}/).textContent();
        await page.getByLabel('Código de 6 dígitos').fill(/(\d{6})/.exec(hint ?? '')?.[1] ?? '');
        await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
    }
    // A user whose accepted terms are out of date accepts the new version first.
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const accept = page.getByRole('button', { name: 'Aceitar' });
    await expect(menu.or(accept)).toBeVisible();
    if (await accept.isVisible()) await accept.click();
    await expect(menu).toBeVisible();
};

test('every demo user finds each of their real screens in the menu, the unbuilt ones marked, no label cut', async ({
    page,
}) => {
    // An upper bound for nine sign-ins on a busy 2-core machine, not a wait.
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    for (const [index, { key }] of DEMO_USERS.entries()) {
        if (index > 0) await signOut(page);
        await signInHere(page, key);
        const viewer = viewerOf(key);
        const { entries, cut } = await readMenu(page);
        const links = entries.flatMap((entry) => (entry.href ? [entry.href] : []));

        const expected = ROUTES.filter(
            (route) => isPlaceToGo(route) && hasScreen(route) && canOpen(route, viewer),
        ).map((route) => menuLinkOf(route) ?? route.path);
        expect(
            expected.filter((link) => !links.includes(link)),
            `${key}: telas fora do menu`,
        ).toEqual([]);

        const wronglyMarked = entries.filter((entry) => {
            const route = entry.href ? routeOfLink.get(entry.href) : undefined;
            if (!entry.href) return !entry.soon; // a placeholder has no page at all
            return route ? entry.soon === hasScreen(route) : entry.soon;
        });
        expect(
            wronglyMarked.map((entry) => entry.label),
            `${key}: marca "Em breve"`,
        ).toEqual([]);
        expect(cut, `${key}: rótulos cortados`).toEqual([]);
    }
});
