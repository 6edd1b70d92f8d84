// Which of the build's two pages an address gets; the build writes both (vite.config.ts).

/** index.html with the signed-in shell's chunks asked for instead of the landing's. */
export const SIGNED_IN_PAGE = 'signed-in.html';

/**
 * The landing's addresses and the terms, a visitor's: index.html, the landing's chunks asked for at
 * once. Every other address is a signed-in page (an unknown one too, shown after the login).
 */
export const opensPublicPage = (page) => /^(?:home(?:\/.*)?|terms)\/?$/.test(page);
