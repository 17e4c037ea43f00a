/** A role as the account pages name it to its holder. */
const ROLE_WORDS: Record<string, string> = {
  admin: 'administrator',
  mod: 'moderator',
  publisher: 'publisher',
};

/** The order roles are named in: the most powerful first, unknown ones last. */
const RANK = Object.keys(ROLE_WORDS);
const rank = (role: string) => (RANK.includes(role) ? RANK.indexOf(role) : RANK.length);

export const roleWord = (role: string): string => ROLE_WORDS[role] ?? role;

/** Roles in words, the most powerful first: 'a moderator and a publisher' ('' for none). */
export function rolesInWords(roles: readonly string[]): string {
  const words = [...new Set(roles)]
    .sort((a, b) => rank(a) - rank(b))
    .map((role) => `${/^[aeiou]/i.test(roleWord(role)) ? 'an' : 'a'} ${roleWord(role)}`);
  const last = words.pop();
  if (last === undefined) return '';
  return words.length > 0 ? `${words.join(', ')} and ${last}` : last;
}
