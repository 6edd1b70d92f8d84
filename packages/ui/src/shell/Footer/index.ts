export { Footer, type FooterProps } from './Footer';
export { FOOTER_COLUMNS, POWERED_BY, type FooterColumn, type FooterLink } from './footerLinks';
