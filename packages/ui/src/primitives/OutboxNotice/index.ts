export { OUTBOX_NOTICE_TEXT, OutboxNotice, type OutboxNoticeProps } from './OutboxNotice';
