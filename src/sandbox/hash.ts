/** SHA-256 hex: the sandbox keeps only hashes of passwords and session ids, as a real server would. */
export const sha256 = async (text: string): Promise<string> => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
};

/** sha256('Demo@2026'), the seed users' password (checked by hash.test.ts). */
export const DEMO_PASSWORD_HASH = '6269bdc44514c668efb1ee9442d68ac81c662367fa36c1883e3027ee197f4036';
