import { useEffect, useEffectEvent, useState } from 'react';
import { cn } from '../../lib/cn';
import type { LoadStatus } from '../../lib/status';
import { SectionError } from '../../primitives/SectionError';
import { Spinner } from '../../primitives/Spinner';
import { loadScormRuntime, type ScormRuntime, type ScormRuntimeModule } from './loadScormRuntime';
import {
  changedCmi,
  flatCmi,
  isScormComplete,
  restorableCmi,
  type ScormCheckpoint,
} from './scormCheckpoints';

export type ScormFrameProps = {
  /** The package's launch page (same origin, so it reaches `window.parent.API`). */
  src: string;
  /** The content's title: the frame's accessible name. */
  title: string;
  /** The values saved from earlier sessions (the content's `status.scormCheckpoints`). */
  checkpoints?: readonly ScormCheckpoint[];
  /** Each LMSCommit and LMSFinish: the cmi values changed since the last call, as strings. */
  onCommit?: (pairs: ScormCheckpoint[]) => void;
  /** `cmi.core.lesson_status` committed as 'completed' or 'passed' (once per session). */
  onComplete?: () => void;
  /** Where the runtime comes from; stories hold it back or make it fail. */
  loadRuntime?: () => Promise<ScormRuntimeModule>;
  className?: string;
};

type ScormWindow = Window & { API?: ScormRuntime };

// Off: the runtime would otherwise log every call of the package to the console.
const LOG_LEVEL_NONE = 5;

/**
 * A SCORM 1.2 package in a sandboxed frame, run by scorm-again's runtime, which is set as
 * `window.API` before the frame loads and removed when the frame goes. The runtime calls no
 * server: its commits reach the app through `onCommit`, which saves them.
 */
export function ScormFrame(props: ScormFrameProps) {
  const [attempt, setAttempt] = useState(0);
  // Each attempt (and each package) starts a fresh runtime and frame.
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
  checkpoints,
  onCommit,
  onComplete,
  loadRuntime = loadScormRuntime,
  onRetry,
  className,
}: ScormFrameProps & { onRetry: () => void }) {
  const [runtime, setRuntime] = useState<ScormRuntime | 'failed' | null>(null);
  const [frameLoaded, setFrameLoaded] = useState(false);

  const savedValues = useEffectEvent(() => checkpoints ?? []);
  const commit = useEffectEvent((pairs: ScormCheckpoint[]) => onCommit?.(pairs));
  const complete = useEffectEvent(() => onComplete?.());

  useEffect(() => {
    let cancelled = false;
    let installed: ScormRuntime | null = null;
    loadRuntime().then(
      ({ Scorm12API }) => {
        if (cancelled) return;
        const api = new Scorm12API({ autocommit: false, logLevel: LOG_LEVEL_NONE });
        api.loadFromFlattenedJSON(restorableCmi(savedValues()));
        let sent = flatCmi(api.getFlattenedCMI());
        let completed = isScormComplete(sent['cmi.core.lesson_status']);
        const send = (finishing: boolean) => {
          const now = flatCmi(api.getFlattenedCMI());
          const pairs = changedCmi(now, sent);
          // The time of every session so far, so the next one starts from it.
          if (finishing)
            pairs.push({ key: 'cmi.core.total_time', value: api.cmi.getCurrentTotalTime() });
          sent = now;
          if (pairs.length) commit(pairs);
          if (!completed && isScormComplete(now['cmi.core.lesson_status'])) {
            completed = true;
            complete();
          }
        };
        api.on('LMSCommit', () => send(false));
        api.on('LMSFinish', () => send(true));
        (window as ScormWindow).API = api;
        installed = api;
        setRuntime(api);
      },
      () => !cancelled && setRuntime('failed'),
    );
    return () => {
      cancelled = true;
      const scormWindow = window as ScormWindow;
      if (installed && scormWindow.API === installed) delete scormWindow.API;
    };
  }, [loadRuntime]);

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
          <SectionError text="Não foi possível abrir a atividade." onRetry={onRetry} />
        </div>
      ) : (
        <div className="relative h-[36rem]">
          {runtime && (
            <iframe
              src={src}
              title={title}
              // spec 2 §3 (SCORM): scripts and the same origin, so the package reaches window.parent.API.
              sandbox="allow-scripts allow-same-origin"
              onLoad={() => setFrameLoaded(true)}
              className="size-full border-0"
            />
          )}
          {status === 'loading' && (
            <div className="absolute inset-0 flex items-center justify-center bg-surface">
              <Spinner size="lg" label="Carregando a atividade…" />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
