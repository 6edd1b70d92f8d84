import type { SeedToday } from './today';
import type { ExerciseRecord, LearningSlice, QuestionnaireRecord } from '../db/learning';
import { seedCatalogue } from './learning/catalogue';
import { seedDoubts, seedIndications, seedNotes } from './learning/conversations';
import { seedEventContents } from './learning/eventContents';
import { seedInstructors } from './learning/instructors';
import { seedLearners } from './learning/learners';
import { seedPills } from './learning/pills';
import { seedContentRatings } from './learning/ratings';
import { seedCourseTracks, seedSchools } from './learning/schools';

/** Every state the cards show; dates are relative to `today`. */
export function seedLearning(today: SeedToday): LearningSlice {
  const exercises: ExerciseRecord[] = [];
  const { courses, contents: courseContents } = seedCatalogue(today, exercises);
  const contents = [...courseContents, ...seedEventContents(today, exercises)];
  const instructors = seedInstructors();
  const questionnaires: QuestionnaireRecord[] = [];
  return {
    schools: seedSchools(today),
    courseTracks: seedCourseTracks(today),
    courses,
    contents,
    exercises,
    instructors,
    pills: seedPills(today),
    learners: seedLearners({ today, contents, exercises, questionnaires }),
    contentRatings: seedContentRatings(today, courses, contents),
    contentDoubts: seedDoubts(today, instructors),
    contentNotes: seedNotes(today),
    questionnaires,
    indications: seedIndications(today),
  };
}
