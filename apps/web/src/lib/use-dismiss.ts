import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';

export type DismissReason = 'outside' | 'escape';

/**
 * Closes a popup (menu, mobile panel) on a press outside the given elements or on Escape.
 * The toggle button belongs inside `refs`, or its own press would close and reopen it.
 */
export function useDismiss(
  isOpen: boolean,
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  onDismiss: (reason: DismissReason) => void,
): void {
  const handlePointerDown = useEffectEvent((event: Event) => {
    const target = event.target as Node | null;
    if (target && refs.some((ref) => ref.current?.contains(target))) return;
    onDismiss('outside');
  });
  const handleKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onDismiss('escape');
  });

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: Event) => handlePointerDown(event);
    const onKeyDown = (event: KeyboardEvent) => handleKeyDown(event);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);
}
