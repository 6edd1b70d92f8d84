import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { openPackage, type PackageOpening } from '../scorm/openPackage';
import { ScormPlayer, type ScormPlayerProps } from './ScormPlayer';

/** The demo's packages (apps/student/public/demo/README.md), as stories open them. */
export const DEMO_PACKAGES = {
  scorm2004: '/student/demo/scorm/indicadores-de-seguranca/imsmanifest.xml',
  threeScos: '/student/demo/scorm/do-dado-ao-painel/',
  broken: '/student/demo/scorm/relatorio-de-medicao/imsmanifest.xml',
  launchPage: '/student/demo/scorm/seguranca-no-canteiro/index.html',
  missing: '/student/demo/scorm/pacote-que-nao-existe/',
} as const;

/** What the app does: opens the content's file with the browser's fetch, then plays it. */
export function OpenedScormPlayer({
  file,
  ...props
}: Omit<ScormPlayerProps, 'opening'> & { file: string }) {
  const [opening, setOpening] = useState<PackageOpening | null>(null);
  useEffect(() => {
    let cancelled = false;
    void openPackage(file, {
      baseUrl: window.location.href,
      fetch: (url, init) => window.fetch(url, init),
    }).then((opened) => !cancelled && setOpening(opened));
    return () => {
      cancelled = true;
    };
  }, [file]);
  return <ScormPlayer opening={opening} {...props} />;
}

type Canvas = ReturnType<typeof within>;

/** The SCO's page in the frame named `frameTitle`, once its runtime is there and it has loaded. */
export async function scoBody(canvas: Canvas, frameTitle: string) {
  const frame = (await canvas.findByTitle(frameTitle, undefined, {
    timeout: 10_000,
  })) as HTMLIFrameElement;
  const region = frame.closest('section')!;
  await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
  await waitFor(() => expect(frame.contentDocument?.body.childElementCount).toBeGreaterThan(0));
  return within(frame.contentDocument!.body);
}

/** Every value committed so far, the latest of each key. */
export const committedBy = (
  calls: ReadonlyArray<readonly [Array<{ key: string; value: string }>]>,
) => Object.fromEntries(calls.flatMap(([pairs]) => pairs.map((pair) => [pair.key, pair.value])));

/**
 * A click inside a SCO's frame. The portal replaces the frame when a SCO ends, and user-event's
 * pointer, still over the element of the frame gone, would then fail on the next click anywhere.
 */
export const press = (element: HTMLElement) => element.click();
