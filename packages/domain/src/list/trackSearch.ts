import { foldSearchText } from '../shared/searchText';

/** A course track as the catalogue's 'Pesquisar trilha' lists it. */
export interface TrackOption {
  id: number;
  title: string;
  /** The name the multi-select shows, when the server sends one (else the title). */
  name?: string | null;
}

/** The text a track is listed and searched by: its name, else its title. */
export const trackLabel = (track: TrackOption): string => track.name?.trim() || track.title;

/** 'Pesquisar trilha', ignoring case and accents. */
export function filterTracks<T extends TrackOption>(tracks: readonly T[], text: string): T[] {
  const needle = foldSearchText(text.trim());
  return needle === ''
    ? [...tracks]
    : tracks.filter((track) => foldSearchText(trackLabel(track)).includes(needle));
}
