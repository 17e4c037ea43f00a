import { useQuery } from '@tanstack/react-query';
import { operations, type RosterVerdict } from '@muster/shared-kernel/core';
import { callOperation } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only this remote asks for the server's verdicts.

/** Every verdict of the server's in the cache: those read by code and those asked of a roster. */
export const rosterVerdictsKey = ['rosterVerdicts'] as const;

/** A verdict, cached under its verification code. */
export const rosterVerdictKey = (code: string) => [...rosterVerdictsKey, 'code', code] as const;

// The server's pattern lives with its schema in /core/model, which the pages never load (TypeBox):
// the same eight letters and digits, read leniently as a person types them.
const TYPED_CODE = /^\s*([0-9a-z]{4})[\s-]?([0-9a-z]{4})\s*$/i;

/**
 * The verification code a person typed, as the server writes it ('k7qxm2pd' and ' K7QX-M2PD '
 * are 'K7QX-M2PD'); null when the text is no code (a share link, say).
 */
export function verificationCodeOf(text: string): string | null {
  const parts = TYPED_CODE.exec(text);
  return parts ? `${parts[1]}-${parts[2]}`.toUpperCase() : null;
}

/**
 * GET /api/rosters/verify/{code}: a verdict the server gave before. Not toasted: the page says in
 * place why there is none (an unknown code is a 404).
 */
export const fetchRosterVerdict = (code: string): Promise<RosterVerdict> =>
  callOperation(operations.getRosterVerdict, { params: { code } }, { quiet: true });

/**
 * The verdict of a verification code (as {@link verificationCodeOf} writes it). A verdict never
 * changes, so it is read once per page life. Idle while `code` is undefined.
 */
export function useRosterVerdict(code: string | undefined) {
  return useQuery({
    queryKey: rosterVerdictKey(code ?? ''),
    queryFn: () => fetchRosterVerdict(code ?? ''),
    enabled: Boolean(code),
    staleTime: Infinity,
  });
}
