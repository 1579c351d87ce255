export const PASSWORD_MIN_LENGTH = 8;

export type PasswordProblem = 'tooShort' | 'noUppercase' | 'noLowercase' | 'noNumber';

/** Every rule of docs/product.md#5 that the password breaks, in the order it lists them. */
export function listPasswordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (!/[A-Z]/.test(password)) problems.push('noUppercase');
  if (!/[a-z]/.test(password)) problems.push('noLowercase');
  if (!/\d/.test(password)) problems.push('noNumber');
  return problems;
}
