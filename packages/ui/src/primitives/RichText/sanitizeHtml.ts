import { RICH_TEXT_TAGS } from '@decola/domain';
import DOMPurify from 'dompurify';

// Links from the server leave the portal: open them in a new tab without handing it the opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Only the tags of the domain's rich text allowlist stay; styles go, ids and names are prefixed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    FORBID_ATTR: ['style'],
    // An answer's id="onYouTubeIframeAPIReady" would clobber the global the player calls.
    SANITIZE_NAMED_PROPS: true,
  });
}
