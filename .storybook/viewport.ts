/**
 * Storybook's UI resizes its frame for the viewport global; the story tests load the preview
 * directly, so they read the same global and resize their page (sizes: preview.tsx).
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
