/**
 * After a refused submit, the first field marked wrong (`aria-invalid`, or a group's own
 * `role="alert"` message made focusable) in `container` takes the focus and is scrolled into
 * view: a screen reader reads it with its message, and in a long dialog the message is not left
 * out of sight below or above while the focus stays on the submit button. Every form whose
 * marks are set by hand (not react-hook-form, which does the same itself) uses this one way.
 */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  const first = container?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"][tabindex="-1"]');
  if (!first) return false;
  first.focus();
  // jsdom has no scrollIntoView; focus alone scrolls only as far as the field's nearest edge.
  first.scrollIntoView?.({ block: 'center' });
  return true;
}
