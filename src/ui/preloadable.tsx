import { type ComponentType, useEffect, useReducer } from 'react';

/**
 * A component whose code is loaded when first needed, like React.lazy, but without Suspense: `preload()` starts
 * loading it early; once it has arrived it draws at once, and until then `Placeholder` stands in. React 19 holds
 * a Suspense boundary's content back until 300 ms after its fallback was shown, so with React.lazy every first
 * visit of a screen waited that time out even when its code took 30 ms. A failed load is thrown to the nearest
 * error boundary.
 */
export const preloadable = <P extends object>(
    load: () => Promise<ComponentType<P>>,
    Placeholder: ComponentType,
) => {
    let loading: Promise<unknown> | undefined;
    let loaded: ComponentType<P> | undefined;
    let failure: { error: unknown } | undefined;
    const preload = () => {
        loading ??= load().then(
            (component) => {
                loaded = component;
            },
            (error: unknown) => {
                failure = { error };
            },
        );
        return loading;
    };
    const Component = (props: P) => {
        const [, arrived] = useReducer((n: number) => n + 1, 0);
        useEffect(() => {
            if (!loaded && !failure) void preload().then(arrived);
        }, []);
        if (failure) throw failure.error;
        const Loaded = loaded;
        return Loaded ? <Loaded {...props} /> : <Placeholder />;
    };
    return { Component, preload };
};
