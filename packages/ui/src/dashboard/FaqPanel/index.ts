export { FaqPanel, FAQ_PANEL_TITLE, type FaqPanelProps } from './FaqPanel';
