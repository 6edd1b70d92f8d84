export {
  CommentsModal,
  COMMENTS_MODAL_TEXT,
  type CommentsModalComment,
  type CommentsModalProps,
} from './CommentsModal';
