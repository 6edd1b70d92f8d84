/* eslint-disable citations/no-issue-citations -- the rule's own test cites issues on purpose */
import { describe, expect, it } from 'vitest';
import { ruleLinter } from './ruleLinter';

const lintRule = ruleLinter('citations/no-issue-citations');

/** The citation rule's messages for `code` at `filePath`, as the repository's lint config says. */
async function lint(filePath: string, code: string) {
  return (await lintRule(filePath, code)).map(({ message, line }) => `${line}: ${message}`);
}

const said = (cited: string) =>
  `'${cited}' names an issue: say what the code does and why (a rule's source goes in ` +
  'docs/decisions.md).';

describe('lint: no issue numbers in code, comments or test names', () => {
  it('refuses an issue cited in a comment, a string or a template, anywhere', async () => {
    const code = [
      '// The bag, as Issue 19 asked.',
      "export const title = 'a page past the end settles (issue 29 §2)';",
      '/** Several lines,',
      ' * then issue  7 on the second. */',
      'export const label = `the tabs (issue 17)`;',
    ].join('\n');
    await expect(lint('apps/student/src/shop/bag.ts', code)).resolves.toEqual([
      `1: ${said('Issue 19')}`,
      `2: ${said('issue 29')}`,
      `3: ${said('issue  7')}`,
      `5: ${said('issue 17')}`,
    ]);
    await expect(
      lint('apps/student/e2e/shop/bag.spec.ts', "export const t = 'the bag (issue 19)';\n"),
    ).resolves.toEqual([`1: ${said('issue 19')}`]);
    await expect(
      lint('packages/ui/src/bag/BagPage/BagPage.tsx', '// issue 19\nexport {};\n'),
    ).resolves.toEqual([`1: ${said('issue 19')}`]);
  });

  it('lets the spec be named, and the word issue without a number', async () => {
    const code = [
      '// A known issue of Chromium: the select keeps its first font (spec 1 §5 asks for it).',
      "export const title = 'spec 2 §4: a rating of 0 shows 0';",
    ].join('\n');
    await expect(lint('apps/student/src/shop/bag.ts', code)).resolves.toEqual([]);
  });
});
