// The rule lives in the domain, beside safeRedirect; the app's routes import it from here.
export { routerPath } from '@decola/domain';
