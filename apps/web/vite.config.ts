import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// In development the API runs on 8080 (npm run start -w apps/server); the built app is served by the server itself.
const api = process.env.API_URL ?? 'http://127.0.0.1:8080';
const proxied = ['/auth', '/admin', '/basic', '/rpt', '/intf', '/code', '/document'];

export default defineConfig({
  plugins: [react()],
  server: { proxy: { ...Object.fromEntries(proxied.map((p) => [p, api])), '/act': { target: api, ws: true } } },
  build: { chunkSizeWarningLimit: 1500 },
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
