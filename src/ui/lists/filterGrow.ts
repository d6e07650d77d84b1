/** Full width on phones, its own width from `sm` up: a field in a filter row. */
export const FILTER_GROW = { flex: { xs: '1 1 100%', sm: '0 1 auto' } } as const;
