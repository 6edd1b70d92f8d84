import { CircleLanding, loadChunk, Spinner } from '@decola/ui';
import { lazy, Suspense } from 'react';
import { ABOUT_VIDEO } from './aboutVideo';
import { useAccessDialogs } from './useAccessDialogs';
import { useLandingData } from './useLandingData';

export { loader } from './signedInHome';

// Requested at once, in parallel with the page's own render.
const loginFormModule = loadChunk(() => import('./CircleLoginForm'));
const CircleLoginForm = lazy(() => loginFormModule);

/** A new course opens the login panel, as on the other brands. */
export function Component() {
  const access = useAccessDialogs();
  const landing = useLandingData();
  return (
    <>
      <CircleLanding
        loginForm={
          <Suspense fallback={<Spinner />}>
            <CircleLoginForm
              redirect={access.redirect}
              onForgotPasswordClick={access.loginActions.onForgotPasswordClick}
            />
          </Suspense>
        }
        onRegisterClick={access.openRegister}
        newCourses={landing.newCourses}
        newCoursesStatus={landing.newCoursesStatus}
        onCourseClick={access.openLogin}
        faq={landing.faq}
        faqState={landing.faqState}
        aboutVideo={ABOUT_VIDEO}
      />
      {access.dialogs}
    </>
  );
}
