import { attendedEntry, formatDateBR, sortAgenda, type AgendaDay } from '@decola/domain';
import { cn } from '../../lib/cn';
import { Avatar } from '../../primitives/Avatar';
import {
  DataTable,
  dataTableCell,
  dataTableHeadCell,
  dataTableRow,
  dataTableRowHead,
} from '../../primitives/DataTable';
import { ProgressBar } from '../../primitives/ProgressBar';
import { PARTICIPANTS_TEXT } from '../shared/trainingText';
import type { TrainingAttendance } from '../shared/types';

/** An enrolled user of a training (the contract's `GraduationUser`). */
export type EnrolledUser = {
  id: number;
  name: string;
  image?: string | null;
  percentageUser: number;
  attendances?: readonly TrainingAttendance[] | null;
};

export type EnrolledUsersTableProps = {
  users: readonly EnrolledUser[];
  /** The training's calendar entries: what each user's presence counts against. */
  entries: readonly AgendaDay[];
  /** The signed-in learner, whose row says so. */
  currentUserId?: number | null;
};

/** Graduation: the enrolled users, each with their percentage and attendance. */
export function EnrolledUsersTable({ users, entries, currentUserId }: EnrolledUsersTableProps) {
  if (users.length === 0) return <p className="text-ink-muted">{PARTICIPANTS_TEXT.empty}</p>;
  const days = sortAgenda(entries);
  return (
    <DataTable
      caption={PARTICIPANTS_TEXT.title}
      framed={false}
      className="text-sm"
      head={
        <>
          <th scope="col" className={cn(dataTableHeadCell, 'font-semibold')}>
            {PARTICIPANTS_TEXT.name}
          </th>
          <th scope="col" className={cn(dataTableHeadCell, 'font-semibold')}>
            {PARTICIPANTS_TEXT.percentage}
          </th>
          <th scope="col" className={cn(dataTableHeadCell, 'font-semibold')}>
            {PARTICIPANTS_TEXT.attendance}
          </th>
        </>
      }
    >
      {users.map((user) => {
        const attended = days.filter((entry) => attendedEntry(user.attendances, entry));
        const you = user.id === currentUserId;
        return (
          <tr key={user.id} className={dataTableRow}>
            <th scope="row" className={dataTableRowHead}>
              <span className="flex items-center gap-2">
                <Avatar name={user.name} image={user.image} size="sm" />
                <span className="break-words">
                  {user.name}
                  {you && <span className="font-semibold"> {PARTICIPANTS_TEXT.you}</span>}
                </span>
              </span>
            </th>
            <td className={dataTableCell}>
              <ProgressBar
                value={user.percentageUser}
                label={`${PARTICIPANTS_TEXT.percentage} de ${user.name}`}
                valueText={`${Math.round(user.percentageUser)}%`}
                showValue
                className="min-w-16"
              />
            </td>
            <td className={dataTableCell}>
              <span className="block font-semibold">
                {PARTICIPANTS_TEXT.attendedOf(attended.length, days.length)}
              </span>
              {attended.length > 0 && (
                <span className="block text-xs text-ink-muted">
                  {attended.map((entry) => formatDateBR(entry.startDate)).join(', ')}
                </span>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
