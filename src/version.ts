/** The product version shown in the menu, the login page and PDF footers (spec 1 §9). */
export const PRODUCT_VERSION = '2.94.35';
