/** Full-page navigations, behind one object so tests can observe them (jsdom cannot navigate). */
export const browserNavigation = {
    reload: () => window.location.reload(),
    assign: (url: string) => window.location.assign(url),
};
