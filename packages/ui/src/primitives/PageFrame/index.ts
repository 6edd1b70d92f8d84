export { PageFrame } from './PageFrame';
