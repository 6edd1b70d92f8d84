import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import {
  signedInChunksReset,
  signedInCommonChunk,
  signedInShellChunk,
} from './build/signedInChunks';
import { signedInPage } from './build/signedInPage';
import { bundleChunks } from './build/bundleChunks';
import { portalWorker } from './build/portalWorker';
import { webManifests } from './build/webManifests';

// With DECOLA_API_URL, dev (and server/start.mjs) proxy /api to it, so its session cookie stays
// same-origin; without it, demo mode. Chosen at build time, so a build for a real backend has none
// of the demo.

/** e.g. "obras.decola.dev=construction": hosts whose first label does not tell the template. */
function parseTemplateHosts(value: string | undefined): Record<string, string> {
  const pairs = (value ?? '')
    .split(',')
    .map((pair) => pair.split('=').map((part) => part.trim().toLowerCase()))
    .filter((pair): pair is [string, string] => pair.length === 2 && !!pair[0] && !!pair[1]);
  return Object.fromEntries(pairs);
}

/** A build for a real backend carries nothing of the demo: MSW's worker, the demo's files. */
function withoutDemoWorker(): Plugin {
  let outDir = '';
  return {
    name: 'decola:without-demo-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Before closeBundle, where the server's compressed copies are made.
    writeBundle() {
      rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
      rmSync(path.join(outDir, 'mockServiceWorker.demo.js'), { force: true });
      rmSync(path.join(outDir, 'demo'), { recursive: true, force: true });
    },
  };
}

/** Where the production server reads what the build was made with (never served: a dot folder). */
const BUILD_FACTS = '.vite/decola-build.json';

/**
 * The content hosts the app lets into media, frames and images, written beside the build so the
 * server's CSP allows exactly those (server/headers.mjs), whatever its own environment says.
 */
function buildFacts(contentHosts: readonly string[]): Plugin {
  let outDir = '';
  return {
    name: 'decola:build-facts',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(path.join(outDir, BUILD_FACTS), JSON.stringify({ contentHosts }));
    },
  };
}

/** Text formats; fonts, pictures and video are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|vtt|xml|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // `.vite/` holds the manifest, which the server never serves.
    if (entry.name.startsWith('.')) return [];
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(file) : [file];
  });
}

/**
 * Brotli (best) and gzip (best) copies beside each text file, made once at build time, so the
 * server (sirv) sends the smallest its client accepts without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'decola:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every writeBundle (public/ files included, the demo worker already removed).
    closeBundle() {
      for (const file of filesIn(outDir).filter((name) => COMPRESSIBLE.test(name))) {
        const source = readFileSync(file);
        if (source.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * What the landing's first view needs, asked for by index.html itself instead of being found one
 * step at a time (the route's chunks once the entry has run, the web font once text is laid out):
 * a chain of two requests, not four. Links only, nothing inline, so a strict CSP holds.
 */
function landingPreloads(): Plugin {
  let base = '/';
  return {
    name: 'decola:landing-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const { outputs, landingChunks } = bundleChunks(bundle);
        const font = outputs.find(
          (file) => file.type === 'asset' && LANDING_FONT.test(file.fileName),
        );
        if (!font) throw new Error("index.html preloads: the landing's font is missing.");
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
          ...landingChunks.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|tailwind-merge|clsx|class-variance-authority)[\\/]/;

/** What the landing's start-up takes of the API client and the query cache. */
const CLIENT_CORE = new RegExp(
  String.raw`(/packages/api-client/src/(calls|catalogue|client|errors|failure|middleware|transport|react-query/(configuration|options))\.ts` +
    String.raw`|[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](environmentManager|focusManager|infiniteQueryBehavior|mutation|mutationCache|notifyManager|onlineManager|query|queryCache|queryClient|removable|retryer|subscribable|timeoutManager|utils)\.js` +
    String.raw`|[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](queryOptions|mutationOptions|infiniteQueryOptions)\.js` +
    String.raw`|[\\/]openapi-fetch[\\/]dist[\\/]index\.mjs)$`,
);

const STARTUP_SHARED =
  /(\/apps\/student\/src\/(api\/(status|newestCourses)|session\/(signedIn|browserStorage))\.ts|\/packages\/domain\/src\/access\/safeRedirect\.ts|\/packages\/ui\/src\/lib\/cn\.ts)$/;

/** The web font of the landing's text. */
const LANDING_FONT = /\/inter-latin-wght-normal-[\w-]+\.woff2$/;

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
  // "cdn.example.com,.files.example.com": where content files may come from besides the portal.
  const contentHosts = (env.DECOLA_CONTENT_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

  return {
    base: '/student/',
    plugins: [
      react(),
      tailwindcss(),
      landingPreloads(),
      signedInPage(),
      signedInChunksReset(),
      webManifests(),
      portalWorker({ demo: !apiUrl }),
      ...(apiUrl ? [withoutDemoWorker()] : []),
      buildFacts(contentHosts),
      precompress(),
    ],
    define: {
      __DEMO_BACKEND__: JSON.stringify(!apiUrl),
      __TEMPLATE_HOSTS__: JSON.stringify(parseTemplateHosts(env.DECOLA_TEMPLATE_HOSTS)),
      __CONTENT_HOSTS__: JSON.stringify(contentHosts),
    },
    build: {
      // scripts/size.mjs reads the manifest to know what the start-up page loads.
      manifest: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          // A shared group's chunks are named by every route that loads them; in full, those
          // names would fill every lazy import's list of files to preload, the landing's too.
          chunkFileNames: ({ name }) => `assets/${name.replace(/~.*$/, '')}-[hash].js`,
          codeSplitting: {
            groups: [
              // The libraries every page runs, in one chunk: left to themselves they split into a
              // few small ones (the JSX runtime, cn's merge) that each cost the start-up a gzip.
              { name: 'framework', test: FRAMEWORK },
              // The client's core and the query cache, which the landing loads, stay one file: routes
              // using only a part of them split it in pieces (the shop's and check-in's: +0.8 KiB).
              { name: 'client', test: CLIENT_CORE },
              // The small modules the start-up shares with every route: one file, not six gzips.
              { name: 'shared', test: STARTUP_SHARED },
              // An icon only one route draws stays in that route's chunk.
              { name: landingIconsChunk, minShareCount: 2, includeDependenciesRecursively: false },
              // What the landing's start-up shares with the signed-in routes (the carousel skeleton,
              // the slides-per-width rule, the sanitiser's loader, the viewport-width, reduced-motion
              // and near-viewport hooks) stays one file, however many routes draw a carousel: left
              // alone, each new sharer split another piece off (the course page split the two hooks:
              // +0.4 KiB; the carousel's start when near split the third: +0.26 KiB).
              {
                name: 'NewCoursesSkeleton',
                test: /\/(ui\/src\/landing\/NewCoursesCarousel\/NewCoursesSkeleton\.tsx|ui\/src\/primitives\/RichText\/useSanitizer\.ts|domain\/src\/carousel\/slidesPerView\.ts|ui\/src\/lib\/(useViewportWidth|usePrefersReducedMotion|useNearViewport)\.ts)$/,
                includeDependenciesRecursively: false,
              },
              // The signed-in shell, one file however many it is made of (build/signedInChunks.ts).
              { name: signedInShellChunk, includeDependenciesRecursively: false, maxSize: 350_000 },
              {
                name: signedInCommonChunk,
                includeDependenciesRecursively: false,
                maxSize: 350_000,
              },
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  };
});
