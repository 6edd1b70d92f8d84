export { Markdown, preloadMarkdown, type MarkdownProps } from './Markdown';
