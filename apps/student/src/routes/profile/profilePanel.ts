/**
 * A list built as a page of its own, shown as a tab: its column of sections without the page's
 * frame (width, gutters), which the profile gives it.
 */
export const PROFILE_PANEL_CLASS = 'flex flex-col gap-6';
