/**
 * The card of a page with a wide table: `contain: inline-size` keeps the table's width out of the layout's
 * sizing, so on a phone the card stays as wide as the screen and the table scrolls inside it.
 */
export const PAGE_CARD = { mt: 1, contain: 'inline-size' } as const;
