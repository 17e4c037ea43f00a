// See global-setup.mjs for why tsx loads the TypeScript.
import { tsImport } from 'tsx/esm/api';

export default async function globalTeardown() {
  const { removeMigrated } = await tsImport('./migrated-database.ts', import.meta.url);
  await removeMigrated();
}
