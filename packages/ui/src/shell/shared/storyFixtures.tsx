/**
 * Data for the shell stories only: pt-BR users and a photo drawn as an SVG data URI, so stories
 * never load anything from the network and render the same pixels every time.
 */
import { BellIcon } from '../../icons';
import type { AppHeaderUser } from '../AppHeader';

function portrait(background: string, skin: string, hair: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" fill="${background}"/><circle cx="32" cy="27" r="13" fill="${skin}"/><path d="M18 25c0-9 6-15 14-15s14 6 14 15c-3-5-8-7-14-7s-11 2-14 7z" fill="${hair}"/><path d="M10 64c2-13 11-19 22-19s20 6 22 19z" fill="${hair}" opacity="0.85"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const storyPhoto = portrait('#bfdbfe', '#f1c27d', '#3f2a1d');

/** A photo address that cannot be decoded, as a broken or deleted upload would be. */
export const brokenPhoto = 'data:image/png;base64,AAAA';

export const storyStudent: AppHeaderUser = {
  name: 'Ana Beatriz Souza',
  socialName: null,
  image: storyPhoto,
  userType: 1,
};

export const storyAdmin: AppHeaderUser = {
  name: 'Carlos Eduardo Lima',
  socialName: null,
  image: null,
  userType: 2,
};

export const storyManager: AppHeaderUser = {
  name: 'Marina Costa',
  socialName: 'Mari Costa',
  image: null,
  userType: 4,
};

/** Where the app puts the notifications menu; a plain button shows its place in the header. */
export function NotificationsBellPlaceholder() {
  return (
    <button
      type="button"
      className="inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <BellIcon size="xl" />
      <span className="sr-only">Notificações</span>
    </button>
  );
}
