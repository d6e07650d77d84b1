import { type ContextType, type ReactNode, useContext, useRef } from 'react';
import { ResourceDefinitionContext } from 'react-admin';
import { UNSAFE_RouteContext as RouteContext } from 'react-router-dom';

type RouteValue = ContextType<typeof RouteContext>;
type DefinitionsValue = ContextType<typeof ResourceDefinitionContext>;

/** The same route match: what useParams, useNavigate and relative links read from it. */
const sameRoute = (a: RouteValue, b: RouteValue) =>
    a.outlet === b.outlet &&
    a.isDataRoute === b.isDataRoute &&
    a.matches.length === b.matches.length &&
    a.matches.every((match, i) => {
        const other = b.matches[i];
        return (
            match.route.id === other.route.id &&
            match.pathname === other.pathname &&
            match.pathnameBase === other.pathnameBase &&
            JSON.stringify(match.params) === JSON.stringify(other.params)
        );
    });

const sameFields = (a: object, b: object) => {
    const keys = Object.keys(a) as (keyof typeof a)[];
    return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
};

/** The same resources, each defined alike. */
const sameDefinitions = (a: DefinitionsValue, b: DefinitionsValue) => {
    const names = Object.keys(a.definitions);
    return (
        names.length === Object.keys(b.definitions).length &&
        names.every((name) => b.definitions[name] && sameFields(a.definitions[name], b.definitions[name]))
    );
};

/** The context's value as first seen, until its content changes. */
const useKept = <T,>(current: T, same: (a: T, b: T) => boolean) => {
    const kept = useRef(current);
    if (kept.current !== current && !same(kept.current, current)) kept.current = current;
    return kept.current;
};

/**
 * Hands a screen the router's match and react-admin's resource definitions unchanged while their content is the
 * same. react-admin draws its routes again as the app starts (routes read, resources registered again), and
 * each time React Router and react-admin pass new values with the same content: every list below took them as
 * a change and drew its rows again, twice on a reload. With the kept values, only a real change (new URL
 * parameters, a resource added) reaches the screen.
 */
export const KeepScreenContexts = ({ children }: { children: ReactNode }) => {
    const route = useKept(useContext(RouteContext), sameRoute);
    const definitions = useKept(useContext(ResourceDefinitionContext), sameDefinitions);
    return (
        <RouteContext value={route}>
            <ResourceDefinitionContext value={definitions}>{children}</ResourceDefinitionContext>
        </RouteContext>
    );
};
