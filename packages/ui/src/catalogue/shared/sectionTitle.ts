/** The h2 of a panel of the catalogue pages, as the dashboard's sections write theirs. */
export const SECTION_TITLE_CLASS = 'text-xl font-bold text-ink sm:text-2xl';
