import type { Decorator, Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { preloadSanitizer } from '../packages/ui/src/primitives/RichText';
import '../packages/ui/src/styles/index.css';
import { TEMPLATES } from './templates';

/** As the app applies the host's template: `data-template` on <html> switches every token. */
const withTemplate: Decorator = (Story, context) => {
  // Set before the story renders, so its first paint (and any screenshot) already has the tokens.
  document.documentElement.dataset.template = String(context.globals.template ?? 'default');
  return <Story />;
};

const preview: Preview = {
  // Every story is shot by the story tests (packages/ui/visual); a story opts out with `!visual`,
  // which removes the tag (Storybook keeps no `!` tag in the index, so the test looks for `visual`).
  tags: ['visual'],
  // The app loads the rich-text sanitiser on first use; stories get it before they render, so no
  // play function or screenshot meets an answer still waiting for it.
  loaders: [() => preloadSanitizer()],
  globalTypes: {
    template: {
      description: 'Template da marca',
      toolbar: {
        title: 'Template',
        icon: 'paintbrush',
        items: TEMPLATES.map(({ value, title }) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { template: 'default' },
  decorators: [withTemplate],
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Named here so the story tests resize to them too (viewport.ts).
    viewport: { options: MINIMAL_VIEWPORTS },
    // The story tests run axe themselves (packages/ui/visual) and fail on any violation.
    a11y: { test: 'error' },
  },
};

export default preview;
