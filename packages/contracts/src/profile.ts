import { isValidProfilePhone, toLocalSriLankaPhone } from '@salon/domain';
import { z } from 'zod';
import { successResponseSchema } from './envelope.ts';
import { emailSchema, verificationCodeSchema } from './auth.ts';
import { validationMessages as m } from './messages.ts';
import { personNameSchema } from './person-name.ts';
import { userSchema } from './user.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => value || null);

/**
 * docs/product.md#5 profile rules: name required, on one line; phone, if present, a Sri Lankan
 * number as people type it, read in its local form like the registration's (the server stores
 * it as E.164, docs/architecture.md#phones).
 */
export const updateProfileRequestSchema = z.object({
  name: personNameSchema,
  phone: z
    .string()
    .trim()
    .nullable()
    .optional()
    .refine((phone) => !phone || isValidProfilePhone(phone), m.profilePhone)
    .transform((phone) => (phone ? (toLocalSriLankaPhone(phone) ?? phone) : null)),
  address: optionalText(500),
  city: optionalText(100),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const userResponseSchema = successResponseSchema(z.object({ user: userSchema }));
export type UserResponse = z.infer<typeof userResponseSchema>;

export const uploadResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  imageUrl: z.string(),
  data: z.object({ user: userSchema }),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** The JSON variant of the upload call (docs/product.md#7.1): an image already hosted by us. */
export const profileImageUrlRequestSchema = z.object({ imageUrl: z.string().trim().min(1).max(500) });

/** The code texted to the profile's phone (docs/architecture.md#phone-confirmation). */
export const confirmPhoneRequestSchema = z.object({ code: verificationCodeSchema });
export type ConfirmPhoneRequest = z.input<typeof confirmPhoneRequestSchema>;

/**
 * An account made by mobile number adds an e-mail address by a mailed code
 * (docs/decisions/0029-sign-in-by-mobile.md): the address, then the code.
 */
export const addEmailRequestSchema = z.object({ email: emailSchema });
export type AddEmailRequest = z.input<typeof addEmailRequestSchema>;
export const confirmEmailRequestSchema = z.object({ code: verificationCodeSchema });
export type ConfirmEmailRequest = z.input<typeof confirmEmailRequestSchema>;
