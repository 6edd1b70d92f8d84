import { isYouTubeVideoId } from '@decola/domain';
import { describe, expect, it } from 'vitest';
import { seedLearning } from '../learning';
import { todayAt } from '../today';
import { VIDEO, videoFileUrl } from './demoFiles';

const TODAY = todayAt(new Date('2026-03-16T13:00:00-03:00'));

describe('the learning seed', () => {
  const seed = seedLearning(TODAY);

  it('is the same for the same day, and loads nothing from the internet', () => {
    expect(JSON.stringify(seedLearning(TODAY))).toBe(JSON.stringify(seed));
    expect(JSON.stringify(seed)).not.toMatch(/https?:/);
  });

  it('follows the shared id conventions', () => {
    expect(seed.schools.map((school) => school.name)).toEqual([
      'Corporativa',
      'Operações',
      'Administração',
      'Gestão e liderança',
      'Mercado',
      'Ferramentas',
    ]);
    expect(seed.courseTracks.map((track) => track.id)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
    expect(seed.courseTracks.every((track) => track.schoolId === Math.ceil(track.id / 5))).toBe(
      true,
    );
    expect(seed.courses.map((course) => course.id)).toEqual(
      Array.from({ length: 85 }, (_, index) => index + 1),
    );
    for (const course of seed.courses) {
      const own = seed.contents.filter((content) => content.courseId === course.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.map((content) => content.id)).toEqual(
        own.map((_, index) => course.id * 100 + index + 1),
      );
      expect(course.duration).toBe(own.reduce((sum, content) => sum + content.duration, 0));
    }
    const classContents = seed.contents.filter((content) => content.provider === 'event');
    expect(classContents.map((content) => content.id)).toEqual([
      1101, 1102, 1103, 1201, 1202, 1203, 2101, 2102, 2103,
    ]);
    expect(seed.instructors.map((instructor) => instructor.id)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
    expect(seed.pills).toHaveLength(16);
  });

  it('has every content kind, YouTube ones with their id and a local video to fall back on', () => {
    expect(new Set(seed.contents.map((content) => content.type))).toEqual(new Set([1, 2, 3, 4, 5]));
    const localVideos = VIDEO.map(videoFileUrl);
    for (const video of seed.contents.filter((content) => content.type === 1)) {
      expect(isYouTubeVideoId(video.code)).toBe(true);
      expect(localVideos).toContain(video.file);
    }
    for (const pill of seed.pills) expect(pill.url.split('/').at(-1)).toBe(pill.youtube);
    expect(seed.contents.some((content) => !content.isReleased)).toBe(true);
    expect(seed.contents.some((content) => content.isBlocked)).toBe(true);
  });

  it('gives the aluno finished, in-progress and not-started courses', () => {
    const enrollments = seed.learners['1']!.enrollments;
    expect(enrollments.filter((enrollment) => enrollment.finishedAt)).toHaveLength(7);
    expect(enrollments.filter((enrollment) => !enrollment.finishedAt)).toHaveLength(10);
    const mandatory = seed.courseTracks.filter((track) => track.isRequired);
    expect(mandatory.map((track) => track.id)).toEqual([1, 6, 16]);
  });

  it('has a course with more than a page of comments', () => {
    const comments = seed.contentRatings.filter(
      (rating) => rating.courseId === 4 && rating.message,
    );
    expect(comments.length).toBeGreaterThan(15);
  });
});
