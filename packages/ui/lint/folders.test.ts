import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

// Loading the config imports every plugin: seconds on a busy machine, paid once before the tests.
beforeAll(() => eslint.calculateConfigForFile(`${repoRoot}packages/ui/src/index.ts`), 60_000);

/** What the repository's lint config says of the ui folder rules about `code` at `filePath`. */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return result!.messages
    .filter(({ ruleId }) => ruleId?.startsWith('ui-folders/'))
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

const foreignShared = (area: string) => ({
  ruleId: 'ui-folders/no-foreign-shared',
  message:
    `${area}/shared/ serves the ${area} area only: move what other areas use to a ` +
    'primitive (primitives/<Name>/) or a package-wide folder (cards/, forms/, lib/).',
});

const pointsDown = (base: string, area: string) => ({
  ruleId: 'ui-folders/base-points-down',
  message:
    `${base}/ sits below the areas and imports none (${area}/ here): move what it needs ` +
    `from ${area}/ down beside it, or move this file up into the area that uses it.`,
});

const storyOnly = {
  ruleId: 'ui-folders/story-only',
  message:
    'src/storybook/ holds what only stories use: import it from a *.stories.tsx file, ' +
    'never from a component (nor would the public stylesheet see its classes).',
};

describe("lint: an area's shared/ serves that area only", () => {
  it("refuses an import of another area's shared/", async () => {
    await expect(
      lint(
        'packages/ui/src/event/EventCard/EventCard.tsx',
        "import { PageFrame } from '../../shell/shared/PageFrame';\nexport { PageFrame };\n",
      ),
    ).resolves.toEqual([foreignShared('shell')]);
  });

  it('refuses it however it is reached: a re-export, a dynamic import, a package-wide folder', async () => {
    await expect(
      lint(
        'packages/ui/src/search/GlobalSearchResults/parts.ts',
        "export { CardSkeletons } from '../../dashboard/shared/CardSkeletons';\n",
      ),
    ).resolves.toEqual([foreignShared('dashboard')]);
    await expect(
      lint(
        'packages/ui/src/pill/PillCard/load.ts',
        "export const load = () => import('../../video/shared/youtubeApi');\n",
      ),
    ).resolves.toEqual([foreignShared('video')]);
    await expect(
      lint(
        'packages/ui/src/primitives/Probe/Probe.tsx',
        "export { LandingSection } from '../../landing/shared/LandingSection';\n",
      ),
    ).resolves.toEqual([foreignShared('landing'), pointsDown('primitives', 'landing')]);
  });

  it("allows an area's own shared/", async () => {
    await expect(
      lint(
        'packages/ui/src/dashboard/EventsSection/EventsSection.tsx',
        "import { CarouselSection } from '../shared/CarouselSection';\nexport { CarouselSection };\n",
      ),
    ).resolves.toEqual([]);
  });

  it('allows a primitive, a package-wide folder and another area’s component', async () => {
    await expect(
      lint(
        'packages/ui/src/search/GlobalSearchResults/ResultCards.tsx',
        [
          "import { Avatar } from '../../primitives/Avatar';",
          "import { CardBadge } from '../../cards/CardBadge';",
          "import { CourseCard } from '../../course/CourseCard';",
          'export { Avatar, CardBadge, CourseCard };',
          '',
        ].join('\n'),
      ),
    ).resolves.toEqual([]);
  });
});

describe('lint: src/storybook/ serves stories only', () => {
  it('refuses it in a component', async () => {
    await expect(
      lint(
        'packages/ui/src/course/CourseCard/CourseCard.tsx',
        "import { storyCourses } from '../../storybook/fixtures/courses';\nexport { storyCourses };\n",
      ),
    ).resolves.toEqual([storyOnly]);
  });

  it('allows it in a story and inside src/storybook/', async () => {
    await expect(
      lint(
        'packages/ui/src/course/CourseCard/CourseCard.stories.tsx',
        "import { storyCourses } from '../../storybook/fixtures/courses';\nexport { storyCourses };\n",
      ),
    ).resolves.toEqual([]);
    await expect(
      lint(
        'packages/ui/src/storybook/fixtures/events.ts',
        "import { coverImage } from './courses';\nexport { coverImage };\n",
      ),
    ).resolves.toEqual([]);
  });
});

describe('lint: the package-wide folders sit below the areas', () => {
  it('refuses an area in lib/, primitives/, icons/, cards/ and forms/', async () => {
    await expect(
      lint(
        'packages/ui/src/primitives/PanelStatus/PanelStatus.tsx',
        "import type { CoursePageContent } from '../../course/CoursePage';\nexport type { CoursePageContent };\n",
      ),
    ).resolves.toEqual([pointsDown('primitives', 'course')]);
    await expect(
      lint(
        'packages/ui/src/lib/formProblems.ts',
        "export { ConfirmDialog } from '../shell/ConfirmDialog';\n",
      ),
    ).resolves.toEqual([pointsDown('lib', 'shell')]);
    await expect(
      lint(
        'packages/ui/src/cards/EntityCards.tsx',
        "export const load = () => import('../course/TrackItem');\n",
      ),
    ).resolves.toEqual([pointsDown('cards', 'course')]);
    await expect(
      lint('packages/ui/src/icons/StarIcon.tsx', "export { PillCard } from '../pill/PillCard';\n"),
    ).resolves.toEqual([pointsDown('icons', 'pill')]);
    await expect(
      lint(
        'packages/ui/src/forms/AddressFieldset/AddressFieldset.stories.tsx',
        "export { AppShell } from '../../shell/AppShell';\n",
      ),
    ).resolves.toEqual([pointsDown('forms', 'shell')]);
  });

  it('allows the package-wide folders and story helpers among themselves', async () => {
    await expect(
      lint(
        'packages/ui/src/cards/CardTitle.tsx',
        [
          "import { Link } from '../primitives/Link';",
          "import { cn } from '../lib/cn';",
          "import { LockIcon } from '../icons';",
          "import { CardBadge } from './CardBadge';",
          "import { AddressFieldset } from '../forms/AddressFieldset';",
          'export { Link, cn, LockIcon, CardBadge, AddressFieldset };',
          '',
        ].join('\n'),
      ),
    ).resolves.toEqual([]);
    await expect(
      lint(
        'packages/ui/src/primitives/Button/Button.stories.tsx',
        "import { templateOf } from '../../storybook/helpers';\nexport { templateOf };\n",
      ),
    ).resolves.toEqual([]);
  });

  it('allows an area to import a package-wide folder and another area', async () => {
    await expect(
      lint(
        'packages/ui/src/viewer/ContentList/ContentList.tsx',
        [
          "import { PanelStatus } from '../../primitives/PanelStatus';",
          "import { CourseCardGrid } from '../../course/CourseCardGrid';",
          'export { PanelStatus, CourseCardGrid };',
          '',
        ].join('\n'),
      ),
    ).resolves.toEqual([]);
  });
});
