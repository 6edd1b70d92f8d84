import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Set to false to let the answers through untouched again. */
    __malformAnswers?: boolean;
  }
}

/**
 * From the next page load on, the JSON answers of the calls whose path matches arrive with every
 * `title` an object instead of a string: a malformed answer the screens do not expect. The demo
 * backend answers inside the page's service worker, out of reach of page.route, so the answer is
 * changed where the portal reads it, at the page's fetch.
 */
export async function malformTitles(page: Page, path: RegExp): Promise<void> {
  await page.addInitScript((source) => {
    const matches = new RegExp(source);
    const malform = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(malform);
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, field]) => [
          key,
          key === 'title' ? { text: field } : malform(field),
        ]),
      );
    };
    const fetchAnswer = window.fetch.bind(window);
    window.__malformAnswers = true;
    window.fetch = async (input, init) => {
      const answer = await fetchAnswer(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (!window.__malformAnswers || !matches.test(url.pathname) || !answer.ok) return answer;
      const body = malform(await answer.json());
      const headers = new Headers(answer.headers);
      headers.delete('content-length');
      return new Response(JSON.stringify(body), { status: answer.status, headers });
    };
  }, path.source);
}

/** The calls answer as the contract says again (no reload: the retry is the page's own). */
export async function answerWellFormed(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__malformAnswers = false;
  });
}
