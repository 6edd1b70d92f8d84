export { AccessChart, type AccessChartProps } from './AccessChart';
export type { AccessPoint } from './accessPoint';
