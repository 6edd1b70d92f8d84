export {
  OnboardingModal,
  type OnboardingDraft,
  type OnboardingModalProps,
  type OnboardingUser,
} from './OnboardingModal';
