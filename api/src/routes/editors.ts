/**
 * The editors list a save stores: the requested names (trimmed, blanks and repeats dropped) when
 * the actor may manage editors, else the existing list unchanged.
 */
export function savedEditors(
  requested: readonly string[] | undefined,
  existing: { editors: string[] } | null,
  mayManageEditors: boolean,
): string[] {
  if (!mayManageEditors) return existing?.editors ?? [];
  return [
    ...new Set((requested ?? existing?.editors ?? []).map((name) => name.trim()).filter(Boolean)),
  ];
}
