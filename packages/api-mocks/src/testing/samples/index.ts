import { accessSamples } from './access';
import { eventsSamples } from './events';
import { learningSamples } from './learning';
import { shopSamples } from './shop';
import type { Samples } from './types';

export const SAMPLES: Samples = {
  ...accessSamples,
  ...learningSamples,
  ...eventsSamples,
  ...shopSamples,
};
