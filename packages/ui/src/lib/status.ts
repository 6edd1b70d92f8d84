/** Where anything that loads is: still loading, failed, or ready to show what it loaded. */
export type LoadStatus = 'loading' | 'error' | 'ready';
