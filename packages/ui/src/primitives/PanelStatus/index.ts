export { PanelStatus, type PanelState, type PanelStatusProps } from './PanelStatus';
