import type { RouteName } from '@decola/domain';
import { queryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

/** spec 1 §2: the dropdown's words; where no menu names a screen, ours (docs/decisions.md). */
const SCREEN_TITLES = {
  edit: 'Editar perfil',
} as const satisfies Partial<Record<RouteName, string>>;

const screenTitle = (name: RouteName): string =>
  (SCREEN_TITLES as Partial<Record<RouteName, string>>)[name] ?? name;

/** spec 1 §2: the profile route's options still to come, titled like the dropdown's entries. */
const PROFILE_TITLES: Record<string, string> = {
  statistics: 'Estatísticas',
  courses: 'Meus treinamentos',
};

/** The interim page's title: the profile editor and the profile options still to come. */
export function interimTitleQuery(name: RouteName, params: Params) {
  const load = async (): Promise<string> =>
    name === 'profile' ? (PROFILE_TITLES[params.option ?? ''] ?? 'Meu perfil') : screenTitle(name);
  return queryOptions({ queryKey: ['interim-title', name, params], queryFn: load });
}
