import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy for code that may already be here: `preload()` starts loading it, and once it has arrived the
 * component renders at once, without suspending. React 19 holds a Suspense boundary's content back until 300 ms
 * after its fallback was shown; a screen whose code was preloaded would otherwise still show its placeholder and
 * then wait that time out.
 */
export const preloadable = <P extends object>(load: () => Promise<ComponentType<P>>) => {
    type C = ComponentType<P>;
    let loading: Promise<C> | undefined;
    let loaded: C | undefined;
    const preload = () => {
        loading ??= load().then((component) => {
            loaded = component;
            return component;
        });
        return loading;
    };
    // A thenable that calls back at once: React.lazy then takes the component during this very render.
    const arrived = (component: C) =>
        ({
            // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, which React.lazy reads at once.
            then: (resolve: (module: { default: C }) => void) => resolve({ default: component }),
        }) as Promise<{
            default: C;
        }>;
    const Component: LazyExoticComponent<C> = lazy(() =>
        loaded ? arrived(loaded) : preload().then((component) => ({ default: component })),
    );
    return { Component, preload };
};
