/** Registration rule: a Sri Lankan number written as 0 followed by 9 digits. */
export function isValidRegistrationPhone(phone: string): boolean {
  return /^0\d{9}$/.test(phone);
}

/** Profile rule: exactly 10 digits once spaces, dashes and the like are stripped. */
export function isValidProfilePhone(phone: string): boolean {
  return phone.replace(/\D/g, '').length === 10;
}
