import { ERROR_MESSAGES } from '@decola/domain';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionError } from '../SectionError';

export type SectionBoundaryProps = {
  /** The part's own sentence for when it cannot be shown (a section's load error). */
  text: string;
  children: ReactNode;
  /** Before the part renders again on 'Tentar novamente': the app drops what broke it. */
  onRetry?: () => void;
  /** The error and where it was thrown, for the app's log: never shown to the learner. */
  onError?: (error: unknown, info: ErrorInfo) => void;
};

type SectionBoundaryState = { failed: boolean };

/**
 * One part of a screen that fails to render (a malformed answer, a missing chunk) shows its own
 * error with 'Tentar novamente' and leaves the rest of the screen working. The error's own text
 * is never shown: it is in English and may carry addresses.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, SectionBoundaryState> {
  override state: SectionBoundaryState = { failed: false };

  static getDerivedStateFromError(): SectionBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <SectionError
        text={this.props.text}
        message={ERROR_MESSAGES.unexpected}
        onRetry={this.retry}
      />
    );
  }
}
