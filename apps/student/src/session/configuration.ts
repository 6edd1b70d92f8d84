import type { components } from '@decola/api-client';
import { queryClient } from '../app/queryClient';
import { configurationQuery } from '../api/configuration';
import { deviceStorage } from './browserStorage';

export type Configuration = components['schemas']['Configuration'];

const CACHE_KEY = 'decola:configuration';

/** Both modes default to off. */
export const DEFAULT_CONFIGURATION: Configuration = {
  isMaintenanceMode: false,
  isSuggestionMode: false,
};

/** A failure is logged, resets the modes and drops the cache; navigation goes on. */
export async function loadConfiguration(): Promise<Configuration> {
  const current = configurationQuery.current();
  try {
    const configuration = await queryClient.fetchQuery({ ...current, staleTime: 0 });
    // Its two modes only: the answer also names the person who last changed it.
    const { isMaintenanceMode, isSuggestionMode } = configuration;
    deviceStorage.write(CACHE_KEY, JSON.stringify({ isMaintenanceMode, isSuggestionMode }));
    return configuration;
  } catch (error) {
    console.error('A configuração não pôde ser carregada; seguindo com os padrões.', error);
    deviceStorage.remove(CACHE_KEY);
    queryClient.setQueryData(current.queryKey, DEFAULT_CONFIGURATION);
    return DEFAULT_CONFIGURATION;
  }
}
