/** The current roster export format version (SPEC §3), apart from the schemas so pages can read it. */
export const ROSTER_FILE_VERSION = 1;
