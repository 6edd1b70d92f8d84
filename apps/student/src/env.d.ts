/** True when no backend is configured (DECOLA_API_URL unset): the demo backend runs in the browser. */
declare const __DEMO_BACKEND__: boolean;

/** Host → template pairs from DECOLA_TEMPLATE_HOSTS at build time (README, "Templates by host"). */
declare const __TEMPLATE_HOSTS__: Readonly<Record<string, string>>;

/** Hosts besides the portal that may serve content files, from DECOLA_CONTENT_HOSTS at build time. */
declare const __CONTENT_HOSTS__: readonly string[];
