// The one name each account goes by for the sign-in limits and the password-hashing queue: an email in
// any case is one account, a phone number in any notation is one number (E.164).
import { toE164 } from './phoneNumbers';

export const emailAccountKey = (email: string): string => `email:${email.trim().toLowerCase()}`;
export const phoneAccountKey = (e164: string): string => `phone:${e164}`;
export const memberAccountKey = (memberId: number): string => `member:${String(memberId)}`;

/** The account a sign-in or code body is about, or null when it names none. */
export function accountKeyOf(body: Record<string, unknown>): string | null {
  if (typeof body.email === 'string') return emailAccountKey(body.email);
  if (typeof body.prefix === 'string' && typeof body.phone === 'string') {
    // A number that is not one for its prefix is refused by the route; count it as written meanwhile.
    return phoneAccountKey(toE164(body.prefix, body.phone) ?? `${body.prefix}${body.phone}`);
  }
  return null;
}
