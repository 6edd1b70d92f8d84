/**
 * For a query a route's loader asks for on every way into the route (app/firstQueries), beside the
 * session check and the screen's chunk: what the loader met, a failure too, is the screen's answer.
 * Mounting does not ask again, so one failed call stays one call with its retry on the screen; the
 * next way in asks afresh.
 */
export const ASKED_AHEAD = { retryOnMount: false } as const;
