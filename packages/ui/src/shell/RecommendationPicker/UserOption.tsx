import { useId } from 'react';
import { cn } from '../../lib/cn';
import { HAS_FOCUS_RING } from '../../lib/focusRing';
import { Avatar } from '../../primitives/Avatar';
import type { RecommendationUser } from './RecommendationPicker';

const ALREADY_RECOMMENDED = 'Já indicado';

type UserOptionProps = {
  user: RecommendationUser;
  /** Checkbox when several can be chosen, radio when at most one. */
  type: 'checkbox' | 'radio';
  /** The radio group's name. */
  groupName: string;
  checked: boolean;
  /** Already recommended this training: said beside the e-mail, and may be chosen again. */
  recommended: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * One colleague: the whole row toggles the choice. The control is named by the person's name
 * and described by their e-mail and company, so a screen reader says who before where.
 */
export function UserOption({
  user,
  type,
  groupName,
  checked,
  recommended,
  onChange,
}: UserOptionProps) {
  const id = useId();
  const details = [recommended && ALREADY_RECOMMENDED, user.email, user.companyName]
    .filter(Boolean)
    .join(' · ');
  return (
    <li>
      <label
        htmlFor={id}
        data-checked={checked || undefined}
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-card border px-3 py-2 transition-colors',
          HAS_FOCUS_RING.near,
          checked
            ? 'border-primary bg-primary-soft'
            : 'border-line bg-surface hover:bg-surface-muted',
        )}
      >
        <input
          id={id}
          type={type}
          name={groupName}
          value={user.id}
          checked={checked}
          aria-labelledby={`${id}-name`}
          aria-describedby={details ? `${id}-details` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
        />
        <Avatar name={user.name} image={user.image} />
        <span className="flex min-w-0 flex-col">
          <span id={`${id}-name`} dir="auto" className="truncate text-sm font-semibold text-ink">
            {user.name}
            {user.socialName && user.socialName !== user.name ? ` (${user.socialName})` : ''}
          </span>
          {details && (
            <span id={`${id}-details`} className="truncate text-xs text-ink-muted">
              {details}
            </span>
          )}
        </span>
      </label>
    </li>
  );
}
