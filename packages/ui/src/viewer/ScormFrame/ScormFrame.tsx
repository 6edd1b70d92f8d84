import { useEffect, useEffectEvent, useState } from 'react';
import { cn } from '../../lib/cn';
import type { LoadStatus } from '../../lib/asyncState';
import { SectionError } from '../../primitives/SectionError';
import { Spinner } from '../../primitives/Spinner';
import type { ScormCheckpoint } from '../scorm/checkpoints';
import type { ScormVersion } from '../scorm/manifest/schema';
import { SCORM_TEXT } from '../scorm/problems';
import {
  loadScormRuntime,
  startSession,
  type LoadScormRuntime,
  type NavRequest,
  type ScormSessionRuntime,
} from '../scorm/runtime';

export type ScormFrameProps = {
  /** The SCO's launch page (same origin, so it reaches `window.parent.API`). */
  src: string;
  /** The frame's accessible name: the content's title, or the SCO's in a package of several. */
  title: string;
  /** The runtime the manifest names: 1.2 sets `window.API`, 2004 `window.API_1484_11`. */
  version?: ScormVersion;
  /** This SCO's values saved from earlier sessions. */
  checkpoints?: readonly ScormCheckpoint[];
  /** What the LMS gives the SCO from the manifest (mastery score, launch data…). */
  lmsValues?: Record<string, string>;
  /** The SCOs around it, for SCORM 2004's `adl.nav.request_valid`. */
  navigation?: { previous: boolean; next: boolean; targets: readonly string[] };
  /** Each commit and the end of the session: the cmi values changed since the last call. */
  onCommit?: (pairs: ScormCheckpoint[]) => void;
  /** The SCO reported completed or passed (once per session). */
  onComplete?: () => void;
  /** The SCO ended its session, with where it asked to go (SCORM 2004). */
  onEnd?: (request: NavRequest | null) => void;
  /** The launch page has loaded in the frame. */
  onFrameLoad?: () => void;
  /** Where the runtime comes from; stories hold it back or make it fail. */
  loadRuntime?: LoadScormRuntime;
  className?: string;
};

type ScormWindow = Window & Partial<Record<ScormSessionRuntime['global'], object>>;

const ALONE = { previous: false, next: false, targets: [] };

/**
 * A SCO in a frame, run by scorm-again's runtime of its version, which is set on the window
 * before the frame loads and removed when the frame goes (the SCO's last commit, on its page's
 * `pagehide`, still reaches it).
 */
export function ScormFrame(props: ScormFrameProps) {
  const [attempt, setAttempt] = useState(0);
  // Each attempt (and each SCO) starts a fresh runtime and frame.
  return (
    <ScormSession
      key={`${attempt}:${props.src}`}
      {...props}
      onRetry={() => setAttempt((value) => value + 1)}
    />
  );
}

function ScormSession({
  src,
  title,
  version = '1.2',
  checkpoints,
  lmsValues,
  navigation = ALONE,
  onCommit,
  onComplete,
  onEnd,
  onFrameLoad,
  loadRuntime = loadScormRuntime,
  onRetry,
  className,
}: ScormFrameProps & { onRetry: () => void }) {
  const [runtime, setRuntime] = useState<ScormSessionRuntime | 'failed' | null>(null);
  const [frameLoaded, setFrameLoaded] = useState(false);

  const options = useEffectEvent(() => ({
    version,
    saved: checkpoints ?? [],
    lmsValues: lmsValues ?? {},
    navigation,
  }));
  const commit = useEffectEvent((pairs: ScormCheckpoint[]) => onCommit?.(pairs));
  const complete = useEffectEvent(() => onComplete?.());
  const end = useEffectEvent((request: NavRequest | null) => onEnd?.(request));

  useEffect(() => {
    let cancelled = false;
    let installed: ScormSessionRuntime | null = null;
    loadRuntime(version).then(
      (module) => {
        if (cancelled) return;
        try {
          installed = startSession(module, {
            ...options(),
            onCommit: commit,
            onComplete: complete,
            onEnd: end,
          });
        } catch {
          setRuntime('failed');
          return;
        }
        (window as ScormWindow)[installed.global] = installed.api;
        setRuntime(installed);
      },
      () => !cancelled && setRuntime('failed'),
    );
    return () => {
      cancelled = true;
      const scormWindow = window as ScormWindow;
      if (installed && scormWindow[installed.global] === installed.api)
        delete scormWindow[installed.global];
    };
  }, [loadRuntime, version]);

  const status: LoadStatus =
    runtime === 'failed' ? 'error' : runtime && frameLoaded ? 'ready' : 'loading';

  return (
    <section
      aria-label={title}
      aria-busy={status === 'loading' || undefined}
      data-slot="scorm-frame"
      data-status={status}
      className={cn('overflow-hidden rounded-card border border-line bg-surface', className)}
    >
      {status === 'error' ? (
        <div className="p-4">
          <SectionError text={SCORM_TEXT.unreachable} onRetry={onRetry} />
        </div>
      ) : (
        <div className="relative h-[36rem]">
          {runtime && (
            <iframe
              src={src}
              title={title}
              // What packages need (docs/security.md): their scripts and forms, the same origin
              // (to reach window.parent.API), windows they open and their dialogs.
              sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals allow-downloads"
              allow="fullscreen; autoplay"
              allowFullScreen
              onLoad={() => {
                setFrameLoaded(true);
                onFrameLoad?.();
              }}
              className="size-full border-0"
            />
          )}
          {status === 'loading' && (
            <div className="absolute inset-0 flex items-center justify-center bg-surface">
              <Spinner size="lg" label={SCORM_TEXT.loading} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
