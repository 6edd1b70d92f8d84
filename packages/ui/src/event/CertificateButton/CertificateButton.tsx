import type { MouseEvent } from 'react';
import { AwardIcon } from '../../icons';
import { Button, buttonVariants, type ButtonProps } from '../../primitives/Button';
import { Link } from '../../primitives/Link';

export const CERTIFICATE_BUTTON_TEXT = {
  label: 'Ver certificado',
  newTab: '(abre em uma nova aba)',
} as const;

export type CertificateButtonProps = {
  /** The file the API points to; undefined while its path loads. */
  href: string | undefined;
  /** The app opening the file itself (a demo file only its page can fetch); else the browser. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  size?: ButtonProps['size'];
  className?: string;
};

/** The certificate of an attended class or an earned training, in a new tab. */
export function CertificateButton({
  href,
  onClick,
  size = 'lg',
  className,
}: CertificateButtonProps) {
  const content = (
    <>
      <AwardIcon size={size === 'lg' ? 'lg' : 'md'} />
      {CERTIFICATE_BUTTON_TEXT.label}
    </>
  );
  if (href === undefined)
    return (
      <Button variant="secondary" size={size} loading className={className}>
        {content}
      </Button>
    );
  return (
    <Link
      href={href}
      external
      onClick={onClick}
      data-slot="certificate-button"
      className={buttonVariants({ variant: 'secondary', size, className })}
    >
      {content}
      <span className="sr-only"> {CERTIFICATE_BUTTON_TEXT.newTab}</span>
    </Link>
  );
}
