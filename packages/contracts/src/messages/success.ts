/** docs/product.md#8.4. */
export const successMessages = {
  login: 'Login successful!',
  registration: 'Registration successful!',
  adminRegistration: 'Admin registration successful!',
  emailVerified: 'Email verified successfully!',
  passwordReset: 'Password reset successful! Please login with your new password.',
  passwordUpdated: 'Password updated successfully!',
  passwordChanged: 'Password changed successfully',
  profileUpdated: 'Profile updated successfully',
  profileImageUpdated: 'Profile image updated successfully',
  loggedOut: 'Logged out successfully',
} as const;
