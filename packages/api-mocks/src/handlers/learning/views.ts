import { formatDuration, isNewCourse, PROGRESS } from '@decola/domain';
import type { Schemas } from '../../db/schemas';
import type {
  CourseRecord,
  CourseTrackRecord,
  InstructorRecord,
  PillRecord,
  RatingRecord,
  SchoolRecord,
} from '../../db/learning';
import { database, now } from '../../db/store';
import {
  activeCourses,
  contentsOfCourse,
  enrollmentOf,
  findCourse,
  findTrack,
  peekLearner,
  progressOf,
} from './state';

type Course = Schemas['Course'];

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export const ratingsOfCourse = (courseId: number) =>
  database().contentRatings.filter((rating) => rating.courseId === courseId);

/** A course's rating: the mean of its contents' stars, one decimal; 0 when nobody rated it. */
export function courseRating(courseId: number): number {
  const ratings = ratingsOfCourse(courseId);
  if (ratings.length === 0) return 0;
  return oneDecimal(ratings.reduce((sum, rating) => sum + rating.stars, 0) / ratings.length);
}

/** Comments are the ratings that carry a message (a bare star rating has nothing to show). */
export const isComment = (rating: RatingRecord) => rating.message.trim() !== '';

/** Where the certificate of a finished course is, for one learner. */
export const certificatePath = (courseId: number, userId: number) =>
  `/student/demo/certificates/curso-${courseId}-usuario-${userId}.pdf`;

/** The mean of its contents' progress (100 once finished). */
export function courseProgress(course: CourseRecord, userId: number | null): number {
  const learner = peekLearner(userId);
  const enrollment = enrollmentOf(learner, course.id);
  if (!enrollment) return 0;
  if (enrollment.finishedAt) return PROGRESS.FINISHED;
  const contents = contentsOfCourse(course.id);
  if (contents.length === 0) return 0;
  const total = contents.reduce(
    (sum, content) => sum + progressOf(learner, content).status.progress,
    0,
  );
  return Math.min(PROGRESS.REACH_MIN, Math.round(total / contents.length));
}

/** A course as every list and the detail answer it, for the signed-in learner (or nobody). */
export function courseView(course: CourseRecord, userId: number | null): Course {
  const learner = peekLearner(userId);
  const enrollment = enrollmentOf(learner, course.id);
  const finished = Boolean(enrollment?.finishedAt);
  const progress = courseProgress(course, userId);
  const tracks = database().courseTracks.filter((track) => track.courseIds.includes(course.id));
  return {
    id: course.id,
    idSubcategory: tracks[0]?.id ?? null,
    title: course.title,
    description: course.description,
    duration: course.duration,
    formattedDuration: formatDuration(course.duration),
    rating: courseRating(course.id),
    // New while today lies within the release window.
    isNew: isNewCourse(course, now()),
    isPill: course.isPill,
    isWatched: course.isPill && finished,
    haveCertification: course.haveCertification,
    haveComments: ratingsOfCourse(course.id).some(isComment),
    haveDecoins: course.decoins > 0,
    hasNewContent: course.hasNewContent,
    imageURL: course.imageURL,
    bannerURL: course.bannerURL,
    imageExtension: 'svg',
    bannerExtension: 'svg',
    isActive: course.isActive,
    activationDate: course.activationDate,
    inactivationDate: null,
    lastChange: course.lastChange,
    certificatePath:
      finished && course.haveCertification && userId !== null
        ? certificatePath(course.id, userId)
        : null,
    courseProgress: progress,
    progress,
    statusCode: 1,
    introductoryContent: course.introductoryContent,
    releaseStartDate: course.releaseStartDate,
    releaseEndDate: course.releaseEndDate,
    statusCourse: { finished, progress: Boolean(enrollment) && !finished },
    isFavorite: Boolean(learner?.favorites.some((favorite) => favorite.courseId === course.id)),
    haveTrainingInTrack: tracks.length > 0,
    isBlocked: course.isBlocked,
  };
}

export const courseViews = (courses: readonly CourseRecord[], userId: number | null) =>
  courses.map((course) => courseView(course, userId));

/** The active courses of a track, in the track's order. */
export const coursesOfTrack = (track: CourseTrackRecord): CourseRecord[] =>
  track.courseIds
    .map((id) => findCourse(id))
    .filter((course): course is CourseRecord => Boolean(course?.isActive));

/** A track with the learner's 'finalizados' (finished over total). */
export function trackView(
  track: CourseTrackRecord,
  userId: number | null,
  withCourses = false,
): Schemas['CourseTrack'] {
  const courses = coursesOfTrack(track);
  const learner = peekLearner(userId);
  const finishedCourses = courses.filter(
    (course) => enrollmentOf(learner, course.id)?.finishedAt,
  ).length;
  return {
    id: track.id,
    schoolId: track.schoolId,
    title: track.title,
    name: track.title,
    description: track.description,
    isActive: track.isActive,
    lastChange: track.lastChange,
    thumbnailURL: track.thumbnailURL,
    thumbnailExtention: 'svg',
    isBlocked: track.isBlocked,
    isRequired: track.isRequired,
    totalCourses: courses.length,
    finishedCourses,
    haveRatings: courses.some((course) => ratingsOfCourse(course.id).length > 0),
    haveTrainingInTrack: courses.length > 0,
    ...(withCourses ? { courses: courseViews(courses, userId) } : {}),
  };
}

export function schoolView(
  school: SchoolRecord,
  userId: number | null,
  withTracks = false,
): Schemas['School'] {
  return {
    id: school.id,
    name: school.name,
    description: school.description,
    thumbnailURL: school.thumbnailURL,
    thumbnailExtention: 'svg',
    isActive: school.isActive,
    lastChange: school.lastChange,
    ...(withTracks
      ? {
          courseTracks: database()
            .courseTracks.filter((track) => track.schoolId === school.id && track.isActive)
            .map((track) => trackView(track, userId)),
        }
      : {}),
  };
}

/** An instructor with the number of active courses they teach. */
export function instructorView(instructor: InstructorRecord): Schemas['Instructor'] {
  return {
    id: instructor.id,
    name: instructor.name,
    image: instructor.image,
    biography: instructor.biography,
    totalCourses: activeCourses().filter((course) => course.instructorIds.includes(instructor.id))
      .length,
  };
}

export const instructorViews = (ids: readonly number[]) =>
  ids.flatMap((id) => {
    const instructor = database().instructors.find((candidate) => candidate.id === id);
    return instructor ? [instructorView(instructor)] : [];
  });

const userOf = (userId: number) => database().users.find((user) => user.id === userId);

export function ratingView(rating: RatingRecord): Schemas['Rating'] {
  const user = userOf(rating.userID);
  return {
    id: rating.id,
    stars: rating.stars,
    message: rating.message,
    likes: [...rating.likes],
    userName: user?.name ?? 'Colaborador',
    userImage: user?.image ?? null,
    createdAt: rating.createdAt,
    userID: rating.userID,
  };
}

export function commentView(rating: RatingRecord): Schemas['Comment'] {
  const { userName, userImage } = ratingView(rating);
  const content = database().contents.find(
    (candidate) => candidate.provider === 'course' && candidate.id === rating.contentId,
  );
  return {
    id: rating.id,
    userName,
    message: rating.message,
    createAt: rating.createdAt,
    rating: rating.stars,
    userImage,
    contentName: content?.title ?? '',
    status: 1,
  };
}

export function pillView(pill: PillRecord, userId: number | null): Schemas['Pill'] {
  return {
    ...pill,
    isWatched: Boolean(peekLearner(userId)?.watchedPillIds.includes(pill.id)),
  };
}

/** The ids of the courses of some tracks (the catalogue's courseTrack filter). */
export const trackCourseIds = (trackIds: readonly number[]) =>
  new Set(trackIds.flatMap((id) => findTrack(id)?.courseIds ?? []));

/** A numbered page of courses (CourseCatalogPage). */
export const catalogPage = (
  page: { items: readonly CourseRecord[]; page: number; pages: number; total: number },
  userId: number | null,
): Schemas['CourseCatalogPage'] => ({
  courses: courseViews(page.items, userId),
  page: page.page,
  pages: page.pages,
  total: page.total,
});
