import { LIMITS } from '@decola/domain';
import { Dialog } from '../../primitives/Dialog';
import { LoginForm, type LoginFormProps } from './LoginForm';

export type LoginPanelProps = Omit<LoginFormProps, 'focusLoginAfterMs' | 'className'> & {
  open: boolean;
  /** Escape, the close button or a click outside; focus then returns to what opened the panel. */
  onClose: () => void;
  title?: string;
};

/**
 * The landing's login panel (spec 1 §2): a side panel holding the LoginForm. The app opens it from
 * the call-to-action, or by itself when a redirect query exists; the login field receives focus
 * 250 ms after it opens (spec 1 §9).
 */
export function LoginPanel({ open, onClose, title = 'Entrar', ...formProps }: LoginPanelProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} placement="right" size="sm">
      <LoginForm {...formProps} focusLoginAfterMs={LIMITS.delayMs.loginFocus} />
    </Dialog>
  );
}
