/**
 * The seed made at build time by `pnpm --filter @decola/api-mocks generate:seed` (dates symbolic,
 * one table per line). Vite emits it as an asset of its own that the browser worker fetches; Node
 * reads the file.
 */
export const GENERATED_SEED_URL = new URL('./seed.generated.json', import.meta.url);
