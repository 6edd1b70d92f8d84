import { routeHref, type ProfileUpdate, type ZipLookupResult } from '@decola/domain';
import { ConfirmDialog, LoadState, ProfileEditor, useToast } from '@decola/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { asyncStateOf } from '../../api/asyncState';
import { accessQuery } from '../../api/access';
import { interestMutation, interestQuery } from '../../api/interests';
import { profileMutation, profileQuery } from '../../api/profile';
import { AreaBoundary } from '../../common/AreaBoundary';
import { routerPath } from '../../common/paths';
import { redoOnboarding } from '../../session/redoOnboarding';
import { useLeaveGuard } from './useLeaveGuard';

const TEXT = {
  loading: 'Carregando perfil…',
  loadError: 'Não foi possível carregar seu perfil.',
  saved: 'Perfil atualizado com sucesso!',
  leaveTitle: 'Deseja sair sem salvar as alterações?',
  leaveMessage: 'O que você mudou neste perfil será perdido.',
  leave: 'Sair sem salvar',
  stay: 'Continuar editando',
} as const;

const ONBOARDING_STEP_1 = routerPath(routeHref({ name: 'onboarding', params: { step: '1' } }));

/** `profile/edit`: the editor, fed and saved through the profile's calls. */
function ProfileEditArea() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const me = useQuery(profileQuery.me());
  const chosen = useQuery(profileQuery.interests());
  const states = useQuery(accessQuery.states());
  const interests = useQuery(interestQuery.list());
  const edit = useMutation(profileMutation.edit());
  const link = useMutation(interestMutation.link());
  const [unsaved, setUnsaved] = useState(false);
  const blocker = useLeaveGuard(unsaved);

  const load = asyncStateOf(chosen, states);
  if (load.status !== 'ready' || !me.data || !chosen.data || !states.data)
    return (
      <LoadState
        state={load}
        look="block"
        text={{ loading: TEXT.loading, error: TEXT.loadError }}
      />
    );

  // The failure goes through with its status: a zip the service does not know clears the address,
  // a lookup without an answer keeps it (AddressFieldset).
  const lookUpZip = (zipCode: string): Promise<ZipLookupResult> =>
    queryClient.fetchQuery(accessQuery.zipCode(zipCode));

  async function save(update: ProfileUpdate, interestIds: number[]) {
    const user = await edit.mutateAsync(update);
    // The header greets by the new social name at once, before the profile is read again.
    queryClient.setQueryData(profileQuery.me().queryKey, (answer) =>
      answer ? { ...answer, user: { ...answer.user, ...user } } : answer,
    );
    await link.mutateAsync({ interests: interestIds });
    toast.show('success', TEXT.saved);
  }

  function redo() {
    redoOnboarding.set();
    void navigate(ONBOARDING_STEP_1);
  }

  return (
    <>
      <ProfileEditor
        user={me.data.user}
        companies={me.data.companies}
        selectedInterestIds={chosen.data.map((interest) => interest.id)}
        states={states.data}
        interests={interests.data ?? []}
        interestsState={asyncStateOf(interests)}
        onZipLookup={lookUpZip}
        onSave={save}
        onRedoOnboarding={redo}
        onDirtyChange={setUnsaved}
        boundary={AreaBoundary}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={TEXT.leaveTitle}
        message={TEXT.leaveMessage}
        confirmLabel={TEXT.leave}
        cancelLabel={TEXT.stay}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}

export function Component() {
  return (
    <AreaBoundary text={TEXT.loadError}>
      <ProfileEditArea />
    </AreaBoundary>
  );
}
