import { useEffect, useState } from 'react';

const loading = new Map<string, Promise<void>>();

/**
 * Adds a `<script src>` once per URL. The app's CSP forbids inline script, so third-party
 * SDKs are only ever loaded this way, from hosts the policy lists.
 */
export function loadScript(src: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // Forget the failure so a later mount can try again.
      loading.delete(src);
      script.remove();
      reject(new Error(`Failed to load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

export type ScriptStatus = 'idle' | 'loading' | 'ready' | 'error';

export function useScript(src: string | null): ScriptStatus {
  const [result, setResult] = useState<{ src: string; status: 'ready' | 'error' } | null>(null);

  useEffect(() => {
    if (!src) return;
    let isCurrent = true;
    loadScript(src).then(
      () => isCurrent && setResult({ src, status: 'ready' }),
      () => isCurrent && setResult({ src, status: 'error' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [src]);

  if (!src) return 'idle';
  return result?.src === src ? result.status : 'loading';
}
