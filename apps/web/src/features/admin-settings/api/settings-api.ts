import {
  bookingRulesResponseSchema,
  catalogueAdminMessages,
  closureConflictDetailsSchema,
  closuresResponseSchema,
  salonProfileResponseSchema,
} from '@salon/contracts';
import type { BookingRules, Closure, ClosureBooking, SalonProfile } from '@salon/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { errorMessage, hasErrorCode } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/use-language.tsx';
import { settingsResponseSchema } from '../lib/hours-form.ts';
import type { BookingSettings } from '../lib/hours-form.ts';

export const rulesSaveFailed = 'Failed to save the booking rules';

/** One query per call, so each section of the screen loads, fails and saves on its own. */
export const settingsQueries = {
  settings: queryOptions({
    queryKey: ['admin', 'settings'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/admin/settings', { schema: settingsResponseSchema, signal })).data.settings,
  }),
  closures: queryOptions({
    queryKey: ['admin', 'closures'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/admin/closures', { schema: closuresResponseSchema, signal })).data.closures,
  }),
  bookingRules: queryOptions({
    queryKey: ['admin', 'booking-rules'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/admin/booking-rules', { schema: bookingRulesResponseSchema, signal })).data
        .rules,
  }),
  profile: queryOptions({
    queryKey: ['admin', 'salon-profile'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/admin/salon-profile', { schema: salonProfileResponseSchema, signal })).data
        .profile,
  }),
};

export const useBookingSettings = () => useQuery(settingsQueries.settings);
export const useClosures = () => useQuery(settingsQueries.closures);
export const useBookingRules = () => useQuery(settingsQueries.bookingRules);
export const useSalonProfileSettings = () => useQuery(settingsQueries.profile);

export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: BookingSettings) =>
      (
        await apiRequest('/api/admin/settings', {
          method: 'PUT',
          body: settings,
          schema: settingsResponseSchema,
        })
      ).data.settings,
    // The public texts and the calendar read the hours, lead time and horizon from GET /api/config.
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueries.settings.queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: ['config'] });
    },
  });
}

export interface ClosuresChange {
  /** Whose list the change is to: null the whole salon's, else a branch's own (docs/decisions/0045-branches.md). */
  branchId: string | null;
  change: (current: Closure[]) => Closure[];
  /** The bookings on the newly closed days the owner chose to cancel (the server refuses any other). */
  cancelBookings?: string[];
}

/**
 * The call replaces one list (the salon's, or a branch's), so a change is applied to a fresh
 * copy of it: a closure another tab (or another owner) added a moment ago is kept rather than
 * overwritten.
 */
export function useSaveClosures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ branchId, change, cancelBookings }: ClosuresChange) => {
      const current = (await queryClient.fetchQuery({ ...settingsQueries.closures, staleTime: 0 }))
        .filter((closure) => (closure.branch?._id ?? null) === branchId)
        .map(({ from, to, reason }): Closure => ({ from, to, reason }));
      const closures = [...change(current)].sort((a, b) => a.from.localeCompare(b.from));
      const answer = await apiRequest('/api/admin/closures', {
        method: 'PUT',
        body: { ...(branchId && { branchId }), closures, ...(cancelBookings && { cancelBookings }) },
        schema: closuresResponseSchema,
      });
      return answer.data;
    },
    onSuccess: ({ closures, cancelledBookings }) => {
      queryClient.setQueryData(settingsQueries.closures.queryKey, closures);
      // The cancelled bookings leave the appointment lists and the day views.
      if (cancelledBookings) return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

/** The bookings a refused closure would strand (CLOSURE_HAS_BOOKINGS), or undefined for any other failure. */
export function strandedBookings(error: unknown): ClosureBooking[] | undefined {
  if (!hasErrorCode(error, 'CLOSURE_HAS_BOOKINGS')) return undefined;
  const details = closureConflictDetailsSchema.safeParse(error.details);
  return details.success ? details.data.bookings : undefined;
}

export function useSaveBookingRules() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: async (change: Partial<BookingRules>) =>
      (
        await apiRequest('/api/admin/booking-rules', {
          method: 'PUT',
          body: change,
          schema: bookingRulesResponseSchema,
        })
      ).data.rules,
    // Said here rather than per click: the answer is worth a word even if the switch was
    // redrawn (and its click's own callbacks dropped) while the save was under way.
    // The public pages read whether the fee is deducted from GET /api/config: they reload it.
    onSuccess: (rules) => {
      queryClient.setQueryData(settingsQueries.bookingRules.queryKey, rules);
      toast.success(t(catalogueAdminMessages.bookingRulesSaved));
      return queryClient.invalidateQueries({ queryKey: ['config'] });
    },
    onError: (error) => toast.error(t(errorMessage(error, rulesSaveFailed))),
  });
}

/** The public pages read the profile from GET /api/config (key `config`): they reload it too. */
export function useSaveSalonProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: SalonProfile) =>
      (
        await apiRequest('/api/admin/salon-profile', {
          method: 'PUT',
          body: profile,
          schema: salonProfileResponseSchema,
        })
      ).data.profile,
    onSuccess: (profile) => {
      queryClient.setQueryData(settingsQueries.profile.queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: ['config'] });
    },
  });
}
