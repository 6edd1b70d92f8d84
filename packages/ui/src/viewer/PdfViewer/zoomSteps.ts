/** The zoom levels − and + step through; 'fit' (the page as wide as the viewer) is the start. */
export const PDF_ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
