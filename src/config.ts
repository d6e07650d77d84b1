/** Build-time settings. With no VITE_API_URL the app talks to the embedded sandbox bank. */
const apiUrl = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/+$/, '') || undefined;

export const USES_SANDBOX = !apiUrl;

const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;

/** Base of every call: `<api>/v1`. The sandbox answers on this origin's `/sandbox-api/v1`. */
export const API_BASE = `${apiUrl ?? `${origin}/sandbox-api`}/v1`;

/** Host whose failures go to the error-reporting service (the production API). */
export const API_HOST = apiUrl ? new URL(apiUrl).host : null;

export { PRODUCT_VERSION } from './version';
