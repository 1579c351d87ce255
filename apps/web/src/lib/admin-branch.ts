import { createContext, useContext, useSyncExternalStore } from 'react';
import { useBranches } from './branches.ts';

/**
 * docs/decisions/0045-branches.md: the branch the owner's back office shows. One choice for
 * every admin view, kept in this browser's storage (apart from the customer's own booking
 * choice), told to every view reading it at once.
 */
const STORAGE_KEY = 'salon-admin-branch';
/** The choice "All branches", for the views that can show every branch together. */
export const ALL_BRANCHES = 'all';

const listeners = new Set<() => void>();
let memory: string | null = null;

function read(): string | null {
  try {
    return typeof window === 'undefined' ? memory : (window.localStorage.getItem(STORAGE_KEY) ?? memory);
  } catch {
    // Storage refused (private mode): the choice lasts the page.
    return memory;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice is this tab's too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The one branch a manager runs (docs/decisions/0049-branch-manager.md), told by the admin
 * layout from the session; null for the owner, who chooses.
 */
export const OwnBranchContext = createContext<string | null>(null);

export function chooseAdminBranch(choice: string) {
  memory = choice;
  try {
    window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // As above: nothing to keep it in.
  }
  for (const listener of listeners) listener();
}

/**
 * The back office's branch. With one branch (or the list still loading) nothing is chosen and
 * every request goes without a branch (the server's main one). With two or more: the remembered
 * open branch, else the main one (first); "All branches" only where the view says it can show
 * them (`all`), else the main one.
 */
export function useAdminBranch({ all = false }: { all?: boolean } = {}) {
  const branches = useBranches();
  const ownBranchId = useContext(OwnBranchContext);
  const storedChoice = useSyncExternalStore(subscribe, read, () => null);
  // A manager sees their branch alone, whatever this browser remembers (the server keeps them to it too).
  const stored = ownBranchId ?? storedChoice;
  const list = (branches.data ?? []).filter((one) => !ownBranchId || one._id === ownBranchId);
  const choosing = list.length >= 2;
  const own = ownBranchId ? list[0] : undefined;
  const showsAll = choosing && all && stored === ALL_BRANCHES;
  const branch = showsAll ? undefined : (list.find((one) => one._id === stored) ?? list[0]);
  return {
    branches: list,
    /** Two or more branches: the switcher shows. */
    choosing,
    /** A manager's one branch: shown, never chosen. */
    own,
    /** Every branch together (only where the view asked for `all`). */
    showsAll,
    /** The branch to ask the server about; undefined with one branch, or for all of them. */
    branchId: own?._id ?? (choosing && !showsAll ? branch?._id : undefined),
    branch: own ?? (choosing && !showsAll ? branch : undefined),
    /** The list has answered (or failed): asking before would show the main branch's figures first. */
    ready: !branches.isPending,
    /** What the switcher shows as chosen. */
    value: showsAll ? ALL_BRANCHES : (branch?._id ?? ''),
    choose: chooseAdminBranch,
  };
}
