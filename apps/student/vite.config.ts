import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';

// With DECOLA_API_URL, dev and preview proxy /api to it, so its session cookie stays same-origin;
// without it, demo mode. Chosen at build time, so a build for a real backend has none of the demo.

/** e.g. "obras.decola.dev=construction": hosts whose first label does not tell the template. */
function parseTemplateHosts(value: string | undefined): Record<string, string> {
  const pairs = (value ?? '')
    .split(',')
    .map((pair) => pair.split('=').map((part) => part.trim().toLowerCase()))
    .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1]);
  return Object.fromEntries(pairs);
}

/** A build for a real backend carries nothing of the demo, MSW's worker script included. */
function withoutDemoWorker(): Plugin {
  let outDir = '';
  return {
    name: 'decola:without-demo-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * One file per icon would make each landing icon that other routes draw too a chunk of its own,
 * costing the start-up more (a gzip and preload entry each) than one chunk together.
 */
function landingIconsChunk(
  id: string,
  modules: {
    getModuleInfo(
      id: string,
    ): { importers: string[]; dynamicImporters: string[]; code: string | null } | null;
  },
): string | null {
  const icon = /\/packages\/ui\/src\/icons\/(\w+)\.tsx$/.exec(id)?.[1];
  if (!icon) return null;
  if (icon === 'Icon') return 'icons';
  // Components import icons through the set's index; look past it to the components themselves.
  const consumers = (modules.getModuleInfo(id)?.importers ?? []).flatMap((importer) =>
    importer.endsWith('/icons/index.ts')
      ? (modules.getModuleInfo(importer)?.importers ?? [])
      : [importer],
  );
  const drawn = new RegExp(`\\b${icon}\\b`);
  const onLanding = consumers.some((consumer) => {
    const info = modules.getModuleInfo(consumer);
    // A section the landing loads later (the new-courses carousel) brings its own icons then.
    return (
      consumer.includes('/packages/ui/src/landing/') &&
      !info?.dynamicImporters.length &&
      drawn.test(info?.code ?? '')
    );
  });
  return onLanding ? 'icons' : null;
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const apiUrl = env.DECOLA_API_URL?.trim() || '';
  const proxy = apiUrl
    ? { '/api': { target: apiUrl, changeOrigin: true, secure: true } }
    : undefined;

  return {
    base: '/student/',
    plugins: [react(), tailwindcss(), ...(apiUrl ? [withoutDemoWorker()] : [])],
    define: {
      __DEMO_BACKEND__: JSON.stringify(!apiUrl),
      __TEMPLATE_HOSTS__: JSON.stringify(parseTemplateHosts(env.DECOLA_TEMPLATE_HOSTS)),
    },
    build: {
      // scripts/size.mjs reads the manifest to know what the start-up page loads.
      manifest: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          codeSplitting: {
            // An icon only one route draws stays in that route's chunk.
            groups: [
              { name: landingIconsChunk, minShareCount: 2, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  };
});
