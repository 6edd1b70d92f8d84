export { AlertBox, type AlertBoxProps } from './AlertBox';
