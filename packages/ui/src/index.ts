export { cn } from './lib/cn';

export * from './primitives/Button';
export * from './primitives/Link';
export * from './primitives/RichText';
export * from './primitives/Spinner';
export * from './primitives/Switch';
export * from './primitives/Toast';

export * from './shell/NotFoundPage';

export * from './demo/DemoPanel';
