import { keepCheckInToken } from './checkInToken';

// Before the router reads the address: the browser's entry loses the token before anything runs.
const left = keepCheckInToken(window.location);
if (left !== null) window.history.replaceState(window.history.state, '', left);
