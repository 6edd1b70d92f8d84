export { ShortcutsHelp, type ShortcutsHelpProps } from './ShortcutsHelp';
