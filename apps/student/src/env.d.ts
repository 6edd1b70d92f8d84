/** True when no backend is configured (DECOLA_API_URL unset): the demo backend runs in the browser. */
declare const __DEMO_BACKEND__: boolean;
