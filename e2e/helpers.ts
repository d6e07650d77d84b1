import { expect, type Page } from '@playwright/test';
import { formatCpf } from '../src/domain/cpf';
import { formatMobile } from '../src/domain/phone';
import { DEMO_USERS, type DemoUserKey } from '../src/sandbox/seed/users';

interface Person {
    username: string;
    phone: string;
    two_factor: boolean;
}

/** Logs in through the login page as a person would, SMS step included when the user has it. */
export const signIn = async (page: Page, user: Person, password: string) => {
    await page.goto('/login');
    await page.getByLabel('CPF').fill(formatCpf(user.username));
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    if (user.two_factor) {
        await page.getByLabel('Celular').fill(formatMobile(user.phone));
        await page.getByRole('button', { name: 'Enviar código' }).click();
        const hint = await page.getByText(/o código enviado é \d{6}/).textContent();
        const code = /(\d{6})/.exec(hint ?? '')?.[1] ?? '';
        await page.getByLabel('Código de 6 dígitos').fill(code);
        await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
    }
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('banner')).toBeVisible();
};

/** A demo user of the seed by key. */
export const demoUser = (key: DemoUserKey) => {
    const found = DEMO_USERS.find((u) => u.key === key);
    if (!found) throw new Error(`usuário ${key} ausente`);
    return found;
};

/** Leaves through the profile menu, as a person would. */
export const signOut = async (page: Page) => {
    // react-admin's app bar slides away while the page is scrolled down; at the top it is there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
};

/** A collection of the sandbox bank as the browser keeps it (IndexedDB, src/sandbox/persistence.ts). */
export const bankCollection = <T>(page: Page, name: string) =>
    page.evaluate(
        (collection) =>
            new Promise<unknown[]>((resolve, reject) => {
                const open = indexedDB.open('sandbox-bank');
                open.onerror = () => reject(open.error);
                // No bank yet: leave the database for the app to create.
                open.onupgradeneeded = () => open.transaction?.abort();
                open.onsuccess = () => {
                    const read = open.result
                        .transaction('collections')
                        .objectStore('collections')
                        .get(collection);
                    read.onerror = () => reject(read.error);
                    read.onsuccess = () => {
                        open.result.close();
                        resolve(read.result ?? []);
                    };
                };
            }),
        name,
    ) as Promise<T[]>;

/**
 * Client-side navigation, as a menu link does: no reload (and no new start of the app and its sandbox) between
 * screens. Resolves once the breadcrumb trail's current page is `title` (or, with `mayForward`, the screen sent the
 * user to another address) and nothing of it is still loading.
 */
export const navigate = async (page: Page, url: string, title: string, { mayForward = false } = {}) => {
    await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    const current = page.getByRole('navigation', { name: 'Você está em' }).locator('[aria-current="page"]');
    if (mayForward) {
        // A screen may send the user on (the Pix account picker, with one account, opens that account's Pix).
        const path = url.split('?')[0];
        await expect
            .poll(
                async () => new URL(page.url()).pathname !== path || (await current.textContent()) === title,
                {
                    message: url,
                },
            )
            .toBe(true);
    } else await expect(current, url).toHaveText(title);
    await expect(page.locator('#main-content').getByText(/^Carregando/), url).toHaveCount(0);
};
