import type { QueryClient } from '@tanstack/react-query';
import { identityOf } from '../authProvider';
import { canAccessResource, effectivePermissions } from '../authProvider/permissions';
import type { SessionUser } from '../authProvider/session';
import { claimPrefetchedList, type ListRequest, WARM_FOR_MS } from '../dataProvider';
import type { FirstList } from './routes/preload';

/**
 * How long the answers known at start-up count as just fetched, so the first screen's mount does not ask again:
 * as long as a list fetched ahead waits for its screen, which covers a slow phone's start-up.
 */
export const STARTUP_FRESH_MS = WARM_FOR_MS;

// react-admin's own query keys (ra-core 5: useAuthState, usePermissions, useGetIdentity, useCanAccess as a list
// controller calls it, useGetList). startupAnswers.test.tsx fails if react-admin stops finding them.
const CHECK_AUTH = ['auth', 'checkAuth', {}];
const PERMISSIONS = ['auth', 'getPermissions', {}];
const IDENTITY = ['auth', 'getIdentity'];
const canList = (resource: string) => ['auth', 'canAccess', { action: 'list', resource, enabled: true }];
const listPage = (resource: string, { pagination, sort, filter }: ListRequest) => [
    resource,
    'getList',
    { pagination, sort, filter },
];

/**
 * What a reload with a live session knows before react-admin asks: the session check, the permissions and the
 * identity (all read from the session), whether the first screen's list may be opened and, once it arrives,
 * the page of that list fetched ahead. react-admin asks each through a query, and each answer arriving a
 * moment later drew the shell or the screen again: the list was drawn as loading, then again with its rows.
 * In the query cache before the first drawing, they are there when react-admin looks.
 */
export const seedStartupAnswers = (client: QueryClient, user: SessionUser, firstList?: FirstList) => {
    const fresh = () => ({ updatedAt: Date.now() + STARTUP_FRESH_MS });
    const permissions = effectivePermissions(user.permissions);
    client.setQueryData(CHECK_AUTH, true, fresh());
    client.setQueryData(PERMISSIONS, [...permissions], fresh());
    client.setQueryData(IDENTITY, identityOf(user), fresh());
    if (!firstList) return;
    const { resource, request, answer } = firstList;
    client.setQueryData(canList(resource), canAccessResource(permissions, resource, 'list'), fresh());
    // The cache keeps the answer from now on; a failed fetch ahead leaves the list to ask on its own.
    answer.then(
        ({ data, total }) => {
            claimPrefetchedList(resource, request);
            client.setQueryData(listPage(resource, request), { data, total }, fresh());
        },
        () => undefined,
    );
};
