// @ts-check
import { foldersBelow, onRelativeImports as onImports } from '../../../lint/relativeImports.js';

/** The folders of a path below packages/ui/src, or null when it lies elsewhere. */
const foldersOf = foldersBelow('/packages/ui/src/');

/**
 * @param {import('eslint').Rule.RuleContext} context
 * @param {(importer: string[], imported: string[], node: import('eslint').Rule.Node) => void} check
 */
const onRelativeImports = (context, check) => onImports(context, foldersOf, check);

/** @type {import('eslint').Rule.RuleModule} */
const noForeignShared = {
  meta: {
    type: 'problem',
    docs: { description: "Refuse an import of another area's shared/ folder in packages/ui." },
    schema: [],
    messages: {
      foreign:
        '{{area}}/shared/ serves the {{area}} area only: move what other areas use to a ' +
        'primitive (primitives/<Name>/) or a package-wide folder (cards/, forms/, lib/).',
    },
  },
  create: (context) =>
    onRelativeImports(context, (importer, imported, node) => {
      if (imported[1] === 'shared' && imported[0] !== importer[0]) {
        context.report({ node, messageId: 'foreign', data: { area: imported[0] } });
      }
    }),
};

/** @type {import('eslint').Rule.RuleModule} */
const storyOnly = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keep src/storybook/ (story helpers, fixtures, frames) out of components.',
    },
    schema: [],
    messages: {
      storyOnly:
        'src/storybook/ holds what only stories use: import it from a *.stories.tsx file, ' +
        'never from a component (nor would the public stylesheet see its classes).',
    },
  },
  create: (context) =>
    onRelativeImports(context, (importer, imported, node) => {
      const fromStory = importer[0] === 'storybook' || /\.stories\.tsx?$/.test(context.filename);
      if (imported[0] === 'storybook' && !fromStory) {
        context.report({ node, messageId: 'storyOnly' });
      }
    }),
};

/** The package-wide folders every area builds on: they sit below the areas. */
const BASE_FOLDERS = new Set(['lib', 'primitives', 'icons', 'cards', 'forms']);
/** Top-level folders of src that are no area: the base folders, stories' helpers, stylesheets. */
const NOT_AREAS = new Set([...BASE_FOLDERS, 'storybook', 'styles']);

/** @type {import('eslint').Rule.RuleModule} */
const basePointsDown = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keep lib/, primitives/, icons/, cards/ and forms/ below the areas: they import no area.',
    },
    schema: [],
    messages: {
      pointsDown:
        '{{base}}/ sits below the areas and imports none ({{area}}/ here): move what it needs ' +
        'from {{area}}/ down beside it, or move this file up into the area that uses it.',
    },
  },
  create: (context) =>
    onRelativeImports(context, (importer, imported, node) => {
      const [base] = importer;
      const [area] = imported;
      if (!BASE_FOLDERS.has(base) || imported.length < 2 || NOT_AREAS.has(area)) return;
      context.report({ node, messageId: 'pointsDown', data: { base, area } });
    }),
};

/**
 * The folder rules of packages/ui (ARCHITECTURE.md: an area's shared/ serves that area only; what
 * several areas use is a primitive or sits in a package-wide folder, which the areas build on).
 */
export default {
  meta: { name: 'ui-folders' },
  rules: {
    'no-foreign-shared': noForeignShared,
    'story-only': storyOnly,
    'base-points-down': basePointsDown,
  },
};
