import { PAGE_SIZES } from '@decola/domain';
import { database } from '../../db/store';
import { http } from '../../http';
import { currentUser } from '../../session';
import { isBlankTerm, matchesSearch, numberedPage } from './params';
import { activeCourses } from './state';
import { catalogPage, instructorView, schoolView, trackView } from './views';

/** An empty term finds no school, track or instructor, but lists every course. */
export const searchHandlers = [
  http.get('/api/decola/course/globalSearch', ({ cookies, query, response }) => {
    const term = query.get('search');
    const courses = activeCourses().filter((course) =>
      matchesSearch(term, course.title, course.description),
    );
    const page = numberedPage(
      courses,
      query.get('page'),
      query.get('limit'),
      PAGE_SIZES.globalSearch,
    );
    return response(200).json({ data: catalogPage(page, currentUser(cookies).id) });
  }),

  http.get('/api/decola/school/globalSearch', ({ cookies, query, response }) => {
    const term = query.get('search');
    if (isBlankTerm(term)) return response(200).json({ data: [] });
    const user = currentUser(cookies);
    const schools = database().schools.filter(
      (school) => school.isActive && matchesSearch(term, school.name, school.description),
    );
    return response(200).json({ data: schools.map((school) => schoolView(school, user.id)) });
  }),

  http.get('/api/decola/courseTrack/globalSearch', ({ cookies, query, response }) => {
    const term = query.get('search');
    if (isBlankTerm(term)) return response(200).json({ data: [] });
    const user = currentUser(cookies);
    const tracks = database().courseTracks.filter(
      (track) => track.isActive && matchesSearch(term, track.title, track.description),
    );
    return response(200).json({ data: tracks.map((track) => trackView(track, user.id)) });
  }),

  http.get('/api/decola/instructors/globalSearch', ({ query, response }) => {
    const term = query.get('search');
    if (isBlankTerm(term)) return response(200).json({ data: [] });
    const instructors = database().instructors.filter((instructor) =>
      matchesSearch(term, instructor.name, instructor.biography),
    );
    return response(200).json({ data: instructors.map(instructorView) });
  }),
];
