import { describe, expect, it } from 'vitest';
import { buildCalendarFile, calendarFileName, calendarMoment } from './calendarFile';

const NOW = new Date(Date.UTC(2026, 10, 26, 14, 5, 7));

/** Unfolds the lines (RFC 5545 §3.1) and reads each property, as a calendar app does. */
function parse(file: string): Record<string, string>[] {
  const lines = file.split('\r\n').reduce<string[]>((all, line) => {
    if (line.startsWith(' ')) all[all.length - 1] += line.slice(1);
    else all.push(line);
    return all;
  }, []);
  const events: Record<string, string>[] = [];
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') events.push({});
    else if (events.length && !line.startsWith('END:')) {
      const colon = line.indexOf(':');
      events[events.length - 1]![line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

describe('buildCalendarFile', () => {
  const sipat = {
    uid: 'decola-evento-1-turma-11@decola.dev',
    title: 'SIPAT – Turma presencial',
    start: '2026-11-25T11:00:00.000Z',
    end: '2026-11-29T20:00:00.000Z',
    description: 'Palestras, oficinas; simulado.\nTraga o EPI, por favor.',
    location: 'Rua Domingos de Morais, 2187, São Paulo - SP',
    url: 'https://decola.dev/student/event/1/class/11',
  };

  it('is a VCALENDAR of VEVENTs with CRLF line ends and UTC times', () => {
    const file = buildCalendarFile([sipat], NOW);
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const [event] = parse(file);
    expect(event).toMatchObject({
      UID: sipat.uid,
      DTSTAMP: '20261126T140507Z',
      DTSTART: '20261125T110000Z',
      DTEND: '20261129T200000Z',
      SUMMARY: 'SIPAT – Turma presencial',
      URL: sipat.url,
    });
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const [event] = parse(buildCalendarFile([{ ...sipat, title: 'A\\B' }], NOW));
    expect(event!.DESCRIPTION).toBe(
      'Palestras\\, oficinas\\; simulado.\\nTraga o EPI\\, por favor.',
    );
    expect(event!.LOCATION).toBe('Rua Domingos de Morais\\, 2187\\, São Paulo - SP');
    expect(event!.SUMMARY).toBe('A\\\\B');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const long = 'Formação em segurança — ação, prevenção e atenção 🦺. '.repeat(6);
    const file = buildCalendarFile([{ ...sipat, description: long }], NOW);
    const encoder = new TextEncoder();
    for (const line of file.split('\r\n')) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(file.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
    expect(parse(file)[0]!.DESCRIPTION).toBe(long.trim().replace(/,/g, '\\,'));
  });

  it('lasts an hour without an end after the start, and leaves out empty fields', () => {
    const [event] = parse(
      buildCalendarFile(
        [
          {
            uid: 'x',
            title: 'Palestra',
            start: '2026-12-01T18:00:00.000Z',
            end: '2026-12-01T17:00:00.000Z',
            description: '  ',
            location: null,
          },
        ],
        NOW,
      ),
    );
    expect(event!.DTEND).toBe('20261201T190000Z');
    expect(Object.keys(event!)).not.toEqual(expect.arrayContaining(['DESCRIPTION']));
    expect(event).not.toHaveProperty('LOCATION');
    expect(event).not.toHaveProperty('URL');
    const [noEnd] = parse(buildCalendarFile([{ uid: 'y', title: 'P', start: NOW }], NOW));
    expect(noEnd!.DTEND).toBe('20261126T150507Z');
  });

  it('leaves out an event without a real start', () => {
    const file = buildCalendarFile([{ uid: 'z', title: 'Sem data', start: 'a definir' }], NOW);
    expect(parse(file)).toEqual([]);
    expect(file).toContain('END:VCALENDAR');
  });
});

describe('calendarMoment', () => {
  it("is the day at the local hour (the learner's, São Paulo in these tests)", () => {
    expect(calendarMoment('2026-12-03', '08:30')?.toISOString()).toBe('2026-12-03T11:30:00.000Z');
    expect(calendarMoment('2026-12-03', '17:00:00')?.toISOString()).toBe(
      '2026-12-03T20:00:00.000Z',
    );
  });

  it('is null without a day or an hour', () => {
    expect(calendarMoment(null, '08:00')).toBeNull();
    expect(calendarMoment('2026-12-03', undefined)).toBeNull();
    expect(calendarMoment('2026-02-30', '08:00')).toBeNull();
  });
});

describe('calendarFileName', () => {
  it('is the title without accents or symbols', () => {
    expect(calendarFileName('SIPAT – Turma presencial: Obra Vila Mariana')).toBe(
      'sipat-turma-presencial-obra-vila-mariana.ics',
    );
    expect(calendarFileName('Formação de Líderes')).toBe('formacao-de-lideres.ics');
  });

  it('stays short and never empty', () => {
    expect(calendarFileName('—')).toBe('evento.ics');
    const name = calendarFileName('palavra '.repeat(20));
    expect(name.length).toBeLessThanOrEqual(64);
    expect(name).toMatch(/^[a-z0-9-]+[a-z0-9]\.ics$/);
  });
});
