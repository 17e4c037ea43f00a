import { type PointFormula, type PointFormulaPayload } from '@muster/shared-kernel/core';
import { orNull, formulaStore, savePointFormula } from '@muster/shared-kernel/client';

/**
 * Saves an official formula (moderators; POST /api/formulas/ or /api/formulas/{id}). When it is
 * the active one, every cost on the site follows at once: the kernel reloads the formula in force.
 */
export async function saveOfficialFormula(
  payload: PointFormulaPayload,
  id?: string,
): Promise<PointFormula | null> {
  const saved = await orNull(savePointFormula(payload, id));
  if (saved && formulaStore.get().official?._id === saved._id) formulaStore.setOfficial(saved);
  return saved;
}
