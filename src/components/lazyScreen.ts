import { type ComponentType, lazy } from 'react';

/** A screen in its own chunk: `lazyScreen(() => import('./List'), 'AccountTypeList')`. */
export const lazyScreen = <M extends Record<string, unknown>>(
    load: () => Promise<M>,
    name: keyof M & string,
) => lazy(async () => ({ default: (await load())[name] as ComponentType }));
