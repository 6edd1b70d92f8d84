/** The frame of a catalogue list shown as a page of its own, as the search results are. */
export const LIST_PAGE_CLASS = 'mx-auto flex w-full max-w-7xl flex-col gap-6 px-gutter py-section';
