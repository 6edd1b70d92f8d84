/**
 * Seed images are addresses the demo backend itself answers with a generated SVG (see
 * handlers/images.ts): nothing is loaded from the internet, and the database stays small.
 */
export type DemoImageKind =
  | 'course'
  | 'banner'
  | 'school'
  | 'track'
  | 'pill'
  | 'event'
  | 'interest'
  | 'product'
  | 'avatar'
  | 'instructor'
  | 'notification'
  | 'supporter';

export const DEMO_IMAGE_BASE = '/student/demo/img';

export function demoImage(kind: DemoImageKind, id: number): string {
  return `${DEMO_IMAGE_BASE}/${kind}-${id}.svg`;
}
