export {
  NotificationDetailModal,
  type NotificationDetailModalProps,
} from './NotificationDetailModal';
