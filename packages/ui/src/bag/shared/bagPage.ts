/** The frame of the bag's and orders' screens. */
export const BAG_PAGE_CLASS = 'mx-auto flex w-full max-w-5xl flex-col gap-6 px-gutter py-section';
