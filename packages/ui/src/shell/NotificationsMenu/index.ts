export {
  NotificationsMenu,
  type NotificationItem,
  type NotificationsMenuProps,
} from './NotificationsMenu';
