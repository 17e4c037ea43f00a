/**
 * The one storage schema (drizzle-orm). `drizzle-kit generate` turns changes here into the SQL
 * migrations under `api/drizzle/`, which run at start. No relative imports: drizzle-kit loads this
 * file on its own. The json columns that hold parts of an entity are typed from its core schema.
 */
import type {
  AbilityValue,
  Ante,
  EnvironmentEffect,
  EquippedWeapon,
  ModerationAction,
  ModerationKind,
  PageType,
  ProtectionType,
  RosterFile,
  RosterRule,
  RosterVerdict,
  StructuredAbility,
  TrainingType,
  UnitAbility,
  WeaponType,
} from '@muster/shared-kernel/core';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A trigram (pg_trgm) GIN index on a lower-cased text: what makes a substring search
 * (`lower(title) LIKE '%x%'`, at least three characters) an index scan. Migration 0003 creates
 * these only where the pg_trgm extension could be created; without it searches still work, as a
 * scan.
 */
function trigramIndex(name: string, lowered: SQL) {
  return index(name).using('gin', sql`${lowered} gin_trgm_ops`);
}

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    display: text('display').notNull().default(''),
    email: text('email').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    trigramIndex('users_username_trgm', sql`lower(${t.username})`),
    trigramIndex('users_display_trgm', sql`lower(${t.display})`),
  ],
);

/** The user a row belongs to: it goes with the user's account. */
const ownerColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A signed-in device: each session token names its row, and a token whose row is gone (signed
 * out, ended from another device, ended by a password change) is refused.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerColumn(),
    /** 'Firefox on Windows', read from the browser's User-Agent when it signed in. */
    browser: text('browser').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept to within a few minutes: a request writes it only when it is older than that. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When this device last read the account's rosters (null: never), so it has seen every
     * deletion made before: a deleted roster's row goes once every live session has (see
     * repositories/account-rosters.ts).
     */
    rostersSeenAt: timestamp('rosters_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/**
 * A password reset link: only the SHA-256 of its token is kept, so the table alone resets nothing.
 * Used once (`used_at`), within an hour.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownerColumn(),
    /** The administrator who made it from the user list; '' when it was mailed. */
    createdBy: text('created_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user').on(t.userId)],
);

/**
 * The usernames of deleted accounts, lower-cased: never given again, so nobody new is taken for
 * the moderator or author a log entry or a roster file still names.
 */
export const retiredUsernames = pgTable('retired_usernames', {
  username: text('username').primaryKey(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The rosters a signed-in user keeps in their account: each the export file of one roster of
 * theirs, under the key their browsers know it by. A deleted roster stays as a row without a file,
 * so the user's other devices learn of the deletion.
 */
export const accountRosters = pgTable(
  'account_rosters',
  {
    userId: ownerColumn(),
    key: text('key').notNull(),
    /** When the roster was made, in ms since the epoch, as the browser's roster says. */
    created: doublePrecision('created').notNull(),
    revision: integer('revision').notNull(),
    /** When the device that made the last change made it. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    deleted: boolean('deleted').notNull().default(false),
    file: jsonb('file').$type<RosterFile>(),
    /** The file's size as JSON, which the per-user limits count. */
    size: integer('size').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const factions = pgTable(
  'factions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    lore: text('lore').notNull().default(''),
    public: boolean('public').notNull().default(false),
    reviewed: boolean('reviewed').notNull().default(false),
    /** Why a moderator last disapproved or banished it; '' when none and after an approval. */
    reviewNote: text('review_note').notNull().default(''),
    likes: integer('likes').notNull().default(0),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    author: text('author').notNull(),
    editors: text('editors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    anteList: jsonb('ante_list').$type<Ante[]>().notNull().default([]),
    environmentList: jsonb('environment_list').$type<EnvironmentEffect[]>().notNull().default([]),
    /** What a legal roster of the faction holds; an approved version keeps the rules it had. */
    rosterRules: jsonb('roster_rules').$type<RosterRule[]>().notNull().default([]),
    /** Raised by one on every save; a save naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    /**
     * The approved version the public sees: a number of `faction_versions`, null when
     * none is shown (never approved, disapproved or banished). While it is set and the faction is
     * public, the faction is listed under the title and thumbnail it had then, whatever its
     * working copy (the row's own fields, which its editors see) now holds.
     */
    listedVersion: integer('listed_version'),
    listedTitle: text('listed_title').notNull().default(''),
    listedThumbnailUrl: text('listed_thumbnail_url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('factions_slug').on(t.slug),
    index('factions_listed')
      .on(t.listedTitle, t.id)
      .where(sql`${t.public} AND ${t.listedVersion} IS NOT NULL`),
    index('factions_queue')
      .on(t.title, t.id)
      .where(sql`${t.public} AND NOT ${t.reviewed}`),
    index('factions_author').on(sql`lower(${t.author})`, t.title),
    index('factions_editors').using('gin', t.editors),
    trigramIndex('factions_title_trgm', sql`lower(${t.title})`),
    trigramIndex('factions_listed_title_trgm', sql`lower(${t.listedTitle})`),
  ],
);

/**
 * A faction as a moderator approved it: numbered from 1 per faction, never changed.
 * `snapshot` holds the rows as they were, as `to_jsonb` gives them (snake_case columns):
 * `{ faction, units[], weapons[], abilityTemplates[] }`, the templates being those its units use.
 */
export const factionVersions = pgTable(
  'faction_versions',
  {
    factionId: uuid('faction_id')
      .notNull()
      .references(() => factions.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    approvedBy: text('approved_by').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.factionId, t.number] })],
);

export const likes = pgTable(
  'likes',
  {
    userId: ownerColumn(),
    factionId: uuid('faction_id')
      .notNull()
      .references(() => factions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.factionId] }), index('likes_faction').on(t.factionId)],
);

export const weapons = pgTable(
  'weapons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factionId: uuid('faction_id')
      .notNull()
      .references(() => factions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: jsonb('type').$type<WeaponType[]>().notNull().default(['melee']),
    attacks: integer('attacks').notNull(),
    damage: integer('damage').notNull(),
    effectiveTypes: jsonb('effective_types').$type<ProtectionType[]>().notNull().default([]),
    /** Raised by one on every save; a save naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('weapons_faction').on(t.factionId, t.name)],
);

export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factionId: uuid('faction_id')
      .notNull()
      .references(() => factions.id, { onDelete: 'cascade' }),
    unitName: text('unit_name').notNull(),
    description: text('description').notNull().default(''),
    trainingType: integer('training_type').$type<TrainingType>().notNull().default(1),
    health: integer('health').notNull().default(1),
    protectionTypes: jsonb('protection_types').$type<ProtectionType[]>().notNull().default([]),
    protectionValue: integer('protection_value').notNull().default(0),
    movement: integer('movement').notNull().default(6),
    size: integer('size').notNull().default(1),
    equippedWeapons: jsonb('equipped_weapons').$type<EquippedWeapon[]>().notNull().default([]),
    abilities: jsonb('abilities').$type<UnitAbility[]>().notNull().default([]),
    structuredAbilities: jsonb('structured_abilities')
      .$type<StructuredAbility[]>()
      .notNull()
      .default([]),
    /** Its author's keywords ('Leader', 'Elite'), which roster rules name. */
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    /** Raised by one on every save; a save naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('units_faction').on(t.factionId, t.unitName)],
);

export const abilityTemplates = pgTable(
  'ability_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    formula: text('formula').notNull(),
    defaultValues: jsonb('default_values').$type<AbilityValue[]>().notNull().default([]),
    /** Raised by one on every save; a save naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ability_templates_name').on(t.name)],
);

export const pointFormulas = pgTable(
  'point_formulas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    formula: text('formula').notNull(),
    /** Raised by one on every save; a save naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('point_formulas_name').on(t.name)],
);

/**
 * One row (id 1): the ruleset text, the active point formula and the roster rules every faction's
 * rosters follow.
 */
export const ruleset = pgTable('ruleset', {
  id: integer('id').primaryKey().default(1),
  markdown: text('markdown').notNull().default(''),
  activePointFormula: uuid('active_point_formula').references(() => pointFormulas.id, {
    onDelete: 'set null',
  }),
  rosterRules: jsonb('roster_rules').$type<RosterRule[]>().notNull().default([]),
  /** Raised by one on every save; a save naming an older version is refused (409). */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const scenarios = pgTable(
  'scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    markdown: text('markdown').notNull().default(''),
    public: boolean('public').notNull().default(false),
    reviewed: boolean('reviewed').notNull().default(false),
    /** Why a moderator last disapproved or banished it; '' when none and after an approval. */
    reviewNote: text('review_note').notNull().default(''),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    author: text('author').notNull(),
    /** Raised by one on every save; a save naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scenarios_slug').on(t.slug),
    index('scenarios_listed')
      .on(t.title, t.id)
      .where(sql`${t.public} AND ${t.reviewed}`),
    index('scenarios_queue')
      .on(t.title, t.id)
      .where(sql`${t.public} AND NOT ${t.reviewed}`),
    index('scenarios_author').on(sql`lower(${t.author})`, t.title),
    trigramIndex('scenarios_title_trgm', sql`lower(${t.title})`),
  ],
);

export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    type: text('type').$type<PageType>().notNull(),
    markdown: text('markdown').notNull().default(''),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reviewed: boolean('reviewed').notNull().default(false),
    /** Why a moderator last disapproved or banished it; '' when none and after an approval. */
    reviewNote: text('review_note').notNull().default(''),
    author: text('author').notNull(),
    editors: text('editors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Raised by one on every save; a save naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pages_listed')
      .on(t.type, t.title)
      .where(sql`${t.reviewed}`),
    index('pages_queue')
      .on(t.createdAt)
      .where(sql`NOT ${t.reviewed}`),
    index('pages_tags').using('gin', t.tags),
    index('pages_author').on(sql`lower(${t.author})`),
    index('pages_editors').using('gin', t.editors),
  ],
);

/** Uploaded images, addressed by the SHA-256 of their bytes. */
export const images = pgTable('images', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Last upload of these bytes; an image no content references is removed a while after it. */
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Publisher and moderator invitations: each signed invite token's id, usable once before it
 * expires unless its maker revokes it first; `note` says whom the maker meant it for.
 */
export const invitations = pgTable('invitations', {
  jti: uuid('jti').primaryKey(),
  roles: text('roles').array().notNull(),
  createdBy: text('created_by').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBy: text('used_by'),
  note: text('note').notNull().default(''),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * Every approve, disapprove, banish, review toggle, role change and invitation revoked, written in
 * the same transaction as the change (`kind` 'user': `item_id` is the user's id, `item_title` the
 * username and `reason` the role; `kind` 'invitation': its id, its note and its roles).
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').$type<ModerationAction>().notNull(),
    kind: text('kind').$type<ModerationKind>().notNull(),
    itemId: text('item_id').notNull(),
    itemTitle: text('item_title').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('moderation_log_at').on(t.at, t.id)],
);

/**
 * Abuse counters shared by every instance on one database (login guesses, registrations,
 * uploads): `count` events since `window_start`, refused until `blocked_until` when set.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('throttle_counters_window').on(t.windowStart)],
);

/**
 * The server's verdicts on rosters, by verification code: the code is a hash of the verdict, so a
 * row never changes, and the same list with the same verdict finds its first row (and time).
 * `verdict` holds the whole answer but its code and time.
 */
export const rosterVerdicts = pgTable('roster_verdicts', {
  code: text('code').primaryKey(),
  verdict: jsonb('verdict').$type<Omit<RosterVerdict, 'code' | 'checkedAt'>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server settings that every instance shares (the generated JWT secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
