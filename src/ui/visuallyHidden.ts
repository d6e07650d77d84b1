/**
 * Read by screen readers, not drawn: the usual clip pattern, for `sx` or `styled`. Sizes are strings because
 * `sx` reads a bare 1 as 100 %.
 */
export const visuallyHidden = {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    border: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
} as const;
