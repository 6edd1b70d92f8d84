/**
 * The modules some roots run (with what they import statically), read from the module graph while
 * the bundler splits chunks.
 *
 * The graph leads through barrels (`@decola/ui`'s index re-exports every component): a module
 * importing a barrel counts as importing only the re-exported modules whose names it imports. Where
 * that cannot be told (a namespace import, a module with code and re-exports), the whole module
 * counts: a mistake here adds a module to the closure, never leaves one out.
 */
export type ModuleGraph = {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    exports: readonly string[];
  } | null;
};

const RE_EXPORT =
  /export\s*(?:type\s*)?(?:\*(?:\s*as\s+\w+)?|\{[^}]*\})\s*from\s*['"][^'"]+['"];?/g;
const RE_EXPORTS_SOME = /export\s*(?:type\s*)?(?:\*|\{[^}]*\})\s*from\s*['"]/;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** A module made of re-exports only. */
function isBarrel(code: string | null): boolean {
  return code !== null && code.replace(COMMENT, '').replace(RE_EXPORT, '').trim() === '';
}

const NAMED_IMPORT = /(?:import|export)\s*(?:type\s*)?(?:\w+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]/g;
const WHOLE_IMPORT = /import\s*\*\s*as\s|export\s*\*\s*from/;

/**
 * The names a module imports (or re-exports) by name; `null` when it takes a module whole (a
 * namespace import, a star re-export), where every name may be used.
 */
function importedNames(code: string | null): Set<string> | null {
  if (code === null || WHOLE_IMPORT.test(code)) return null;
  const names = new Set<string>();
  for (const [, list] of code.matchAll(NAMED_IMPORT)) {
    for (const part of (list ?? '').split(',')) {
      const name = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * The modules `roots` import statically, and through the dynamic imports `followLazy` accepts
 * (none unless given) what those load in turn.
 */
export function staticClosure(
  graph: ModuleGraph,
  roots: readonly string[],
  followLazy: (id: string) => boolean = () => false,
): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    const info = graph.getModuleInfo(id);
    if (!info) return;
    found.add(id);
    const words = importedNames(info.code);
    for (const imported of info.importedIds) {
      for (const target of throughBarrels(imported, words, new Set())) visit(target);
    }
    for (const lazy of info.dynamicallyImportedIds) {
      // Visited itself: a module that only re-exports is still read for the names it takes.
      if (followLazy(lazy)) visit(lazy);
    }
  };
  /** What importing `id` brings to a module importing `words`: a barrel brings the modules named. */
  const throughBarrels = (id: string, words: Set<string> | null, seen: Set<string>): string[] => {
    if (seen.has(id)) return [];
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info || !isBarrel(info.code)) return [id];
    return info.importedIds.flatMap((reExported) => {
      const target = graph.getModuleInfo(reExported);
      if (target && isBarrel(target.code)) return throughBarrels(reExported, words, seen);
      // A module with code of its own and re-exports lists only its own names: it counts whole.
      const named =
        !target ||
        words === null ||
        target.exports.includes('default') ||
        target.exports.some((name) => words.has(name)) ||
        RE_EXPORTS_SOME.test(target.code ?? '');
      return named ? [reExported] : [];
    });
  };
  for (const root of roots) visit(root);
  return found;
}
