import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface FocusTrapOptions {
  /**
   * Where focus goes once the trap ends. By default the element that had focus when it began
   * (the button that opened the dialog).
   */
  returnFocusTo?: HTMLElement | null;
}

/**
 * Keeps keyboard focus inside a modal while `isActive`: focus moves in when it opens (to the
 * element marked `data-autofocus`, else the first focusable one, else the container itself),
 * Tab and Shift+Tab cycle through the focusable elements inside, and focus goes back when it
 * closes. Attach the returned ref to the modal's outermost element.
 */
export function useFocusTrap<T extends HTMLElement>(
  isActive: boolean,
  { returnFocusTo }: FocusTrapOptions = {},
): RefObject<T | null> {
  const containerRef = useRef<T>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!isActive || !container) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusable = () => Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
    const preferred = container.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? focusable()[0] ?? container).focus();

    function cycleFocus(event: KeyboardEvent) {
      if (event.key !== 'Tab') return;
      const elements = focusable();
      const first = elements[0];
      const last = elements[elements.length - 1];
      const active = document.activeElement;
      // Focus on the container itself (or nothing to focus) must not let Tab leave either.
      const isAtStart = active === first || active === container;
      if (!first || !last) event.preventDefault();
      else if (event.shiftKey && isAtStart) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || active === container)) {
        event.preventDefault();
        first.focus();
      }
    }

    container.addEventListener('keydown', cycleFocus);
    return () => {
      container.removeEventListener('keydown', cycleFocus);
      (returnFocusTo ?? previouslyFocused)?.focus();
    };
  }, [isActive, returnFocusTo]);

  return containerRef;
}
