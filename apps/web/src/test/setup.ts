import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from '../lib/toast.ts';
import { afterEach, vi } from 'vitest';

// Tests wait for what the page shows, never for a fixed time. Testing Library gives up on a
// condition after 1 s by default, which a busy 2-core machine (lazy routes compiling, other
// suites running) overshoots: a bound this generous only matters when a test is failing anyway.
configure({ asyncUtilTimeout: 40_000 });

// The lint-rule tests run in node (`@vitest-environment node`): there is no page to clean up.
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (!hasDom) return;
  // Sonner keeps its toasts in module memory: without this one test's toast shows in the next.
  toast.dismiss();
  cleanup();
  window.localStorage.clear();
  // The place to return to after sign-in and the booking draft live here: each test starts afresh.
  window.sessionStorage.clear();
});

// jsdom has no scrolling; the app's scroll restoration (src/lib/scroll-restoration.ts) calls
// these on every navigation.
if (hasDom) {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
  // Nor pointer capture, which Sonner's toasts take on a pointer press (a click on a toast's
  // action button, such as the back office's Undo, begins with one).
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
}
