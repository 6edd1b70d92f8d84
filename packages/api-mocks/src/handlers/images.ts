import { initialsOf } from '@decola/domain';
import { http as untypedHttp, HttpResponse } from 'msw';
import { database } from '../db/store';
import { DEMO_IMAGE_BASE } from '../seed/images';

/** Hue and a short label per image kind, so a card's picture tells what it shows. */
const KINDS: Record<string, { hue: number; label: string }> = {
  course: { hue: 220, label: 'Curso' },
  banner: { hue: 205, label: 'Curso' },
  school: { hue: 265, label: 'Escola' },
  track: { hue: 190, label: 'Trilha' },
  pill: { hue: 330, label: 'Pílula' },
  event: { hue: 20, label: 'Evento' },
  interest: { hue: 150, label: 'Interesse' },
  product: { hue: 45, label: 'Loja' },
  avatar: { hue: 200, label: '' },
  instructor: { hue: 170, label: '' },
  notification: { hue: 280, label: 'Aviso' },
  supporter: { hue: 0, label: 'Apoio' },
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A 16:9 picture (a square for people) drawn from the kind and the id: same input, same image. */
export function demoImageSvg(kind: string, id: number): string {
  const { hue, label } = KINDS[kind] ?? { hue: 210, label: '' };
  const shifted = (hue + id * 23) % 360;
  if (kind === 'avatar' || kind === 'instructor') {
    const person =
      kind === 'avatar'
        ? database().users.find((user) => user.id === id)
        : database().instructors.find((instructor) => instructor.id === id);
    const text = escapeXml(person ? initialsOf(person.name) : `#${id}`);
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><rect width="96" height="96" fill="hsl(${shifted} 55% 42%)"/><text x="48" y="58" font-family="sans-serif" font-size="32" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${shifted} 65% 45%)"/><stop offset="1" stop-color="hsl(${(shifted + 40) % 360} 70% 30%)"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><circle cx="${60 + ((id * 37) % 200)}" cy="${40 + ((id * 53) % 100)}" r="${40 + ((id * 11) % 50)}" fill="#fff" fill-opacity="0.12"/><path d="M0 140 Q80 ${100 + ((id * 7) % 40)} 160 140 T320 140 V180 H0 Z" fill="#fff" fill-opacity="0.15"/><text x="20" y="160" font-family="sans-serif" font-size="16" font-weight="600" fill="#fff" fill-opacity="0.9">${escapeXml(label)}</text></svg>`;
}

/** Answers the seed's image addresses (`/student/demo/img/<kind>-<id>.svg`). */
export const imageHandler = untypedHttp.get(`*${DEMO_IMAGE_BASE}/:file`, ({ params }) => {
  const match = String(params.file).match(/^([a-z]+)-(\d+)\.svg$/);
  if (!match) return new HttpResponse(null, { status: 404 });
  return new HttpResponse(demoImageSvg(match[1]!, Number(match[2])), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
  });
});
