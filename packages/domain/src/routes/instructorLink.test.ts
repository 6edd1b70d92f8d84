import { describe, expect, it } from 'vitest';
import { instructorTarget, readInstructorQuery, safeInstructorPhoto } from './instructorLink';
import { routeHref } from './routePaths';

describe('instructorTarget', () => {
  it('links to the instructor with the name and photo in the query', () => {
    expect(
      routeHref(
        instructorTarget({ id: 4, name: 'Juliana Tavares', image: '/student/demo/img/i-4.svg' }),
      ),
    ).toBe(
      '/student/details-courses-instructors/4?name=Juliana%20Tavares&photo=%2Fstudent%2Fdemo%2Fimg%2Fi-4.svg',
    );
  });

  it('leaves out a missing or unsafe photo', () => {
    expect(instructorTarget({ id: 1, name: 'Ana', image: null }).query).toEqual({ name: 'Ana' });
    expect(instructorTarget({ id: 1, name: 'Ana', image: 'javascript:alert(1)' }).query).toEqual({
      name: 'Ana',
    });
  });
});

describe('safeInstructorPhoto', () => {
  it('keeps a path of this site and an https address', () => {
    expect(safeInstructorPhoto('/student/demo/img/instructor-1.svg')).toBe(
      '/student/demo/img/instructor-1.svg',
    );
    expect(safeInstructorPhoto('https://cdn.example.com/a.png')).toBe(
      'https://cdn.example.com/a.png',
    );
  });

  it('refuses other schemes, other hosts without https, and odd characters', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://example.com/a.png',
      '//evil.example/a.png',
      '/a b.png',
      '/a".png',
      '',
      null,
      42,
    ]) {
      expect(safeInstructorPhoto(value)).toBeNull();
    }
  });
});

describe('readInstructorQuery', () => {
  it('reads the name and a safe photo', () => {
    expect(
      readInstructorQuery(new URLSearchParams('name=%20Ana%20&photo=%2Fstudent%2Fa.svg')),
    ).toEqual({ name: 'Ana', photo: '/student/a.svg' });
  });

  it('gives nothing for a missing or blank name and an unsafe photo', () => {
    expect(readInstructorQuery(new URLSearchParams('name=%20&photo=javascript:x'))).toEqual({
      name: null,
      photo: null,
    });
  });
});
