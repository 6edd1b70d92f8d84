/** A list built as a page of its own, shown as a tab: inside the profile's frame, not its own. */
export const PROFILE_PANEL_CLASS = 'p-0';
