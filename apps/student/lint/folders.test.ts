import { describe, expect, it } from 'vitest';
import { ruleLinter } from './ruleLinter';

const lintRule = ruleLinter('student-folders/no-foreign-imports');

/** What the repository's lint config says of the app's folder rule about `code` at `filePath`. */
async function lint(filePath: string, code: string) {
  return (await lintRule(filePath, code)).map(({ message }) => message);
}

const otherRoute = (importer: string, imported: string) =>
  `Route ${importer} imports route ${imported}: move what both use to src/common/ or ` +
  "to the area's folder beside routes/ (courses/, shop/, viewer/…).";
const COMMON_UP =
  'src/common/ is what routes share: it imports neither routes/ nor app/ (the app and its router).';

describe('lint: the app keeps its routes apart and common/ below them', () => {
  it('refuses a route importing another route, however it is reached', async () => {
    await expect(
      lint(
        'apps/student/src/routes/product/ProductArea.tsx',
        "import { x } from '../shop/useAddToBag';\nexport const y = () => import('../course');\nexport { x };\n",
      ),
    ).resolves.toEqual([otherRoute('product', 'shop'), otherRoute('product', 'course')]);
    await expect(
      lint('apps/student/src/routes/terms.tsx', "export { Component } from './not-found';\n"),
    ).resolves.toEqual([otherRoute('terms', 'not-found')]);
  });

  it("lets a route import its own files, common/ and the areas' folders", async () => {
    await expect(
      lint(
        'apps/student/src/routes/product/ProductArea.tsx',
        "import { a } from './ProductGallery';\nimport { b } from '../../common/AreaBoundary';\n" +
          "import { c } from '../../shop/useAddToBag';\nexport { a, b, c };\n",
      ),
    ).resolves.toEqual([]);
  });

  it('refuses common/ importing a route or app/', async () => {
    await expect(
      lint(
        'apps/student/src/common/useRedirect.ts',
        "import { a } from '../app/queryClient';\nimport { b } from '../routes/terms';\nexport { a, b };\n",
      ),
    ).resolves.toEqual([COMMON_UP, COMMON_UP]);
  });
});
