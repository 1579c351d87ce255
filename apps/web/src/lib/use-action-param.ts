import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Runs `run` once with the value of the query parameter `name` (e.g. `?book=<id>`, left by a
 * sign-in that interrupted Book Now) as soon as `ready`, then drops the parameter from the
 * address, so a reload or Back does not do it again.
 */
export function useActionParam(name: string, ready: boolean, run: (value: string) => void) {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !value || done.current === value) return;
    done.current = value;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
    run(value);
  }, [name, ready, value, run, setParams]);
}
