import type { Page } from '@playwright/test';

type ReportingWindow = Window & { __reportCspViolation(text: string): Promise<void> };

/**
 * Every Content-Security-Policy violation the page meets from now on, across navigations: the
 * page's `securitypolicyviolation` events and Chromium's console lines about a refused load, the
 * service worker's included.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile || 'page'}:${event.lineNumber}`;
      void (window as unknown as ReportingWindow).__reportCspViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${where})`,
      );
    });
  });
  // The context's console has the demo's service worker too, whose policy is its own.
  page.context().on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/**
 * The YouTube IFrame API as the portal meets it, without the internet: its loader brings the player
 * script from the same host, whose players put an iframe of the host they are given. Routed on the
 * context: the demo's service worker fetches the page's requests itself.
 */
export async function standInYouTube(page: Page): Promise<void> {
  const context = page.context();
  await context.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `const script = document.createElement('script');
script.src = 'https://www.youtube.com/s/player/stand-in/www-widgetapi.js';
document.head.append(script);`,
    }),
  );
  await context.route('https://www.youtube.com/s/player/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.YT = {
  PlayerState: { ENDED: 0, PLAYING: 1 },
  Player: class {
    constructor(element, options) {
      this.frame = document.createElement('iframe');
      this.frame.src = (options.host || 'https://www.youtube.com') + '/embed/' + options.videoId;
      element.replaceWith(this.frame);
      setTimeout(() => options.events?.onReady?.({ target: this }));
    }
    playVideo() {}
    pauseVideo() {}
    destroy() { this.frame.remove(); }
    getIframe() { return this.frame; }
  },
};
window.onYouTubeIframeAPIReady?.();`,
    }),
  );
  await context.route(/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>YouTube</title>' }),
  );
}
