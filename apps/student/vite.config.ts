import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The portal is served under /student/ (spec 1 §2); the router uses the same basename.
export default defineConfig({
  base: '/student/',
  plugins: [react(), tailwindcss()],
  build: {
    // scripts/size.mjs reads the manifest to know what the start-up page loads.
    manifest: true,
    target: 'es2022',
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
