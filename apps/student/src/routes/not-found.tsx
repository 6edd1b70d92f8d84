export { NotFound as Component } from '../common/NotFound';
