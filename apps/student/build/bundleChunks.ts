/** The landing route of the default, portal and construction brands (the start page's). */
export const LANDING_ROUTE = '/src/routes/home/standard.tsx';

/** What the build's pages preload needs of an output: a chunk's place among the others. */
export type BundleOutput = {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  moduleIds?: readonly string[];
  imports?: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * The bundle's chunks as a page loads them: a chunk with what it imports statically, the chunk a
 * module ends up in (a chunk of its own, or one of a group's), the entry and, beyond the entry's,
 * the landing route's chunks (what index.html asks for before the app runs).
 */
export function bundleChunks(bundle: Record<string, BundleOutput>) {
  const outputs = Object.values(bundle);
  const closure = (fileName: string, found = new Set<string>()): Set<string> => {
    if (found.has(fileName)) return found;
    found.add(fileName);
    for (const imported of bundle[fileName]?.imports ?? []) closure(imported, found);
    return found;
  };
  const chunkOf = (module: string) =>
    outputs.find(
      (output) =>
        output.type === 'chunk' &&
        (output.facadeModuleId?.endsWith(module) ||
          output.moduleIds?.some((id) => id.endsWith(module))),
    );
  const entry = outputs.find((output) => output.type === 'chunk' && output.isEntry);
  const landing = chunkOf(LANDING_ROUTE);
  if (!entry || !landing) throw new Error('The build has no entry chunk or no landing route.');
  const atStart = closure(entry.fileName);
  const landingChunks = [...closure(landing.fileName)].filter((file) => !atStart.has(file));
  return { outputs, closure, chunkOf, atStart, landingChunks };
}
