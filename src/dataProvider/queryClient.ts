import { QueryClient } from '@tanstack/react-query';

/**
 * react-query's defaults retry a failed read three times, seconds apart: here the http layer has already
 * shown the failure's notice and the screen offers "Tentar novamente", so a read fails at once. Verbs are
 * never retried by react-query (money moves only through a confirmation's own retry, with its key).
 */
export const createQueryClient = () =>
    new QueryClient({
        defaultOptions: {
            queries: { retry: false, refetchOnWindowFocus: false },
            mutations: { retry: false },
        },
    });
