/** Answered with a generated SVG (handlers/images.ts): no internet, and a small database. */
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
