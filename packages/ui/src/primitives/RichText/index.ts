export { RichText, type RichTextProps } from './RichText';
export { preloadSanitizer } from './useSanitizer';
