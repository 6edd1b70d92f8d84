/** The build whose index.html this page was loaded from: its entry script, renamed by every deploy. */
const KEY = 'decola:reloaded-for-build';

export const currentBuild = (): string =>
  document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ??
  '';

let reloadClaimed = false;

/**
 * A chunk missing after a redeploy: one reload fetches the new index.html and its chunks. Not a
 * second one for the same build, whose chunk is missing for another reason (a reload loop
 * otherwise): the key holds the entry script's path, nothing of the learner. A browser refusing
 * storage cannot tell a loop, so it gets the error screen. Idempotent within one page.
 */
export function claimReloadForMissingChunk(): boolean {
  if (reloadClaimed) return true;
  try {
    const build = currentBuild();
    if (sessionStorage.getItem(KEY) === build) return false;
    sessionStorage.setItem(KEY, build);
  } catch {
    return false;
  }
  reloadClaimed = true;
  return true;
}
