import { LIMITS } from '@decola/domain';
import { Dialog } from '../../primitives/Dialog';
import { LoginForm, type LoginFormProps } from './LoginForm';

export type LoginPanelProps = Omit<LoginFormProps, 'focusLoginAfterMs' | 'className'> & {
  open: boolean;
  /** Escape, the close button or a click outside; focus then returns to what opened the panel. */
  onClose: () => void;
  title?: string;
};

/** Also opened by a redirect; the login field takes focus 250 ms after opening. */
export function LoginPanel({ open, onClose, title = 'Entrar', ...formProps }: LoginPanelProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} placement="right" size="sm">
      <LoginForm {...formProps} focusLoginAfterMs={LIMITS.delayMs.loginFocus} />
    </Dialog>
  );
}
