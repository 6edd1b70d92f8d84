export { ResumePrompt, type ResumePromptProps } from './ResumePrompt';
