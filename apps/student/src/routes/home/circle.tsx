import { CircleLanding, LoginForm } from '@decola/ui';
import { useAccessDialogs } from './useAccessDialogs';
import { useLandingData } from './useLandingData';

/**
 * Route home on the circle brand (spec 1 §2): its landing with the 'Acesse' login form in the page
 * and 'Cadastre-se'; a new course opens the login panel, as on the other brands.
 */
export function Component() {
  const access = useAccessDialogs();
  const landing = useLandingData();
  return (
    <>
      <CircleLanding
        loginForm={
          <LoginForm title="Acesse" registerLabel="Cadastre-se" {...access.loginActions} />
        }
        onRegisterClick={access.openRegister}
        newCourses={landing.newCourses}
        newCoursesLoading={landing.newCoursesLoading}
        onCourseClick={access.openLogin}
        faq={landing.faq}
        onFaqRetry={landing.retryFaq}
      />
      {access.dialogs}
    </>
  );
}
