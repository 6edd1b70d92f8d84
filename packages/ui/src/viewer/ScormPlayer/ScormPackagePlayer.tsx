import { useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { isScoComplete, type ScormCheckpoint } from '../scorm/checkpoints';
import type { ScormPackage, ScormSco } from '../scorm/manifest/readManifest';
import type { LoadScormRuntime, NavRequest } from '../scorm/runtime';
import {
  firstScoToOpen,
  packageRollup,
  scoCheckpoints,
  scoPrefix,
  scoStates,
  valuesOf,
  withPrefix,
} from '../scorm/scoProgress';
import { ScormFrame } from '../ScormFrame/ScormFrame';
import { SCO_LIST_TEXT, ScoList } from '../ScoList/ScoList';

type Props = {
  pkg: ScormPackage;
  title: string;
  checkpoints?: readonly ScormCheckpoint[];
  onCommit?: (pairs: ScormCheckpoint[]) => void;
  onComplete?: () => void;
  loadRuntime?: LoadScormRuntime;
  className?: string;
};

/** Saved values with the newer ones over them, key by key. */
function merged(saved: readonly ScormCheckpoint[], newer: readonly ScormCheckpoint[]) {
  const byKey = new Map(saved.map((pair) => [pair.key, pair.value]));
  for (const { key, value } of newer) byKey.set(key, value);
  return [...byKey].map(([key, value]) => ({ key, value }));
}

/** An asset never talks to the runtime: it is complete once it has been shown. */
const ASSET_SHOWN = { '1.2': 'cmi.core.lesson_status', '2004': 'cmi.completion_status' } as const;

/**
 * The SCOs of one package, one at a time. A SCO that ends its session moves on: to where it asked
 * (SCORM 2004's navigation requests), or, once completed, to the next SCO not completed yet.
 */
export function ScormPackagePlayer({
  pkg,
  title,
  checkpoints = [],
  onCommit,
  onComplete,
  loadRuntime,
  className,
}: Props) {
  const [known, setKnown] = useState<readonly ScormCheckpoint[]>(checkpoints);
  const knownRef = useRef(known);
  const states = useMemo(() => scoStates(pkg, known), [pkg, known]);
  const [current, setCurrent] = useState(() => ({
    id: firstScoToOpen(pkg, scoStates(pkg, checkpoints)).id,
    launch: 0,
  }));
  const currentRef = useRef(current);
  const reported = useRef(false);
  const several = pkg.scos.length > 1;

  const open = (id: string) => {
    currentRef.current = { id, launch: currentRef.current.launch + 1 };
    setCurrent(currentRef.current);
  };

  const save = (sco: ScormSco, pairs: ScormCheckpoint[]) => {
    const prefixed = withPrefix(pairs, scoPrefix(pkg, sco));
    const before = valuesOf(knownRef.current);
    const next = merged(knownRef.current, prefixed);
    const rollup = packageRollup(pkg, scoStates(pkg, next)).filter(
      ({ key, value }) => before[key] !== value,
    );
    knownRef.current = merged(next, rollup);
    setKnown(knownRef.current);
    onCommit?.([...prefixed, ...rollup]);
    if (
      several &&
      !reported.current &&
      Object.values(scoStates(pkg, next)).every((state) => state === 'completed')
    ) {
      reported.current = true;
      onComplete?.();
    }
  };

  const ended = (sco: ScormSco, launch: number, request: NavRequest | null) => {
    // A SCO the learner left for another (or the content) ends too: that is no request.
    if (currentRef.current.id !== sco.id || currentRef.current.launch !== launch) return;
    const index = pkg.scos.indexOf(sco);
    let target: ScormSco | undefined;
    if (request?.kind === 'next') target = pkg.scos[index + 1];
    else if (request?.kind === 'previous') target = pkg.scos[index - 1];
    else if (request?.kind === 'choice')
      target = pkg.scos.find((item) => item.id === request.target);
    else if (several) {
      const values = valuesOf(scoCheckpoints(knownRef.current, scoPrefix(pkg, sco)));
      const nowStates = scoStates(pkg, knownRef.current);
      if (isScoComplete(pkg.version, values))
        target = [...pkg.scos.slice(index + 1), ...pkg.scos.slice(0, index)].find(
          (item) => nowStates[item.id] !== 'completed',
        );
    }
    if (target) open(target.id);
  };

  const sco = pkg.scos.find((item) => item.id === current.id) ?? pkg.scos[0]!;
  const index = pkg.scos.indexOf(sco);
  const prefix = scoPrefix(pkg, sco);
  const frame = (
    <ScormFrame
      key={`${sco.id}:${current.launch}`}
      src={sco.launchUrl}
      title={several ? sco.title : title}
      version={pkg.version}
      checkpoints={scoCheckpoints(known, prefix)}
      lmsValues={sco.lmsValues}
      navigation={{
        previous: index > 0,
        next: index < pkg.scos.length - 1,
        targets: pkg.scos.map((item) => item.id),
      }}
      onCommit={(pairs) => save(sco, pairs)}
      onComplete={several ? undefined : onComplete}
      onEnd={(request) => ended(sco, current.launch, request)}
      onFrameLoad={() => {
        if (sco.isAsset && states[sco.id] !== 'completed')
          save(sco, [{ key: ASSET_SHOWN[pkg.version], value: 'completed' }]);
      }}
      loadRuntime={loadRuntime}
      className={several ? undefined : className}
    />
  );
  if (!several) return frame;
  return (
    <section
      aria-label={title}
      data-slot="scorm-player"
      data-status="ready"
      className={cn('flex flex-col gap-3', className)}
    >
      <ScoList
        items={pkg.scos.map((item) => ({
          id: item.id,
          title: item.title,
          state: states[item.id] ?? 'notStarted',
        }))}
        currentId={sco.id}
        onSelect={open}
      />
      <p role="status" className="sr-only">{`${SCO_LIST_TEXT.current}: ${sco.title}`}</p>
      {frame}
    </section>
  );
}
