export { cn } from './lib/cn';
export { READY, type AsyncState, type LoadStatus } from './lib/asyncState';
export {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
  loadChunk,
} from './lib/loadChunk';
export type { Tone } from './lib/tone';

export * from './primitives/AccordionItem';
export * from './primitives/AlertBox';
export * from './primitives/Avatar';
export * from './primitives/Button';
export * from './primitives/Carousel';
export * from './primitives/Checkbox';
export * from './primitives/CircleProgress';
export * from './primitives/ConfirmDialog';
export * from './primitives/Dialog';
export * from './primitives/Field';
export * from './primitives/FormError';
export * from './primitives/OutboxNotice';
export * from './primitives/Link';
export * from './primitives/NotFoundPage';
export * from './primitives/Pagination';
export * from './primitives/LoadState';
export * from './primitives/PasswordField';
export * from './primitives/PlatformMark';
export * from './primitives/ProgressBar';
export * from './primitives/RichText';
export * from './primitives/SectionBoundary';
export * from './primitives/SectionError';
export * from './primitives/Select';
export * from './primitives/SkipLink';
export * from './primitives/Spinner';
export * from './primitives/SortableHeader';
export * from './primitives/Switch';
export * from './primitives/TextArea';
export * from './primitives/TextField';
export * from './primitives/Toast';

// The list primitives.
export * from './primitives/PagedList';
export * from './primitives/DataTable';
export * from './primitives/DebouncedSearch';
export * from './primitives/Count';
export * from './primitives/Markdown';

export * from './shell/AppHeader';
export * from './shell/AppShell';
export * from './shell/DailyCoinsLimitModal';
export * from './shell/ErrorPage';
export * from './shell/Footer';
export * from './shell/LoadingOverlay';
export * from './shell/MaintenancePage';
export * from './shell/NotificationDetailModal';
export * from './shell/NotificationsMenu';
export * from './shell/OfflineBanner';
export * from './shell/RecommendationPicker';
export * from './shell/SuggestionModal';

export * from './landing/AboutSection';
export * from './landing/CircleLanding';
export * from './landing/FaqSection';
export * from './landing/FreeTrainingMessage';
export * from './landing/GoalsSection';
export * from './landing/LandingPage';
export * from './landing/MissionVisionValuesSection';
export * from './landing/NewCoursesCarousel';
export * from './landing/SchoolAreasSection';
export * from './landing/SecondaryLanding';
export * from './landing/SupportersSection';

export * from './access/EmailSentScreen';
export * from './access/FirstAccessScreen';
export * from './access/IdentityForm';
export * from './access/LoginPanel';
export * from './access/NewPasswordForm';
export * from './access/RecoveryRequestForm';
export * from './access/RegisterModal';
export * from './access/ResetOptions';
export * from './access/TermsAcceptanceModal';
export * from './access/TermsPage';

export * from './course/CourseCard';
export * from './course/CourseProgressCard';

export * from './event/EventCard';

export * from './search/GlobalSearchResults';

export * from './catalogue/FavoriteTrainings';
export * from './catalogue/IndicatedTrainings';
export * from './catalogue/InterestPage';

export * from './dashboard/ContinueLearningSection';
export * from './dashboard/EventsSection';
export * from './dashboard/InterestsSection';
export * from './dashboard/MandatoryTracksSection';
export * from './dashboard/PillsSection';
export * from './onboarding/InterestPicker';
export * from './onboarding/OnboardingModal';

export * from './profile/ImageCropperModal';
export * from './profile/ProfileEditor';

export * from './dashboard/BackToTop';
export * from './dashboard/CommentsModal';
export * from './dashboard/Catalogue';
export * from './dashboard/DashboardEmpty';
export * from './dashboard/DashboardPage';
export * from './dashboard/FaqPanel';
export * from './dashboard/SchoolFilter';
export * from './dashboard/TrackMultiSelect';

export * from './demo/DemoPanel';

export * from './video/VideoPlayer';
export * from './video/FallbackVideoPlayer';

export * from './pill/PillCard';
export * from './pill/PillStoryViewer';

export * from './course/IntroVideoModal';

// The track block, schools, tracks and instructors.
export * from './course/TrackItem';
export * from './catalogue/SchoolPage';
export * from './catalogue/TrackPage';
export * from './catalogue/InstructorPage';
// The course page and the comment block it shares with the comments modal.
export * from './course/CommentList';
export * from './course/CoursePage';

// The content viewer.
// viewer/shared/media (the players' one interface) comes through the players' index.
export * from './viewer/ContentViewerPage';
export * from './viewer/ContentList';
export * from './viewer/NotesPanel';
export * from './viewer/PdfViewer';
export * from './viewer/ScormFrame';
export * from './viewer/ScormPlayer';
export * from './viewer/players';

// The bag, orders and statement.
export * from './bag/BagPage';
export * from './bag/OrderReview';
export * from './bag/OrderDetail';
export * from './bag/OrdersHistory';
export * from './statement/StatementPage';

// The shop: product card, filters, shop page, product page, favourite products.
export * from './shop';
// The event page's parts.
export * from './event/AddToCalendarLink';
export * from './event/CertificateButton';
export * from './event/EventPage';
export * from './event/AttendedEvents';
// A content's ratings and doubts.
export * from './assessment/ratings';
export * from './assessment/doubts';
// The statistics page.
export * from './statistics';
// The profile screen.
export * from './profile/EnrolledTrainings';
export * from './profile/ProfileHeader';
export * from './profile/ProfilePage';
export * from './profile/ProfileStatistics';
export * from './profile/ProfileTabs';
// The questionnaire.
export * from './assessment/questionnaire';

// The questionnaire route's screen.
export * from './assessment/questionnaireScreen/QuestionnaireScreen';

// The training course page and the QR check-in.
export * from './training';
export * from './checkin/CheckInScreen';
