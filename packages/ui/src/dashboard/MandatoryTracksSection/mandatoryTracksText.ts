import { TRACK_TEXT } from '../../course/TrackItem';

export const MANDATORY_TRACKS_TEXT = {
  title: 'Trilhas obrigatórias pendentes',
  mandatory: TRACK_TEXT.mandatory,
  loading: 'Carregando suas trilhas obrigatórias…',
  error: 'Não foi possível carregar suas trilhas obrigatórias.',
  trackLoading: TRACK_TEXT.trackLoading,
  trackError: TRACK_TEXT.trackError,
  trackEmpty: TRACK_TEXT.trackEmpty,
} as const;
