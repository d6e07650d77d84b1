import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { clearSession } from '../authProvider/session';
import { resetErrorCatalogue } from '../http/errorCatalogue';
import { resetSandbox, sandboxServer } from '../sandbox/node';

/** Component and integration tests: the sandbox bank on msw/node, fresh state and no session per test. */
export const withSandbox = () => {
    beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));
    beforeEach(() => {
        resetSandbox();
        localStorage.clear();
        clearSession();
        resetErrorCatalogue();
    });
    afterEach(() => sandboxServer.resetHandlers());
    afterAll(() => sandboxServer.close());
};
