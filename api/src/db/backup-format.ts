/**
 * The backup file: gzipped JSON lines, the same whichever database wrote it (PGlite or
 * PostgreSQL), so a backup of one restores into the other. Written by backup.ts, read by
 * restore.ts.
 *
 *   {"format":"muster-backup","version":1,"schema":"0008_accounts","createdAt":"…","source":"pglite"}
 *   {"table":"users","columns":["id","username",…],"bytea":[]}
 *   {"row":{"id":"…","username":"admin",…}}            one line per row, columns by name
 *   …                                                 the next table, parents before children
 *   {"end":true,"rows":{"users":3,…},"sha256":"…"}   the last line: a cut-off file has none
 *
 * The end line's `sha256` is the SHA-256 (hex) of every line before it, uncompressed, newlines
 * included: a file whose rows were edited and compressed again no longer matches it. Backups made
 * before it was added have none and are read unchecked.
 *
 * Values are PostgreSQL's own JSON for them (`to_jsonb`): timestamps as ISO text to the
 * microsecond in UTC, arrays and jsonb as JSON, and bytea (the images) as base64.
 */
import { createHash, type Hash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { MIGRATIONS_FOLDER } from './client.js';

export const BACKUP_FORMAT = 'muster-backup';
/** Raised when a file written by this code could not be read by an older restore. */
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** The tag of the last migration the backed-up database had (`api/drizzle/meta/_journal.json`). */
  schema: string;
  createdAt: string;
  source: 'pglite' | 'postgres';
}

export interface TableLine {
  table: string;
  columns: string[];
  /** The bytea columns, whose values the file holds in base64. */
  bytea: string[];
}

export interface RowLine {
  row: Record<string, unknown>;
}

export interface EndLine {
  end: true;
  rows: Record<string, number>;
  /** The SHA-256 (hex) of every line before this one, as written (absent in older backups). */
  sha256?: string;
}

/** The hash a backup's end line carries ({@link EndLine.sha256}), fed each line as written. */
export const contentHash = (): Hash => createHash('sha256');

/** A line of the file as written: JSON and its newline. */
export const lineText = (value: unknown): string => `${JSON.stringify(value)}\n`;

/** A file that is missing, not a backup, cut off or damaged: the message says which and where. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/** One migration of `api/drizzle/`: its tag and the time drizzle records for it once applied. */
export interface Migration {
  idx: number;
  tag: string;
  when: number;
}

/** The migrations this code knows, oldest first. */
export function knownMigrations(folder = MIGRATIONS_FOLDER): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Migration[];
  };
  return journal.entries.map(({ idx, tag, when }) => ({ idx, tag, when }));
}

/** What a failure to read the file means to the operator. */
function readProblem(file: string, error: unknown): BackupFileError {
  if (error instanceof BackupFileError) return error;
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT') return new BackupFileError(`No backup file at ${file}`);
  if (code?.startsWith('Z_')) {
    return new BackupFileError(
      `${file} is not a readable Muster backup: ${message} (not a gzip file, or damaged or cut off)`,
    );
  }
  return new BackupFileError(`Cannot read the backup file ${file}: ${message}`);
}

/** Parses one line of the file, or throws naming the line. */
function parseLine(
  file: string,
  text: string,
  line: number,
): { value: unknown; text: string; line: number } {
  try {
    return { value: JSON.parse(text) as unknown, text, line };
  } catch {
    throw new BackupFileError(`${file} is damaged: line ${line} is not JSON`);
  }
}

/**
 * The file's lines as parsed JSON, with their line numbers; throws {@link BackupFileError}. Lines
 * are split by hand: a row holding an image is one line of megabytes, and any error of the file or
 * of the decompression must end the reading (readline re-emits those as uncaught events).
 */
async function* jsonLines(
  file: string,
): AsyncGenerator<{ value: unknown; text: string; line: number }> {
  const stream = pipeline(createReadStream(file), createGunzip(), () => undefined);
  const decoder = new StringDecoder('utf8');
  let pieces: string[] = [];
  let number = 0;
  try {
    for await (const chunk of stream) {
      const text = decoder.write(chunk as Buffer);
      let from = 0;
      for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', from)) {
        pieces.push(text.slice(from, newline));
        yield parseLine(file, pieces.join(''), ++number);
        pieces = [];
        from = newline + 1;
      }
      pieces.push(text.slice(from));
    }
  } catch (error) {
    throw readProblem(file, error);
  } finally {
    stream.destroy();
  }
  const last = pieces.join('') + decoder.end();
  if (last !== '') yield parseLine(file, last, number + 1);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** What a backup file holds, as read line by line. */
export type BackupEntry =
  | { kind: 'table'; table: TableLine }
  | { kind: 'row'; table: TableLine; row: Record<string, unknown> }
  | { kind: 'end'; rows: Record<string, number> };

/**
 * Reads a backup file: its header (checked: a Muster backup of a version this code reads), then
 * its tables and rows in order. Each row's table is checked to hold the row's columns, and the
 * end line to count the rows read, so a damaged or cut-off file throws {@link BackupFileError}
 * before its end is reached.
 */
export async function readBackup(file: string): Promise<{
  header: BackupHeader;
  entries: AsyncGenerator<BackupEntry>;
  /** Stops reading the file (when its entries are not read to the end). */
  close(): Promise<void>;
}> {
  const lines = jsonLines(file);
  const first = await lines.next();
  if (first.done) throw new BackupFileError(`${file} is empty: not a Muster backup`);
  const { value: header, text: headerText } = first.value;
  if (!isObject(header) || header.format !== BACKUP_FORMAT) {
    throw new BackupFileError(`${file} is not a Muster backup (no ${BACKUP_FORMAT} header)`);
  }
  if (typeof header.version !== 'number' || header.version > BACKUP_VERSION) {
    throw new BackupFileError(
      `${file} is a backup of format version ${String(header.version)}; this Muster reads up to ` +
        `version ${BACKUP_VERSION}. Restore it with the release that made it, or a newer one.`,
    );
  }
  if (typeof header.schema !== 'string') {
    throw new BackupFileError(`${file} is damaged: its header names no schema`);
  }

  async function* entries(): AsyncGenerator<BackupEntry> {
    let table: TableLine | null = null;
    const counts: Record<string, number> = {};
    let ended = false;
    const hash = contentHash().update(`${headerText}\n`);
    for await (const { value, text, line } of lines) {
      const where = `${file} is damaged at line ${line}`;
      if (ended) throw new BackupFileError(`${where}: lines after the end`);
      if (!isObject(value)) throw new BackupFileError(`${where}: not an object`);
      if (value.end !== true) hash.update(`${text}\n`);
      if ('row' in value) {
        if (!table) throw new BackupFileError(`${where}: a row before any table`);
        const row = value.row;
        if (!isObject(row)) throw new BackupFileError(`${where}: the row is not an object`);
        const columns = new Set(table.columns);
        const stray = Object.keys(row).find((column) => !columns.has(column));
        if (stray !== undefined) {
          throw new BackupFileError(`${where}: ${table.table} has no column ${stray}`);
        }
        counts[table.table] = (counts[table.table] ?? 0) + 1;
        yield { kind: 'row', table, row };
      } else if ('table' in value) {
        if (typeof value.table !== 'string' || !isStrings(value.columns) || !isStrings(value.bytea))
          throw new BackupFileError(`${where}: a table line without its columns`);
        if (value.table in counts) {
          throw new BackupFileError(`${where}: the table ${value.table} comes twice`);
        }
        table = { table: value.table, columns: value.columns, bytea: value.bytea };
        counts[table.table] = 0;
        yield { kind: 'table', table };
      } else if (value.end === true && isObject(value.rows)) {
        const digest = hash.digest('hex');
        if (value.sha256 !== undefined && value.sha256 !== digest) {
          throw new BackupFileError(
            `${file} does not match its SHA-256: its content was changed after it was written ` +
              `(the file says ${String(value.sha256)}, its content hashes to ${digest})`,
          );
        }
        for (const [name, count] of Object.entries(value.rows)) {
          if (counts[name] !== count) {
            throw new BackupFileError(
              `${where}: it says ${name} has ${String(count)} rows, the file holds ${counts[name] ?? 0}`,
            );
          }
        }
        ended = true;
        yield { kind: 'end', rows: counts };
      } else {
        throw new BackupFileError(`${where}: a line of no known kind`);
      }
    }
    if (!ended) throw new BackupFileError(`${file} is cut off: it has no end line`);
  }
  return {
    header: header as unknown as BackupHeader,
    entries: entries(),
    close: async () => {
      await lines.return(undefined);
    },
  };
}
