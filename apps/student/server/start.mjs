// `pnpm start` (after the build): the production server. PORT and HOST choose where it listens
// (127.0.0.1:4173 unless set; the Docker image listens on 0.0.0.0:8080); DECOLA_API_URL names the
// backend that /api is proxied to, and must be set exactly when the build was made with it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE, createPortalServer } from './server.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirIndex = process.argv.indexOf('--dir');
const dir = path.resolve(dirIndex > 0 ? process.argv[dirIndex + 1] : path.join(appDir, 'dist'));
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4173);
const apiUrl = process.env.DECOLA_API_URL?.trim() || '';

let server;
try {
  server = createPortalServer({ dir, apiUrl });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
server.listen(port, host, () => {
  const backend = apiUrl ? `/api → ${apiUrl}` : 'demo backend';
  console.info(`Decola Student at http://${host}:${port}${BASE} (${backend})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
