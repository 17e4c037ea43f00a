// Jest loads its global setup outside its own module system, where the API's TypeScript sources
// (ES modules importing `.js` names) cannot be required: tsx loads them instead.
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const { migrateForRun } = await tsImport('./migrated-database.ts', import.meta.url);
  await migrateForRun();
}
