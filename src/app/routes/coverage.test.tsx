import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { effectivePermissions } from '../../authProvider/permissions';
import { BRANDS } from '../../brands';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';
import { audienceAdmits, canOpen, hasScreen } from './access';
import { findRoute } from './match';
import { ROUTES } from './table';

withSandbox();

/** A concrete URL for a route: parameters filled with an allowed or sample value, optional ones dropped. */
const sampleUrl = (path: string, params: Record<string, string[]> = {}) =>
    path.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) =>
        optional ? '' : `/${params[name]?.[0] ?? (name === 'id' ? '1' : 'tudo')}`,
    );

const controller = demoUser('controller');

describe('route coverage', () => {
    it('resolves every spec path to its own route: no 404', () => {
        const wrong = ROUTES.filter(
            (route) => findRoute(sampleUrl(route.path, route.params))?.path !== route.path,
        );
        expect(wrong.map((route) => route.path)).toEqual([]);
    });

    it('opens every route to the Controller on some brand, unless the spec gives it to other roles only', () => {
        const closed = ROUTES.filter((route) => {
            const brands = Object.values(BRANDS).map((brand) => ({
                role: controller.role,
                personType: 'legal' as const,
                permissions: effectivePermissions(controller.permissions),
                brand: brand.features,
            }));
            const roleAllowsController = brands.some((viewer) =>
                audienceAdmits({ ...route, personType: undefined }, viewer),
            );
            return roleAllowsController && !brands.some((viewer) => canOpen(route, viewer));
        });
        expect(closed.map((route) => route.path)).toEqual([]);
    });

    it('counts as real only the routes with a screen', () => {
        const real = ROUTES.filter(hasScreen).map((route) => route.path);
        expect(real).toEqual(
            expect.arrayContaining(['/', '/login', '/tipos-contas', '/minha-conta', '/perfil']),
        );
        expect(real).not.toContain('/iugu-marketplaces');
    });

    it('shows "Em breve" for a route whose area is not built, with its title and breadcrumbs', async () => {
        await signIn('controller');
        renderPage('/iugu-marketplaces');
        expect(await screen.findByRole('heading', { name: 'Em breve' })).toBeInTheDocument();
        const trail = await screen.findByRole('navigation', { name: 'Você está em' });
        expect(trail).toHaveTextContent(/Início.*Marketplaces Iugu/);
    });

    it('checks the listing parameters: a bad type is a 404, a missing period is allowed', async () => {
        await signIn('controller');
        renderPage('/listagem/depositos');
        const trail = await screen.findByRole('navigation', { name: 'Você está em' });
        expect(trail).toHaveTextContent(/Início.*Listagem de movimentações/);
        expect(screen.queryByText('Página não encontrada')).not.toBeInTheDocument();
        cleanup();
        renderPage('/listagem/cachorros/tudo');
        expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    });
});
