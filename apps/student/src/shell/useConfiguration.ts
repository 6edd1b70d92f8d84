import { useQuery } from '@tanstack/react-query';
import { configurationQuery } from '../api/configuration';
import { DEFAULT_CONFIGURATION, type Configuration } from '../session/configuration';

/** Both modes off when it could not be loaded. */
export function useConfiguration(): Configuration {
  return useQuery(configurationQuery.current()).data ?? DEFAULT_CONFIGURATION;
}
