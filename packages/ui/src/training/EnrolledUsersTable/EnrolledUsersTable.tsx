import { attendedEntry, formatDateBR, sortAgenda, type AgendaDay } from '@decola/domain';
import { Avatar } from '../../primitives/Avatar';
import { dataTableRow } from '../../primitives/DataTable';
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
    <table data-slot="enrolled-users" className="w-full text-left text-sm text-ink">
      <caption className="sr-only">{PARTICIPANTS_TEXT.title}</caption>
      <thead className="border-b border-line text-xs font-semibold text-ink-muted uppercase">
        <tr>
          <th scope="col" className="py-2 pr-3">
            {PARTICIPANTS_TEXT.name}
          </th>
          <th scope="col" className="py-2 pr-3">
            {PARTICIPANTS_TEXT.percentage}
          </th>
          <th scope="col" className="py-2">
            {PARTICIPANTS_TEXT.attendance}
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const attended = days.filter((entry) => attendedEntry(user.attendances, entry));
          const you = user.id === currentUserId;
          return (
            <tr key={user.id} className={dataTableRow}>
              <th scope="row" className="py-2 pr-3 font-normal">
                <span className="flex items-center gap-2">
                  <Avatar name={user.name} image={user.image} size="sm" />
                  <span className="break-words">
                    {user.name}
                    {you && <span className="font-semibold"> {PARTICIPANTS_TEXT.you}</span>}
                  </span>
                </span>
              </th>
              <td className="py-2 pr-3">
                <ProgressBar
                  value={user.percentageUser}
                  label={`${PARTICIPANTS_TEXT.percentage} de ${user.name}`}
                  valueText={`${Math.round(user.percentageUser)}%`}
                  showValue
                  className="min-w-16"
                />
              </td>
              <td className="py-2">
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
      </tbody>
    </table>
  );
}
