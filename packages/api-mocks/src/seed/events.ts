import type { SeedToday } from './today';
import type { EventsSlice } from '../db/events';
import { seedEventComments } from './events/comments';
import { seedClassCheckInTokens, seedEventClasses, seedTypeOneEvents } from './events/events';
import { seedTrainings } from './events/trainings';

/**
 * Events 1–5 (type 1) with their classes, trainings 6–8 (type 2) with their training courses
 * (graduations, same ids), the QR links that are valid and the comments.
 */
export function seedEvents(today: SeedToday): EventsSlice {
  const eventClasses = seedEventClasses(today);
  const trainings = seedTrainings(today);
  return {
    events: [...seedTypeOneEvents(today, eventClasses), ...trainings.events],
    eventClasses,
    eventComments: seedEventComments(today),
    graduations: trainings.graduations,
    checkInTokens: [...seedClassCheckInTokens(today), ...trainings.checkInTokens],
  };
}
