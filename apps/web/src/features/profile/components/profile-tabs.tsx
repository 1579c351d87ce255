import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface ProfileTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and
 * show their panel. Hidden panels stay mounted so half-typed input survives a tab switch.
 */
export function ProfileTabs({ tabs, label }: { tabs: ProfileTab[]; label: string }) {
  const baseId = useId();
  const [activeId, setActiveId] = useState(tabs[0]!.id);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const activate = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setActiveId(tab.id);
    tabRefs.current[tab.id]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    activate(next);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        // Sinhala and Tamil labels are longer than a phone's half width: they wrap, so the
        // pills grow taller instead of pushing the page sideways.
        className="flex gap-1 rounded-3xl border border-sand-200 bg-white p-1 shadow-sm sm:inline-flex sm:rounded-full"
      >
        {tabs.map((tab, index) => {
          const isActive = tab.id === activeId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isActive}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => setActiveId(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={clsx(
                'min-w-0 flex-1 rounded-3xl px-3 py-2.5 text-sm leading-snug font-medium text-balance transition-colors sm:flex-none sm:rounded-full sm:px-5 sm:whitespace-nowrap',
                isActive
                  ? 'bg-plum-900 text-white shadow-sm'
                  : 'text-ink/80 hover:bg-plum-50 hover:text-plum-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== activeId}
          className="mt-6 focus-visible:outline-offset-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
