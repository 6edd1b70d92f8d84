import { createDecolaClient } from '@decola/api-client';
import { sessionExpired } from '../session/sessionExpired';

/** The portal's one client: same origin, cookies, every 403 reported to the session (spec 1 §6). */
export const api = createDecolaClient({ baseUrl: '', onSessionExpired: () => sessionExpired() });
