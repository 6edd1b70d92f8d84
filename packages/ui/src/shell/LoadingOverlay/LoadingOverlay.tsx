import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { Spinner } from '../../primitives/Spinner';

const overlayVariants = cva('z-40 flex justify-center bg-canvas/80 backdrop-blur-[2px]', {
  variants: {
    placement: {
      /** Over the whole window. */
      screen: 'fixed inset-0 items-center',
      /** Over the nearest positioned ancestor (the shell's main area). */
      container: 'absolute inset-0 items-start pt-16',
    },
  },
  defaultVariants: { placement: 'screen' },
});

export type LoadingOverlayProps = VariantProps<typeof overlayVariants> & {
  /** What is loading, shown and announced. */
  label?: string;
  className?: string;
};

/**
 * The shared shell's loading overlay: the page stays in place, dimmed, behind a spinner
 * and 'Carregando…', announced politely once (role="status").
 */
export function LoadingOverlay({
  placement,
  label = 'Carregando…',
  className,
}: LoadingOverlayProps) {
  return (
    <div
      data-slot="loading-overlay"
      data-placement={placement ?? 'screen'}
      className={cn(overlayVariants({ placement }), className)}
    >
      <div
        role="status"
        // In a tall container the message stays in view while the page scrolls under it.
        className={cn(
          'flex flex-col items-center gap-3 rounded-card bg-surface px-8 py-6 text-primary-ink shadow-lg',
          placement === 'container' && 'sticky top-32',
        )}
      >
        <Spinner size="lg" decorative />
        <span className="text-sm font-semibold text-ink">{label}</span>
      </div>
    </div>
  );
}
