import type { Branch, BranchesResponse } from '@salon/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from './api-client.ts';
import { envelopeWith } from './response-shape.ts';

// A light check (response-shape.ts): the reviews and gallery pages read the branches too, and
// the zod contracts stay out of their scripts (docs/decisions/0048-reviews-and-gallery-per-branch.md).
const branchesAnswerShape = envelopeWith<BranchesResponse>({ branches: 'array' });

/**
 * docs/decisions/0045-branches.md: the salon's branches (GET /api/branches), the main one first.
 * With two or more the customer picks one before anything else of the booking; with one the
 * choice never shows and every request goes without a branch (the server's main branch).
 */
export async function getBranches(signal?: AbortSignal): Promise<Branch[]> {
  const answer = await apiRequest('/api/branches', { schema: branchesAnswerShape, signal });
  return answer.data.branches;
}

export const branchesQueryOptions = queryOptions({
  queryKey: ['branches'] as const,
  queryFn: ({ signal }) => getBranches(signal),
  // Branches change rarely: an hour old is current enough to choose from.
  staleTime: 60 * 60_000,
});

export function useBranches() {
  return useQuery(branchesQueryOptions);
}

/** Where the choice is remembered: this browser's storage, and a cookie the server may read later. */
const STORAGE_KEY = 'salon-branch';
export const BRANCH_COOKIE = 'salon_branch';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readRememberedBranch(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the choice lasts the page.
    return null;
  }
}

export function rememberBranch(branchId: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, branchId);
  } catch {
    // As above: nothing to keep it in.
  }
  document.cookie = `${BRANCH_COOKIE}=${encodeURIComponent(branchId)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * The branch the customer books at: undefined while there is nothing to choose (one branch, or
 * the list still loading: the server's main branch), else the remembered one while it is still
 * open, else the main one (first) until the customer picks another.
 */
export type ChosenBranch = ReturnType<typeof useChosenBranch>;

export function useChosenBranch() {
  const branches = useBranches();
  const [chosen, setChosen] = useState<string | null>(() => readRememberedBranch());
  const list = branches.data ?? [];
  const choosing = list.length >= 2;
  const valid = list.some((branch) => branch._id === chosen) ? chosen! : list[0]?._id;
  return {
    branches: list,
    /** Two or more branches: the picker shows. */
    choosing,
    branchId: choosing ? valid : undefined,
    branch: list.find((branch) => branch._id === valid),
    /**
     * The list has answered (or failed: the salon's main branch). Prices asked before it would be
     * the main branch's, shown for a moment to a customer who chose another.
     */
    isSettled: !branches.isPending,
    choose(branchId: string) {
      rememberBranch(branchId);
      setChosen(branchId);
    },
  };
}
