/**
 * Answers that many visitors read and only the owner changes, kept in memory per process
 * (docs/architecture.md#read-cache). Each entry belongs to a topic; a change to a topic drops
 * its entries here and, through the change listener, in every other process on the database.
 */
export const cacheTopics = ['catalogue', 'reviews', 'salon', 'slots', 'sessions', 'staff'] as const;
export type CacheTopic = (typeof cacheTopics)[number];

/**
 * Topics whose entries are built from another's too: the team's services carry the
 * catalogue's prices and lengths (docs/decisions/0036-stylists.md), so a catalogue change drops them.
 */
const dependentTopics: Partial<Record<CacheTopic, CacheTopic[]>> = { catalogue: ['staff'] };

export const isCacheTopic = (value: string): value is CacheTopic =>
  (cacheTopics as readonly string[]).includes(value);

interface Entry {
  key: string;
  value: Promise<unknown>;
}

export interface ReadCache {
  /**
   * The value `load` gives for this name and key, loaded once until its topic changes. An entry
   * holds one key: the next key (e.g. the next salon day) replaces it, so nothing piles up.
   */
  get<T>(topic: CacheTopic, name: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Drops the topic's entries in this process only (a change seen here or announced by another). */
  drop(topic: CacheTopic): void;
  /** Whether entries are kept: only while changes of other processes can reach this one. */
  setEnabled(enabled: boolean): void;
  isEnabled(): boolean;
  /** Calls `listener` with each topic dropped, so what is built from its entries goes too. */
  onDrop(listener: (topic: CacheTopic) => void): void;
}

export function createReadCache(): ReadCache {
  const entries = new Map<CacheTopic, Map<string, Entry>>(cacheTopics.map((topic) => [topic, new Map()]));
  let enabled = false;
  const dropListeners: Array<(topic: CacheTopic) => void> = [];

  return {
    get<T>(topic: CacheTopic, name: string, key: string, load: () => Promise<T>): Promise<T> {
      if (!enabled) return load();
      const forTopic = entries.get(topic)!;
      const cached = forTopic.get(name);
      if (cached?.key === key) return cached.value as Promise<T>;
      // Stored before it settles, so concurrent readers share one load; a change meanwhile
      // removes it, so a load that began before the change is never kept after it.
      const value = load();
      const entry = { key, value };
      forTopic.set(name, entry);
      // A failed load is not remembered: the next reader tries again.
      value.catch(() => {
        if (forTopic.get(name) === entry) forTopic.delete(name);
      });
      return value;
    },
    drop(topic) {
      entries.get(topic)!.clear();
      for (const listener of dropListeners) listener(topic);
      for (const dependent of dependentTopics[topic] ?? []) this.drop(dependent);
    },
    setEnabled(value) {
      enabled = value;
      if (!value) for (const topic of cacheTopics) this.drop(topic);
    },
    isEnabled: () => enabled,
    onDrop(listener) {
      dropListeners.push(listener);
    },
  };
}
