/** Spec sections 5 and 8.3-8.4: the profile and its picture. */
export const profileMessages = {
  updated: 'Profile updated successfully',
  imageUpdated: 'Profile image updated successfully',
  updateFailed: 'Failed to update profile',
  uploadFailed: 'Failed to upload image',
  imageType: 'Please select a valid image file (JPEG, PNG, GIF)',
  imageSize: 'Image size should be less than 5MB',
  // The server's own answers.
  noFile: 'Please choose an image to upload',
  imageTooLarge: 'The image is too large; use one under 6000 x 6000 pixels',
  imageUnreadable: 'The image could not be read; try another file',
  imageUrlNotOurs: 'Only images uploaded to this site can be used',
} as const;
