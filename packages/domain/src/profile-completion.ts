export interface ProfileFields {
  profileImage?: string | null;
  phone?: string | null;
  address?: string | null;
}

export type CompletionLevel = 'low' | 'partial' | 'complete';

const isFilled = (value: string | null | undefined) => Boolean(value && value.trim());

/** docs/product.md#4.3: the rounded share of profile image, phone and address that are filled. */
export function calculateProfileCompletion(profile: ProfileFields): number {
  const filled = [profile.profileImage, profile.phone, profile.address].filter(isFilled).length;
  return Math.round((filled / 3) * 100);
}

/** docs/product.md#4.3: red below 50, yellow from 50 to under 100, green at 100. */
export function completionLevel(percent: number): CompletionLevel {
  if (percent >= 100) return 'complete';
  return percent >= 50 ? 'partial' : 'low';
}
