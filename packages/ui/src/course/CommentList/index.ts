export * from './CommentList';
