import { LandingPage } from '@decola/ui';
import { template } from '../../common/template';
import { ABOUT_VIDEO } from './aboutVideo';
import { useAccessDialogs } from './useAccessDialogs';
import { useLandingData } from './useLandingData';

export { loader } from './signedInHome';

/** Route home on the default, portal and construction brands: the landing page. */
export function Component() {
  const access = useAccessDialogs();
  const landing = useLandingData();
  return (
    <>
      <LandingPage
        template={template}
        newCourses={landing.newCourses}
        newCoursesStatus={landing.newCoursesStatus}
        faq={landing.faq}
        faqState={landing.faqState}
        onLoginClick={access.openLogin}
        onCourseClick={access.openLogin}
        aboutVideo={ABOUT_VIDEO}
      />
      {access.dialogs}
    </>
  );
}
