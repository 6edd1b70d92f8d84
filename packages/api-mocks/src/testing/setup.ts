import { loadGeneratedSeed } from '../seed/readGenerated';

// Every unit test answers from the generated seed, as the browser worker and `pnpm mock-api` do.
loadGeneratedSeed();
