import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SIGNED_IN_PAGE } from '../server/pages.mjs';
import { bundleChunks } from './bundleChunks';
import { SIGNED_IN_SHELL } from './signedInChunks';

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
      const { closure, chunkOf, atStart, landingChunks } = bundleChunks(bundle);
      const shellFiles = new Set<string>();
      for (const module of SIGNED_IN_SHELL) {
        const chunk = chunkOf(module);
        if (!chunk) throw new Error(`${SIGNED_IN_PAGE}: no chunk holds ${module}.`);
        closure(chunk.fileName, shellFiles);
      }
      const scripts = [...shellFiles].filter((file) => !atStart.has(file));
      const styles = scripts.flatMap((file) => [
        ...(bundle[file]?.viteMetadata?.importedCss ?? []),
      ]);
      links = {
        drop: new Set(landingChunks),
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
