import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  TEMPLATES,
  templateConfig,
  type Template,
} from '../../../packages/domain/src/templates/templateConfig';

/** The brands' colours, the one place they are written. */
const TEMPLATE_STYLES = path.resolve(
  import.meta.dirname,
  '../../../packages/ui/src/styles/templates.css',
);

/** A template's file names, which src/app/offlineShell.ts links. */
export const manifestFile = (template: Template) => `manifest-${template}.webmanifest`;
export const iconFile = (template: Template) => `icon-${template}.svg`;

type Colours = { primary: string; onPrimary: string; canvas: string };

/** Each template's variables; one it does not set is the default's, as in the page. */
export function templateColours(css: string): Record<Template, Colours> {
  const blocks = new Map<string, Map<string, string>>();
  for (const [, template, body] of css.matchAll(/\[data-template='(\w+)'\]\s*\{([^}]*)\}/g)) {
    const variables = new Map<string, string>();
    for (const [, name, value] of (body ?? '').matchAll(/--brand-([\w-]+):\s*([^;]+);/g))
      variables.set(name ?? '', (value ?? '').trim());
    blocks.set(template ?? '', variables);
  }
  const read = (template: Template, name: string) => {
    const value = blocks.get(template)?.get(name) ?? blocks.get('default')?.get(name);
    if (!value) throw new Error(`templates.css: no --brand-${name} for ${template}.`);
    return value;
  };
  return Object.fromEntries(
    TEMPLATES.map((template) => [
      template,
      {
        primary: read(template, 'primary'),
        onPrimary: read(template, 'on-primary'),
        canvas: read(template, 'canvas'),
      },
    ]),
  ) as Record<Template, Colours>;
}

/** The favicon's mark in the brand's colours. */
export const brandIcon = ({ primary, onPrimary }: Colours) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${primary}"/><path d="M8 22 L16 8 L24 22 L16 18 Z" fill="${onPrimary}"/></svg>\n`;

export function webManifest(template: Template, colours: Colours, base: string) {
  const name = templateConfig(template).platformName;
  return {
    id: base,
    name,
    short_name: name,
    description: 'Plataforma de aprendizagem on-line para colaboradores e parceiros.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: colours.primary,
    background_color: colours.canvas,
    icons: [
      { src: `${base}${iconFile(template)}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/**
 * One web manifest and one icon per template, so the portal installs under each brand's name and
 * colours; the app links its template's at start (the server does not know the template).
 */
export function webManifests(): Plugin {
  let base = '/';
  return {
    name: 'decola:web-manifests',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      const colours = templateColours(readFileSync(TEMPLATE_STYLES, 'utf8'));
      for (const template of TEMPLATES) {
        this.emitFile({
          type: 'asset',
          fileName: manifestFile(template),
          source: `${JSON.stringify(webManifest(template, colours[template], base), null, 2)}\n`,
        });
        this.emitFile({
          type: 'asset',
          fileName: iconFile(template),
          source: brandIcon(colours[template]),
        });
      }
    },
  };
}
