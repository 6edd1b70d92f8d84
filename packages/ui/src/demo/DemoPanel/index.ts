export {
  DemoPanel,
  type DemoAccount,
  type DemoCheckInLink,
  type DemoPanelProps,
  type DemoPanelState,
  type DemoSetting,
} from './DemoPanel';
export { describeFault, FAULT_CHOICES, type DemoFault, type FaultChoice } from './faultChoices';
