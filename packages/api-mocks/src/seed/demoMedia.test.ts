import { LIMITS } from '@decola/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mp3Seconds, mp4Seconds } from '../testing/mediaLength';
import { seedDatabase } from './database';
import { AUDIO, DEMO_FILES_BASE, MEDIA_SECONDS, VIDEO } from './learning/demoFiles';
import { todayAt } from './today';

// A person trying the demo can finish every course: each video and audio content
// lasts what its file plays, and its minimum is reached by playing that file to the end.

const PUBLIC_DEMO = new URL('../../../../apps/student/public/demo/', import.meta.url);
const TODAY = todayAt(new Date('2026-03-16T13:00:00-03:00'));
const SAVE_EVERY = LIMITS.progressSaveIntervalMs / 1000;

/** The file's length, read from its header. */
function fileSeconds(address: string): number {
  const bytes = readFileSync(new URL(address.slice(`${DEMO_FILES_BASE}/`.length), PUBLIC_DEMO));
  return address.endsWith('.mp4') ? mp4Seconds(bytes) : mp3Seconds(bytes);
}

describe("the demo's media", () => {
  it('the table of lengths is what each file’s header says', () => {
    const files = [
      ...AUDIO.map((name) => [name, `${DEMO_FILES_BASE}/audio/${name}`] as const),
      ...VIDEO.map((name) => [name, `${DEMO_FILES_BASE}/video/${name}`] as const),
    ];
    for (const [name, address] of files)
      expect(fileSeconds(address), name).toBeCloseTo(MEDIA_SECONDS[name], 1);
  });

  const database = seedDatabase(TODAY);

  it('every video and audio content lasts what its file plays, its minimum saved before the end', () => {
    const media = database.contents.filter((content) => content.type === 1 || content.type === 5);
    expect(media.length).toBeGreaterThan(0);
    for (const content of media) {
      const name = `${content.provider} content ${content.id}`;
      const seconds = fileSeconds(content.file!);
      expect(content.duration, name).toBe(Math.floor(seconds));
      expect(content.minDuration, name).toBeGreaterThan(0);
      // Progress counts at each save while it plays at normal speed: the last one before the end.
      expect(content.minDuration!, name).toBeLessThanOrEqual(
        Math.floor(seconds / SAVE_EVERY) * SAVE_EVERY,
      );
    }
  });

  it('every other content finishes without a minimum to watch, and every exercise can be passed', () => {
    const others = database.contents.filter((content) => content.type !== 1 && content.type !== 5);
    expect(others.length).toBeGreaterThan(0);
    for (const content of others) expect(content.minDuration, String(content.id)).toBeNull();
    for (const exercise of database.exercises) {
      expect(exercise.minCorrectAnswers).toBeLessThanOrEqual(exercise.questions.length);
      expect(exercise.maximumTime).toBeGreaterThan(0);
    }
  });

  it('a learner’s checkpoint on a media content never lies past its end', () => {
    for (const [userId, learner] of Object.entries(database.learners))
      for (const [key, progress] of Object.entries(learner.contents)) {
        const [provider, id] = key.split(':');
        const content = database.contents.find(
          (candidate) => candidate.provider === provider && candidate.id === Number(id),
        )!;
        if (progress.status.checkpoint !== null && (content.type === 1 || content.type === 5))
          expect(progress.status.checkpoint, `${userId} ${key}`).toBeLessThanOrEqual(
            content.duration,
          );
      }
  });
});
