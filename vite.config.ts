import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
    plugins: [react()],
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
        chunkSizeWarningLimit: 1500,
        // Everything the entry loads statically goes in one chunk: Rolldown otherwise splits each module the
        // entry shares with a lazy screen into its own small chunk, and /login paid ~10 kB gzip for that.
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
    },
    test: {
        environment: 'jsdom',
        globals: true,
        setupFiles: ['./src/test/setup.ts'],
        include: ['src/**/*.test.{ts,tsx}'],
        testTimeout: 20000,
    },
});
