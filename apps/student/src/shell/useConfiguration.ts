import { useQuery } from '@tanstack/react-query';
import { configurationQuery } from '../api/configuration';
import { DEFAULT_CONFIGURATION, type Configuration } from '../session/configuration';

/**
 * The configuration the guard loaded before this route (spec 1 §2, §4), kept fresh by the query;
 * both modes off when it could not be loaded.
 */
export function useConfiguration(): Configuration {
  return useQuery(configurationQuery.current()).data ?? DEFAULT_CONFIGURATION;
}
