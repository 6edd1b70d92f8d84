import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/**
 * The portal is served under /student/ (spec 1 §2); the router uses the same basename.
 *
 * Backend: with DECOLA_API_URL set (e.g. `DECOLA_API_URL=https://portal.example.com pnpm dev`), the
 * dev and preview servers proxy /api to that backend, so its session cookie stays same-origin.
 * Without it the app runs in demo mode: the demo backend (@decola/api-mocks) answers in the browser.
 * The choice is made at build time, so a build for a real backend contains none of the demo.
 */
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const apiUrl = env.DECOLA_API_URL?.trim() || '';
  const proxy = apiUrl
    ? { '/api': { target: apiUrl, changeOrigin: true, secure: true } }
    : undefined;

  return {
    base: '/student/',
    plugins: [react(), tailwindcss()],
    define: {
      __DEMO_BACKEND__: JSON.stringify(!apiUrl),
    },
    build: {
      // scripts/size.mjs reads the manifest to know what the start-up page loads.
      manifest: true,
      target: 'es2022',
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  };
});
