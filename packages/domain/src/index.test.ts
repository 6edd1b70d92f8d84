import { describe, expect, it } from 'vitest';
import * as domain from './index';

// The names the package exports: other packages and tools import them exactly so.
const ISSUE_EXPORTS = [
  'isNewCourse',
  'isPasswordValid',
  'passwordRuleResults',
  'passwordStrengthLabel',
  'paginationWindow',
  'walletBalance',
  'bagTotal',
  'validateRating',
  'validatePlaybackSpeed',
  'validateCheckpoint',
  'validateDoubt',
  'validateDoubtForm',
  'validateNote',
  'validateImageFile',
  'validateSuggestion',
  'maskCpf',
  'unmaskCpf',
  'maskZip',
  'isEmailLogin',
  'normalizeLogin',
  'formatDuration',
  'formatRating',
  'abbreviateCount',
  'formatDateBR',
  'formatEventSchedule',
  'resolveUserType',
  'headerLinks',
  'canSeeShop',
  'shouldShowOnboarding',
  'canSelectInterest',
  'pickContentToContinue',
  'contentNavigation',
  'classEnrollmentBlocker',
  'hasAttended',
  'remainingSeconds',
  'nextSortOrder',
  'cataloguePageSize',
  'slidesPerView',
  'isHeaderSearchVisible',
  'notificationTarget',
  'safeRedirect',
  'templateConfig',
  'newPasswordProblems',
  'isNewPasswordValid',
  'loginDestination',
  'buildRegisterPayload',
  'validateRegister',
  'recoveryMode',
  'validateRecovery',
  'normalizeIdentity',
  'shouldLookUpZip',
  'greetingName',
  'shouldShowDailyCoinsModal',
  'filterFaq',
  'progressPlan',
  'startQuestionnaire',
  'finishQuestionnaire',
  'shuffleAlternatives',
  'toggleLike',
  'addRating',
  'removeRating',
  'enrollInClass',
  'unenrollFromClass',
  'canUnenroll',
  'bagAdd',
  'bagRemoveOne',
  'bagIncrease',
  'bagDecrease',
  'bagClear',
  'sortNotes',
  'searchToQuery',
] as const;

describe('@decola/domain', () => {
  it.each(ISSUE_EXPORTS)('exports %s as a function', (name) => {
    expect(typeof domain[name]).toBe('function');
  });

  it('exports the constants and the message catalogue', () => {
    expect(domain.PAGE_SIZES.comments).toBe(15);
    expect(domain.PROGRESS.REACH_MIN).toBe(99);
    expect(domain.LIMITS.imageMaxBytes).toBe(3_145_728);
    expect(domain.MESSAGES.success.trainingRecommended).toBe(
      'Você indicou este treinamento com sucesso!',
    );
  });
});
