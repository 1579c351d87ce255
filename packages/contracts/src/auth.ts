import { listPasswordProblems, toLocalSriLankaPhone, VERIFICATION_CODE_LENGTH } from '@salon/domain';
import type { PasswordProblem } from '@salon/domain';
import { z } from 'zod';
import { isSingleEmailAddress } from './email-address.ts';
import { successResponseSchema } from './envelope.ts';
import { authMessages, phoneSignInMessages, validationMessages as m } from './messages.ts';
import { personNameSchema } from './person-name.ts';
import { roleSchema, userSchema } from './user.ts';

const problemMessages: Record<PasswordProblem, string> = {
  tooShort: m.passwordTooShort,
  noUppercase: m.passwordNoUppercase,
  noLowercase: m.passwordNoLowercase,
  noNumber: m.passwordNoNumber,
};

export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .refine(isSingleEmailAddress, m.emailInvalid)
  .transform((email) => email.toLowerCase());

/** Registration and password change: each broken rule is its own message (docs/product.md#5). */
export const newPasswordSchema = z
  .string({ error: m.passwordRequired })
  .max(128, 'Password must be at most 128 characters')
  .superRefine((password, ctx) => {
    const [first] = listPasswordProblems(password);
    if (first) ctx.addIssue({ code: 'custom', message: problemMessages[first] });
  });

/** Reset password: every broken rule in one message joined by '. ' (docs/product.md#5). */
export function describeResetPasswordProblems(password: string): string | undefined {
  const problems = listPasswordProblems(password);
  if (problems.length === 0) return undefined;
  return problems.map((p) => (p === 'tooShort' ? m.passwordTooShortLong : problemMessages[p])).join('. ');
}

const resetPasswordSchema = z
  .string({ error: m.passwordRequired })
  .max(128, 'Password must be at most 128 characters')
  .superRefine((password, ctx) => {
    const message = describeResetPasswordProblems(password);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

export const registerRequestSchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: m.passwordsDoNotMatch }),
    address: optionalText(500),
    // What people type ('077 123 4567', '+94 77 123 4567') in its local form, the same rule in
    // the browser and on the server, which stores it as E.164 (docs/architecture.md#phones).
    phone: z.string({ error: m.registrationPhone }).transform((typed, context) => {
      const local = toLocalSriLankaPhone(typed);
      if (local === undefined) context.addIssue({ code: 'custom', message: m.registrationPhone });
      return local ?? typed;
    }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const adminRegisterRequestSchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: m.passwordsDoNotMatch }),
    address: optionalText(500),
    phone: optionalText(20),
    adminKey: z.string().optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type AdminRegisterRequest = z.input<typeof adminRegisterRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(128),
  role: roleSchema.default('user'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const verificationCodeSchema = z
  .string({ error: m.verificationCode })
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), m.verificationCode);

export const verifyEmailRequestSchema = z.object({
  userId: z.uuid(m.verificationCode),
  otp: verificationCodeSchema,
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

export const resendOtpRequestSchema = z.object({ email: emailSchema });
export type ResendOtpRequest = z.input<typeof resendOtpRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema, role: roleSchema.default('user') });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  password: resetPasswordSchema,
  role: roleSchema.default('user'),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** The reset screen's form: the request plus the confirmation the browser checks. */
export const resetPasswordFormSchema = z
  .object({ password: resetPasswordSchema, confirmPassword: z.string(), isAdmin: z.boolean() })
  .refine((form) => form.password === form.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const updatePasswordRequestSchema = z.object({
  currentPassword: z.string({ error: m.currentPasswordRequired }).min(1, m.currentPasswordRequired).max(128),
  newPassword: z
    .string({ error: m.newPasswordRequired })
    .min(1, m.newPasswordRequired)
    .pipe(newPasswordSchema),
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

/** The change-password form: the request plus its confirmation (docs/product.md#5). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, m.currentPasswordRequired),
    newPassword: z.string().min(1, m.newPasswordRequired).pipe(newPasswordSchema),
    confirmPassword: z.string().min(1, m.confirmNewPassword),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/**
 * docs/architecture.md#accounts: the body must carry Google's signed ID token. The old client's bare
 * name/email/googleId body is refused, since anyone could send one.
 */
export const googleSignInRequestSchema = z.object({
  credential: z
    .string({ error: authMessages.googleCredentialRequired })
    .min(20, authMessages.googleCredentialRequired),
});
export type GoogleSignInRequest = z.input<typeof googleSignInRequestSchema>;

export const authResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  token: z.string(),
  data: z.object({ user: userSchema }),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const registerResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  requiresVerification: z.literal(true),
  userId: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const meResponseSchema = successResponseSchema(z.object({ user: userSchema }));
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * A mobile number to sign up or in with, as people type it ('077 123 4567', '+94 77 123 4567'),
 * in its local form; the server checks it is a real mobile and stores it as E.164
 * (docs/decisions/0029-sign-in-by-mobile.md).
 */
export const signInPhoneSchema = z
  .string({ error: phoneSignInMessages.notMobile })
  .max(30, phoneSignInMessages.notMobile)
  .transform((typed, context) => {
    const local = toLocalSriLankaPhone(typed);
    if (local === undefined) context.addIssue({ code: 'custom', message: phoneSignInMessages.notMobile });
    return local ?? typed;
  });

export const phoneStartRequestSchema = z.object({ phone: signInPhoneSchema });
export type PhoneStartRequest = z.input<typeof phoneStartRequestSchema>;

/** `name` only for a number with no account yet; the server answers NAME_REQUIRED when it is missing. */
export const phoneVerifyRequestSchema = z.object({
  phone: signInPhoneSchema,
  code: verificationCodeSchema,
  name: personNameSchema.optional(),
});
export type PhoneVerifyRequest = z.input<typeof phoneVerifyRequestSchema>;
