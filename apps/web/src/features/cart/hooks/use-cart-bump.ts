import { CART_BUMP_MS } from '../../../lib/ui-timings.ts';
import { useMutationState } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { cartAddMutationKey } from '../api/get-cart.ts';

const bumpKeyframes: Keyframe[] = [
  { transform: 'scale(1)' },
  { transform: 'scale(1.3)', offset: 0.4 },
  { transform: 'scale(1)' },
];

/**
 * docs/product.md#2.4: the cart icon bumps for 300 ms after an add to cart. Keyed on successful add
 * mutations rather than on the count, so the first load of a full cart does not bump and
 * adding a service already in the cart (same count, higher quantity) still does.
 */
export function useCartBump<T extends HTMLElement>() {
  const elementRef = useRef<T>(null);
  const lastAddAt = useMutationState({
    filters: { mutationKey: cartAddMutationKey, status: 'success' },
    select: (mutation) => mutation.state.submittedAt,
  }).reduce((latest, submittedAt) => Math.max(latest, submittedAt), 0);
  const seenAddAt = useRef(lastAddAt);

  useEffect(() => {
    if (lastAddAt <= seenAddAt.current) return;
    seenAddAt.current = lastAddAt;
    const element = elementRef.current;
    const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // jsdom has no Web Animations; the bump is decoration, so its absence is harmless.
    if (!element || prefersReducedMotion || typeof element.animate !== 'function') return;
    element.dataset.bumping = 'true';
    const animation = element.animate(bumpKeyframes, { duration: CART_BUMP_MS, easing: 'ease-out' });
    animation.onfinish = () => delete element.dataset.bumping;
  }, [lastAddAt]);

  return elementRef;
}
