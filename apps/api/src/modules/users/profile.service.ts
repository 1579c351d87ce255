import { profileMessages, validationMessages } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { assertSriLankaPhone, toStoredPhone } from '../../phone/sri-lanka-phone.ts';
import type { ImageStore } from '../files/image-store.ts';
import type { UsersRepository } from './users.repository.ts';

export type ProfileService = ReturnType<typeof createProfileService>;

export function createProfileService({ users, images }: { users: UsersRepository; images: ImageStore }) {
  /**
   * The image the row held when it was replaced is removed, not the one the request's user row
   * showed: with uploads running at once that one may be gone already and another left behind.
   */
  async function replaceImage(user: UserRow, imageUrl: string) {
    const { user: updated, previous } = await users.replaceProfileImage(user.id, imageUrl);
    if (previous !== imageUrl) await images.remove(previous);
    return updated;
  }

  /** A new upload that could not be set on the profile is removed again, so no file is orphaned. */
  async function setUploaded(user: UserRow, imageUrl: string) {
    try {
      return await replaceImage(user, imageUrl);
    } catch (error) {
      await images.remove(imageUrl);
      throw error;
    }
  }

  return {
    update(
      user: UserRow,
      profile: { name: string; phone: string | null; address: string | null; city: string | null },
    ) {
      if (profile.phone !== null) assertSriLankaPhone(profile.phone, validationMessages.profilePhone);
      // Without an e-mail address the confirmed mobile is the only way in: changing it would lock
      // the customer out (and the database refuses an account with neither).
      const samePhone =
        profile.phone !== null &&
        user.phone !== null &&
        toStoredPhone(profile.phone) === toStoredPhone(user.phone);
      if (user.email === null && !samePhone)
        throw new BadRequestError(profileMessages.signInPhoneLocked, {
          issues: [{ path: '/phone', message: profileMessages.signInPhoneLocked }],
        });
      return users.update(user.id, profile);
    },

    /** The language of the mails and SMS sent to the customer later (docs/architecture.md#languages). */
    async setLanguage(user: UserRow, language: Language) {
      if (user.language !== language) await users.update(user.id, { language });
    },

    async uploadImage(user: UserRow, bytes: Buffer) {
      return setUploaded(user, await images.saveUpload('avatars', bytes));
    },

    /**
     * The JSON variant (docs/product.md#7.1): only an avatar this site stored, and nobody else's, since
     * replacing it later deletes the file.
     */
    async useUploadedImage(user: UserRow, imageUrl: string) {
      const owner = await users.findByProfileImage(imageUrl);
      if (!(await images.holds(imageUrl, 'avatars')) || (owner && owner.id !== user.id)) {
        throw new BadRequestError(profileMessages.imageUrlNotOurs);
      }
      return replaceImage(user, imageUrl);
    },
  };
}
