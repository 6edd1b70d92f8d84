export { EmailSentScreen, type EmailSentScreenProps } from './EmailSentScreen';
