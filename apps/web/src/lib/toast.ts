import type * as SonnerModule from 'sonner';

/**
 * Toasts whose library loads with the first toast (docs/architecture.md#react-runtime): a
 * visitor who is never told anything never downloads Sonner, its styles or its Toaster, which
 * were a tenth of the script every page loaded. Calls made before Sonner is in place wait, in
 * order, and reach it as soon as `<Toasts>` has mounted its Toaster; ids are chosen here, so a
 * caller can update or dismiss a toast that is still waiting.
 */
type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']['success']>[0];
type Options = NonNullable<Parameters<Sonner['toast']['success']>[1]>;
type ToastId = string | number;
type Kind = 'success' | 'error' | 'info' | 'loading';

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
let toasterIsMounted = false;
const waiting: Array<(loaded: Sonner) => void> = [];
const listeners = new Set<() => void>();
let lastId = 0;

function loadSonner() {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // Offline for a moment: the next toast tries again.
      loading = undefined;
      throw error;
    },
  );
  loading.catch(() => {});
}

function send(call: (loaded: Sonner) => void) {
  if (sonner && toasterIsMounted) {
    call(sonner);
    return;
  }
  waiting.push(call);
  loadSonner();
}

const show =
  (kind: Kind) =>
  (message: Message, options: Options = {}): ToastId => {
    const id = options.id ?? `toast-${++lastId}`;
    send((loaded) => loaded.toast[kind](message, { ...options, id }));
    return id;
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  loading: show('loading'),
  /** One toast, or every toast when no id is given (waiting ones included). */
  dismiss(id?: ToastId) {
    if (id === undefined) waiting.length = 0;
    if (sonner) sonner.toast.dismiss(id);
  },
};

/** Sonner once it has loaded, for `<Toasts>` (the Toaster's render needs it synchronously). */
export const loadedSonner = () => sonner;

export function onSonnerLoaded(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by `<Toasts>` once its Toaster listens (mounted true) and when it goes (false). */
export function setToasterMounted(mounted: boolean) {
  toasterIsMounted = mounted;
  if (!mounted || !sonner) return;
  const loaded = sonner;
  for (const call of waiting.splice(0)) call(loaded);
}
