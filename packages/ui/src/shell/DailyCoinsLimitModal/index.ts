export { DailyCoinsLimitModal, type DailyCoinsLimitModalProps } from './DailyCoinsLimitModal';
