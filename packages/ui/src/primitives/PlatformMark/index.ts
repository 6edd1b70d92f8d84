export { PlatformMark, type PlatformMarkProps } from './PlatformMark';
