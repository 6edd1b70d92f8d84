export * from './constants/limits';
export * from './constants/enums';
export * from './messages/messages';
export type { ValidationProblem } from './shared/validation';
export { cleanName, stripInvisibleMarks } from './shared/text';
export type { DateInput } from './shared/dates';
export { parseDayInput, toCalendarDay } from './shared/dates';

export * from './templates/templateConfig';
export * from './routes/routeNames';
export * from './routes/routePaths';
export * from './routes/urlNumber';
export * from './routes/instructorLink';
export * from './routes/profileOptions';
export * from './routes/redirectGuard';
export * from './routes/scrollPosition';

export * from './access/password';
export * from './access/passwordStrength';
export * from './access/login';
export * from './access/safeRedirect';
export * from './access/loginDestination';
export * from './access/routeGuard';
export * from './access/register';
export * from './access/zipLookup';
export * from './access/recovery';
export * from './access/accessStep';

export * from './format/masks';
export * from './format/cpf';
export * from './format/duration';
export * from './format/numbers';
export * from './format/initials';
export * from './format/dates';

export * from './course/isNewCourse';
export * from './course/contents';
export * from './course/progressPlan';
export * from './course/courseStatus';

export * from './content/playback';
export * from './content/validators';
export * from './content/notes';
export * from './content/ratings';
export * from './content/questionnaire';
export * from './content/shuffleAlternatives';
export * from './content/questionnaireTimer';
export * from './content/richText';
export * from './content/progressSaving';
export * from './content/position';

export * from './event/classEnrollment';
export * from './event/attendance';
export * from './event/checkInLink';
export * from './event/trainingAgenda';
export * from './event/eventCard';
export * from './event/calendarFile';
export * from './event/classCard';

export * from './shop/bag';
export * from './shop/price';
export * from './shop/shopFilters';
export * from './shop/shopVisibility';
export * from './shop/bagMessages';
export * from './shop/storedBag';
export * from './shop/orderCheck';
export * from './shop/statement';

export * from './shell/userType';
export * from './shell/headerLinks';
export * from './shell/headerSearch';
export * from './shell/notificationTarget';
export * from './shell/greeting';
export * from './shell/dailyCoins';
export * from './shell/faq';
export * from './shell/suggestion';

export * from './onboarding/onboarding';
export * from './onboarding/interests';
export * from './profile/profileForm';

export * from './list/pagination';
export * from './list/listQuery';
export * from './list/dashboardQuery';
export * from './list/trackSearch';
export * from './list/trainingFilters';

export * from './layout/breakpoints';
export * from './carousel/slidesPerView';
export * from './pill/videoIdFromUrl';
export * from './pill/pillViewer';
export * from './files/validateImageFile';
export * from './errors/displayErrorMessage';
export * from './errors/internalError';
export * from './offline/outbox';
export * from './offline/drafts';
export * from './links/safeUrl';
