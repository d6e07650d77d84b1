import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The bench's minimal react-admin app: root here, built into bench/minimal/dist, the repository's packages. */
const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
    root: here,
    // VITE_BENCH_API_URL is read from the environment (the bench sets it), not from the repository's .env files.
    envDir: here,
    plugins: [react()],
    build: { outDir: resolve(here, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
