import { routeHref } from '@decola/domain';
import type { ReactNode } from 'react';
import { shownStatus, type AsyncState } from '../../lib/asyncState';
import { LoadState } from '../../primitives/LoadState';
import { NotFoundPage } from '../../primitives/NotFoundPage';
import { EVENT_PAGE_TEXT } from './eventPageText';

export type EventPageProps = {
  /** The event itself; each panel below has its own. */
  state: AsyncState;
  /** No such event or class of it, or an id that is not a number: the not-found page. */
  notFound?: boolean;
  /** `EventHeader`. */
  header?: ReactNode;
  /** Each in the app's own error boundary: `ClassCard`, the class's contents, `ClassPicker`. */
  classCard?: ReactNode;
  contents?: ReactNode;
  classes?: ReactNode;
};

/** Route `event` (type 1): the event, the chosen class, its contents, the other classes. */
export function EventPage({
  state,
  notFound = false,
  header,
  classCard,
  contents,
  classes,
}: EventPageProps) {
  if (notFound) return <NotFoundPage inShell homeHref={routeHref({ name: 'dashboard' })} />;
  const status = shownStatus(state);
  return (
    <div
      data-slot="event-page"
      data-state={status}
      aria-busy={status === 'loading' || undefined}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-gutter py-section"
    >
      <LoadState state={state} look="page" text={EVENT_PAGE_TEXT}>
        {header}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            {classCard}
            {contents}
          </div>
          <div className="min-w-0">{classes}</div>
        </div>
      </LoadState>
    </div>
  );
}
