import type { Page, Request } from '@playwright/test';
import { contentPath, CONTENTS } from '../viewer/viewerSupport';

/** A video of the viewer's course: one colleague rated it (the course's five ratings spread over its seven open contents), nobody asked a doubt yet. */
export const RATED_CONTENT = contentPath(CONTENTS.video);
const RATED_ID = CONTENTS.video;

/** The calls of the content's ratings or doubts the page sends from now on. */
export function sentCalls(page: Page, path: 'ratings' | 'doubts' | 'questions') {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/contents/${RATED_ID}/${path}`))
      calls.push(request);
  });
  return calls;
}

/** The deletes of the content's ratings the page sends from now on. */
export function ratingDeletes(page: Page) {
  const calls: Request[] = [];
  const rating = new RegExp(`/contents/${RATED_ID}/rating/\\d+$`);
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && rating.test(request.url())) calls.push(request);
  });
  return calls;
}
