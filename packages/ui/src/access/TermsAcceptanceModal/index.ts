export { TermsAcceptanceModal, type TermsAcceptanceModalProps } from './TermsAcceptanceModal';
