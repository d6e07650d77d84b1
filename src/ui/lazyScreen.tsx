import { type ComponentType, memo } from 'react';
import { KeepScreenContexts } from './KeepScreenContexts';
import { LoadError } from './LoadError';
import { PageLoading } from './LoadStates';
import { preloadable } from './preloadable';

/** Spec 1 §9: a screen that has not arrived after 120 s is reported as a load error. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

const withTimeout = <T,>(promise: Promise<T>, ms: number) =>
    new Promise<T>((resolve, reject) => {
        const timer = setTimeout(
            () => reject(new Error(`Tempo esgotado ao carregar a página (${ms} ms)`)),
            ms,
        );
        promise.then(resolve, reject).finally(() => clearTimeout(timer));
    });

/**
 * A screen in its own chunk: `lazyScreen(() => import('./List'), 'AccountTypeList')`. Until its code arrives the
 * page shows a placeholder shaped like a page (not a blank area). A missing chunk (a new version was published)
 * or a time-out shows the load-error screen with a retry instead of crashing. The screen is drawn again only
 * for its own reasons: not each time react-admin draws its routes again (memo, KeepScreenContexts).
 */
export const lazyScreen = <M extends Record<string, unknown>>(
    load: () => Promise<M>,
    name: keyof M & string,
) => {
    const { Component: ScreenWhenLoaded, preload } = preloadable(
        () =>
            withTimeout(load(), PAGE_LOAD_TIMEOUT_MS).then(
                (module) => module[name] as ComponentType,
                () => LoadError,
            ),
        PageLoading,
    );
    const Screen = memo(() => (
        <KeepScreenContexts>
            <ScreenWhenLoaded />
        </KeepScreenContexts>
    ));
    Screen.displayName = `Screen(${name})`;
    preloaders.set(Screen, preload);
    return Screen;
};

/** Keyed by the screen lazyScreen returns (a memo component: an object, not a function). */
const preloaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * Starts fetching a lazy screen's code before it is drawn (a reload: the current URL's screen is known before the
 * session check and the layout have run); settles once it is here, and the screen then draws without a
 * placeholder. Anything that is not a lazy screen is ignored.
 */
export const preloadScreen = (screen: unknown): Promise<unknown> | undefined =>
    typeof screen === 'object' && screen !== null ? preloaders.get(screen)?.() : undefined;
