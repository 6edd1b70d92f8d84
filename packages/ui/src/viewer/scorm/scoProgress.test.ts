import { describe, expect, it } from 'vitest';
import type { ScormPackage } from './manifest/readManifest';
import {
  firstScoToOpen,
  packageRollup,
  scoCheckpoints,
  scoPrefix,
  scoStates,
  withPrefix,
} from './scoProgress';

const sco = (id: string) => ({
  id,
  title: id,
  launchUrl: `https://p/${id}.html`,
  isAsset: false,
  lmsValues: {},
});
const three: ScormPackage = {
  version: '1.2',
  edition: null,
  manifestUrl: 'https://p/imsmanifest.xml',
  title: 'Três módulos',
  scos: [sco('m1'), sco('m2'), sco('m3')],
};
const one: ScormPackage = { ...three, scos: [sco('m1')] };

describe('multi-SCO progress', () => {
  const saved = [
    ...withPrefix([{ key: 'cmi.core.lesson_status', value: 'completed' }], 'sco/m1/'),
    ...withPrefix(
      [
        { key: 'cmi.core.lesson_status', value: 'incomplete' },
        { key: 'cmi.core.lesson_location', value: '2' },
      ],
      'sco/m2/',
    ),
    { key: 'cmi.completion_status', value: 'incomplete' },
  ];

  it("keeps each SCO's values apart, under its item identifier", () => {
    expect(scoPrefix(three, three.scos[1]!)).toBe('sco/m2/');
    expect(scoPrefix(one, one.scos[0]!)).toBe('');
    expect(scoCheckpoints(saved, 'sco/m2/')).toEqual([
      { key: 'cmi.core.lesson_status', value: 'incomplete' },
      { key: 'cmi.core.lesson_location', value: '2' },
    ]);
  });

  it('tells each SCO state and opens the first one not completed', () => {
    const states = scoStates(three, saved);
    expect(states).toEqual({ m1: 'completed', m2: 'started', m3: 'notStarted' });
    expect(firstScoToOpen(three, states).id).toBe('m2');
    expect(firstScoToOpen(three, { m1: 'completed', m2: 'completed', m3: 'completed' }).id).toBe(
      'm1',
    );
  });

  it('reports the share of SCOs completed, and completion once every one is', () => {
    expect(packageRollup(three, scoStates(three, saved))).toEqual([
      { key: 'cmi.completion_status', value: 'incomplete' },
      { key: 'cmi.progress_measure', value: '0.3333333' },
    ]);
    expect(packageRollup(three, { m1: 'completed', m2: 'completed', m3: 'completed' })).toEqual([
      { key: 'cmi.completion_status', value: 'completed' },
      { key: 'cmi.progress_measure', value: '1' },
    ]);
    expect(packageRollup(one, { m1: 'completed' })).toEqual([]);
  });

  it("a single SCO's values are the package's own, never another SCO's", () => {
    expect(scoCheckpoints(saved, '')).toEqual([
      { key: 'cmi.completion_status', value: 'incomplete' },
    ]);
  });
});
