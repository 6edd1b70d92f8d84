// @ts-check
import { foldersBelow, onRelativeImports } from '../../../lint/relativeImports.js';

/** The folders of a path below apps/student/src, or null when it lies elsewhere. */
const foldersOf = foldersBelow('/apps/student/src/');

/** A route is routes/<name>/ or a file of its own in routes/ ('terms.tsx' is route 'terms'). */
const routeOf = (/** @type {string[]} */ folders) =>
  folders[0] === 'routes' ? folders[1]?.replace(/\.tsx?$/, '') : undefined;

/**
 * The app's folders: a route imports no other route, and common/ (what routes share) imports
 * neither a route nor app/ (what composes the app and its router). What two routes share lives
 * in common/ or in the area's folder beside routes/ (courses/, shop/, viewer/…).
 * @type {import('eslint').Rule.RuleModule}
 */
const noForeignImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep routes apart and common/ below them in apps/student/src.' },
    schema: [],
    messages: {
      otherRoute:
        'Route {{importer}} imports route {{imported}}: move what both use to src/common/ or ' +
        "to the area's folder beside routes/ (courses/, shop/, viewer/…).",
      commonUp:
        'src/common/ is what routes share: it imports neither routes/ nor app/ (the app and ' +
        'its router).',
    },
  },
  create: (context) =>
    onRelativeImports(context, foldersOf, (importer, imported, node) => {
      const [from, to] = [routeOf(importer), routeOf(imported)];
      if (from && to && from !== to) {
        context.report({ node, messageId: 'otherRoute', data: { importer: from, imported: to } });
      }
      if (importer[0] === 'common' && (imported[0] === 'routes' || imported[0] === 'app')) {
        context.report({ node, messageId: 'commonUp' });
      }
    }),
};

export default {
  meta: { name: 'student-folders' },
  rules: { 'no-foreign-imports': noForeignImports },
};
