export type PasswordStrength = 'weak' | 'medium' | 'strong';

export interface PasswordAdvice {
  /** At least two of letters, digits and symbols (spec section 5). */
  mixed: boolean;
  /** Longer than 6 characters (spec section 5). */
  long: boolean;
  strength: PasswordStrength;
}

/**
 * The strength advice of spec section 5 (at least two of letters, symbols and digits, and longer
 * than 6). Advice only: the server takes any password of 6 to 32 characters.
 */
export function passwordAdvice(password: string): PasswordAdvice {
  const kinds = [/\p{L}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}\s]/u].filter((kind) =>
    kind.test(password),
  ).length;
  const mixed = kinds >= 2;
  const long = [...password].length > 6;
  let strength: PasswordStrength = 'weak';
  if (mixed && long) strength = kinds === 3 && [...password].length >= 10 ? 'strong' : 'medium';
  return { mixed, long, strength };
}
