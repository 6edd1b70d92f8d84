import { ESLint, type Linter } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * For a lint rule's test: what one rule of the repository's lint config says of some code, linted
 * as if it were the file at a path from the repository's root. Called at the test file's top level,
 * as it registers the config's loading before the tests.
 */
export function ruleLinter(ruleId: string) {
  const eslint = new ESLint({ cwd: repoRoot });
  // Loading the config imports every plugin: seconds on a busy machine, paid once before the tests.
  beforeAll(() => eslint.calculateConfigForFile(`${repoRoot}apps/student/src/main.tsx`), 60_000);
  return async (filePath: string, code: string): Promise<Linter.LintMessage[]> => {
    const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
    return result!.messages.filter((message) => message.ruleId === ruleId);
  };
}
