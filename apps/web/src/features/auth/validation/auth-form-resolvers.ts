import { zodResolver } from '@hookform/resolvers/zod';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordFormSchema,
  verifyEmailRequestSchema,
} from '@salon/contracts';
// The jitless setting must come with zod wherever zod is first loaded (src/lib/zod-jitless.ts).
import '../../../lib/zod-jitless.ts';

// Loaded on demand by the public auth forms (lazy-auth-resolvers.ts): zod stays out of those pages' first load.
export const loginResolver = zodResolver(loginRequestSchema);
export const registerResolver = zodResolver(registerRequestSchema);
export const resetPasswordResolver = zodResolver(resetPasswordFormSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordRequestSchema);
export const verificationCodeResolver = zodResolver(verifyEmailRequestSchema.pick({ otp: true }));
