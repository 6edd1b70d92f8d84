import { formatDateBR, type CheckInLink } from '@decola/domain';
import { database } from './db/store';

/** A QR check-in link the demo handed out, named as the demo panel lists it. */
export type DemoCheckIn = { label: string; link: CheckInLink };

/** Every QR code of the demo classes and trainings, for the demo panel to draw. */
export function demoCheckIns(): DemoCheckIn[] {
  const { checkInTokens, events, eventClasses } = database();
  return checkInTokens.flatMap((token): DemoCheckIn[] => {
    const event = events.find((candidate) => candidate.id === token.eventId);
    if (!event) return [];
    const day = formatDateBR(token.date);
    if (token.classId !== null) {
      const eventClass = eventClasses.find((candidate) => candidate.id === token.classId);
      return [
        {
          label: `${event.name} – ${eventClass?.name ?? `Turma ${token.classId}`} (${day})`,
          link: {
            kind: 'event',
            eventId: event.id,
            classId: token.classId,
            date: token.date,
            token: token.token,
          },
        },
      ];
    }
    const menu = event.menus.find((candidate) => candidate.id === token.menuId);
    return [
      {
        label: `${event.name} – ${menu?.title ?? event.name} (${day})`,
        link: { kind: 'training', trainingId: token.graduationId ?? event.id, token: token.token },
      },
    ];
  });
}
