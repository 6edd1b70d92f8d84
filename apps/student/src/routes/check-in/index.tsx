import { errorMessage, isDecolaError } from '@decola/api-client';
import { parseCheckInTarget, routeHref, type CheckInTarget } from '@decola/domain';
import { CheckInScreen, type CheckInStatus } from '@decola/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { routerPath } from '../../common/paths';
import { checkInTokenFor, forgetCheckInToken, keepCheckInToken } from '../../session/checkInToken';
import { checkInMutation } from './checkInCalls';
import { useCheckInSubject } from './useCheckInSubject';

/** Not in the spec: the demo backend's refusal of a token it did not hand out or of another day. */
const INVALID_TOKEN_CODE = 'INVALID_QR_CODE';

const doneHref = (target: CheckInTarget): string =>
  target.kind === 'event'
    ? routeHref({
        name: 'event',
        params: { event_id: String(target.eventId), class_id: String(target.classId) },
      })
    : routeHref({
        name: 'training-course',
        params: { trainingCourseID: String(target.trainingId) },
      });

/** The screen a QR code's link opens (link shapes: domain checkInLink.ts). */
export function Component() {
  const { kind } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const target = parseCheckInTarget(kind, new URLSearchParams(location.search));
  const path = `/student${location.pathname}${location.search}`;
  // A link followed inside the portal keeps its token in the fragment: out of the entry it goes.
  const [token] = useState(() => {
    const full = { pathname: `/student${location.pathname}`, search: location.search };
    keepCheckInToken({ ...full, hash: location.hash });
    return checkInTokenFor(path);
  });
  useEffect(() => {
    if (location.hash)
      void navigate(routerPath(path), { replace: true, state: location.state as unknown });
  }, [location.hash, location.state, navigate, path]);

  const { subject, loading } = useCheckInSubject(target);
  const event = useMutation(checkInMutation.event());
  const training = useMutation(checkInMutation.training());
  const call = target?.kind === 'event' ? event : training;

  const confirm = () => {
    if (!target || !token || call.isPending) return;
    const done = { onSettled: (_: unknown, error: unknown) => settle(error) };
    if (target.kind === 'event') event.mutate({ token, date: target.date }, done);
    else training.mutate({ token, id: target.trainingId }, done);
  };
  // Answered, the token has served: only a call that got no answer may be tried again.
  const settle = (error: unknown) => {
    if (!isDecolaError(error) || error.status !== 0) forgetCheckInToken();
  };

  const failure = call.error;
  const invalid =
    !target || !token || (isDecolaError(failure) && failure.code === INVALID_TOKEN_CODE);
  const noAnswer = isDecolaError(failure) && failure.status === 0;
  let status: CheckInStatus = 'ready';
  if (invalid && !call.isSuccess) status = 'invalid';
  else if (loading) status = 'loading';
  else if (call.isPending) status = 'confirming';
  else if (call.isSuccess) status = 'success';
  else if (call.isError) status = 'error';

  return (
    <CheckInScreen
      kind={target?.kind ?? 'event'}
      status={status}
      subject={subject}
      message={failure ? errorMessage(failure) : null}
      onConfirm={confirm}
      onRetry={noAnswer ? confirm : undefined}
      doneHref={target ? doneHref(target) : null}
    />
  );
}
