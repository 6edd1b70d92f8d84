// @ts-check
import path from 'node:path';

/**
 * The folders of a path below `source` (e.g. '/packages/ui/src/': 'event', 'EventCard',
 * 'EventCard.tsx'), or null when it lies elsewhere.
 * @param {string} source
 * @returns {(file: string) => string[] | null}
 */
export const foldersBelow = (source) => (file) => {
  const posix = file.split(path.sep).join('/');
  const at = posix.lastIndexOf(source);
  return at === -1 ? null : posix.slice(at + source.length).split('/');
};

/**
 * Calls `check` with the folders (by `foldersOf`) of the importing file and of every relative
 * import, re-export and dynamic import it makes: the folder rules of the ui and the app read their
 * layers from these.
 * @param {import('eslint').Rule.RuleContext} context
 * @param {(file: string) => string[] | null} foldersOf
 * @param {(importer: string[], imported: string[], node: import('eslint').Rule.Node) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
export function onRelativeImports(context, foldersOf, check) {
  const importer = foldersOf(context.filename);
  if (!importer) return {};
  /** @param {{ source?: any }} node */
  const visit = (node) => {
    const source = node.source;
    if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
    if (!source.value.startsWith('.')) return;
    const imported = foldersOf(path.resolve(path.dirname(context.filename), source.value));
    if (imported) check(importer, imported, source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}
