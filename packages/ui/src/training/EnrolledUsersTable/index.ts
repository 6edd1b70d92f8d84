export {
  EnrolledUsersTable,
  type EnrolledUser,
  type EnrolledUsersTableProps,
} from './EnrolledUsersTable';
