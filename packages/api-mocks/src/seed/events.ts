import type { SeedToday } from './today';
import type { EventsSlice } from '../db/events';
import { seedEventComments } from './events/comments';
import { seedClassCheckInTokens, seedEventClasses, seedTypeOneEvents } from './events/events';
import { seedTrainings } from './events/trainings';

/** A training's training course (graduation) has the training's id. */
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
