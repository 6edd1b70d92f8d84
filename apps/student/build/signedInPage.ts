import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SIGNED_IN_PAGE } from '../server/pages.mjs';

/** What every signed-in page runs before its own screen: the routes, the layout, the guard. */
const SHELL_MODULES = [
  '/src/app/privateRoutes.tsx',
  '/src/shell/PrivateLayout.tsx',
  '/src/session/guard.ts',
];
const LANDING_ROUTE = '/src/routes/home/standard.tsx';

type Output = {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  moduleIds?: string[];
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * index.html asks for the landing's chunks before the app runs, so the start page needs one round
 * of requests less. A learner opening a signed-in address (a bookmark, a link, a reload) needs none
 * of those but the shell's instead, found otherwise only once the entry has run and matched the
 * route: this page is index.html with the shell's chunks and stylesheet asked for in their place.
 */
export function signedInPage(): Plugin {
  let base = '/';
  let outDir = '';
  let links: { drop: Set<string>; add: string[] } | null = null;
  return {
    name: 'decola:signed-in-page',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const outputs = Object.values(bundle) as Output[];
      const byName = new Map(outputs.map((output) => [output.fileName, output]));
      const closure = (fileName: string, found = new Set<string>()): Set<string> => {
        if (found.has(fileName)) return found;
        found.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) closure(imported, found);
        return found;
      };
      // A shell module may be a chunk of its own or one of the signed-in shell's (signedInChunks).
      const chunkOf = (module: string) =>
        outputs.find(
          (output) =>
            output.type === 'chunk' &&
            (output.facadeModuleId?.endsWith(module) ||
              output.moduleIds?.some((id) => id.endsWith(module))),
        );
      const entry = outputs.find((output) => output.type === 'chunk' && output.isEntry);
      const landing = chunkOf(LANDING_ROUTE);
      const shell = SHELL_MODULES.map(chunkOf);
      if (!entry || !landing || shell.some((chunk) => !chunk)) {
        throw new Error(
          `${SIGNED_IN_PAGE}: the entry, the landing or a shell module is missing (${SHELL_MODULES.filter((_, i) => !shell[i]).join(', ')}).`,
        );
      }
      const atStart = closure(entry.fileName);
      const shellFiles = new Set<string>();
      for (const chunk of shell) closure(chunk!.fileName, shellFiles);
      const scripts = [...shellFiles].filter((file) => !atStart.has(file));
      const styles = scripts.flatMap((file) => [
        ...(byName.get(file)?.viteMetadata?.importedCss ?? []),
      ]);
      links = {
        drop: new Set([...closure(landing.fileName)].filter((file) => !atStart.has(file))),
        add: [
          ...styles.map((file) => `<link rel="preload" as="style" href="${base}${file}">`),
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
        ],
      };
    },
    // Before closeBundle, where the server's compressed copies are made.
    writeBundle() {
      if (!links) return;
      const { drop, add } = links;
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const kept = html.replace(
        /\s*<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)">/g,
        (link, href: string) => (drop.has(href.slice(base.length)) ? '' : link),
      );
      if (kept === html)
        throw new Error(`${SIGNED_IN_PAGE}: index.html preloads no landing chunk.`);
      writeFileSync(
        path.join(outDir, SIGNED_IN_PAGE),
        kept.replace('</head>', `  ${add.join('\n    ')}\n  </head>`),
      );
    },
  };
}
