/**
 * The window size a story asks for with Storybook's viewport global
 * (`globals: { viewport: { value: 'mobile1', isRotated: false } }`). Storybook's own UI resizes the
 * preview frame for it; the story tests (packages/ui/visual/stories.visual.ts) load the preview
 * directly, so they read the same global and resize their page, and a narrow story really renders narrow (CSS media queries and
 * `useViewportWidth` alike). The sizes come from `parameters.viewport.options` (preview.tsx).
 */
export type ViewportSize = { width: number; height: number };

type ViewportOption = { styles?: { width?: unknown; height?: unknown } | null };

/** The parts of a prepared story (its `storyGlobals` and `parameters`) this reads. */
export type StoryViewportFields = {
  storyGlobals?: Record<string, unknown> | null;
  parameters?: { viewport?: { options?: Record<string, ViewportOption> } } | null;
};

const pixels = (value: unknown): number => {
  const match = typeof value === 'string' ? /^(\d+)px$/.exec(value) : null;
  if (!match) throw new Error(`A viewport size must be in px, got ${String(value)}.`);
  return Number(match[1]);
};

export function storyViewportSize(story: StoryViewportFields): ViewportSize | null {
  const global = story.storyGlobals?.viewport as
    string | { value?: string; isRotated?: boolean } | undefined;
  const value = typeof global === 'string' ? global : global?.value;
  if (!value) return null;
  const option = story.parameters?.viewport?.options?.[value];
  if (!option?.styles) {
    throw new Error(`Unknown viewport '${value}': list it in parameters.viewport.options.`);
  }
  const width = pixels(option.styles.width);
  const height = pixels(option.styles.height);
  const rotated = typeof global === 'object' && global.isRotated === true;
  return rotated ? { width: height, height: width } : { width, height };
}
