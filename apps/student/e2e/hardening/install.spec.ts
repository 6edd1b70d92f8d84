import { expect, test } from '../support/test';

type WebManifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; type: string; sizes: string }[];
};

// The brand's primary and canvas colours (packages/ui/src/styles/templates.css).
const BRANDS = [
  { template: 'default', name: 'Decola', theme: '#1d4ed8', background: '#f3f4f6' },
  { template: 'portal', name: 'Portal GTop', theme: '#0b3b60', background: '#eef2f5' },
];

for (const brand of BRANDS) {
  test(`the portal installs as an app of its template: ${brand.template}`, async ({ page }) => {
    await page.goto(`/student/terms?template=${brand.template}`);
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveAttribute('href', `/student/manifest-${brand.template}.webmanifest`);
    const answer = await page.request.get(`/student/manifest-${brand.template}.webmanifest`);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: brand.name,
      short_name: brand.name,
      start_url: '/student/',
      scope: '/student/',
      display: 'standalone',
      theme_color: brand.theme,
      background_color: brand.background,
    });
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toMatch(/^image\/svg\+xml/);
      expect(await file.text()).toContain(`fill="${brand.theme}"`);
    }
  });
}
