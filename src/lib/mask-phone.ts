// Apart from src/lib/phone.ts: pages that only show a phone need none of its validation data.

/** Masks a phone as spec section 9 says: the first three and last four digits stay (138****5678). */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return phone;
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}
