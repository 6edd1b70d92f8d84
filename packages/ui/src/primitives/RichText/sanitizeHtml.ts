import DOMPurify from 'dompurify';

// Links from the server leave the portal: open them in a new tab without handing it the opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Scripts, event handlers, styles, frames and form controls are dropped. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'iframe',
      'form',
      'input',
      'button',
      'select',
      'textarea',
      'option',
      'optgroup',
      'datalist',
    ],
    FORBID_ATTR: ['style'],
  });
}
