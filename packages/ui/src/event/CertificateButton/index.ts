export {
  CertificateButton,
  CERTIFICATE_BUTTON_TEXT,
  type CertificateButtonProps,
} from './CertificateButton';
