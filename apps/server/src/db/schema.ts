import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  customType,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A person who signs in: locally with a password, or through the identity provider. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Role names of spec §6 given to this user directly (groups add more). */
    acgroups: text('acgroups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    homepage: text('homepage'),
    /** What the user follows: countries and topics for Home's "what is new for me" (alerts/preferences.ts). */
    preferences: jsonb('preferences')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** scrypt hash; null for users who sign in only through the identity provider. */
    passwordHash: text('password_hash'),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_idx').on(t.oidcIssuer, t.oidcSubject),
  ],
);

/** A named set of roles given to its members. */
export const userGroups = pgTable(
  'user_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_groups_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('user_group_members_user_idx').on(t.userId)],
);

/** A signed-in browser. The cookie carries a random token; only its SHA-256 is stored here. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['local', 'oidc'] }).notNull(),
    /** The provider's ID token, kept server-side as the hint for ending the provider's session. */
    idToken: text('id_token'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** An external organisation (spec §3 "External account") that calls the API with keys. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisation: text('organisation').notNull(),
    acgroups: text('acgroups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    homepage: text('homepage'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('accounts_organisation_lower_idx').on(sql`lower(${t.organisation})`)],
);

/** An API key of an external account. The key is shown once; only its SHA-256 is stored. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key, to tell keys apart in lists. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_account_idx').on(t.accountId)],
);

/** The usage log of spec §3: page views and events sent by the web client. */
export const usageLog = pgTable(
  'usage_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type', { enum: ['pageview', 'event'] }).notNull(),
    page: text('page'),
    category: text('category'),
    action: text('action'),
    label: text('label'),
    value: text('value'),
    sessionLong: text('session_long').notNull(),
    sessionShort: integer('session_short').notNull(),
    userName: text('user_name').notNull(),
    userType: integer('user_type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usage_log_received_idx').on(t.receivedAt)],
);

/** Server-wide settings that must be shared by every process (the generated cookie secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The natural sort key of a title (see `title_sort`): 20 zeros put before each digit run, then each run cut to its
 * last 20 digits, so numbers of up to 20 digits compare by value. Plain SQL, so PGlite and PostgreSQL agree.
 */
export const TITLE_SORT_EXPRESSION = String.raw`left(regexp_replace(regexp_replace(lower(title), '\d+', '00000000000000000000\&', 'g'), '0*(\d{20})', '\1', 'g'), 500)`;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const live = sql`deleted_at IS NULL`;

/**
 * Every item of every content type (packages/core/src/content). The type's fields live in `data`; the columns
 * beside it are copies the store keeps for the hot paths (lists by date, country, kind, tag, topic, regulator,
 * source) and for sorting by title, so that those never read inside the JSON. Its search vector lives apart, in
 * `content_search`.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Content type name. */
    type: text('type').notNull(),
    /** The type's natural key (regulator code), unique among the type's live items. */
    key: text('key'),
    /** Raised by every change; an update names the version it read (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    /** Workflow stage, for types with a workflow. */
    stage: text('stage'),
    title: text('title').notNull(),
    /**
     * The title as lists sort it: lower case, every run of digits zero-padded to 20 (“art. 5” before “art. 19”),
     * cut at 500 characters to stay within an index entry. Computed by the database from the title, so every writer
     * (store, seed, bulk loads) and every existing row has it (issue 12: natural order).
     */
    titleSort: text('title_sort').notNull().generatedAlwaysAs(sql.raw(TITLE_SORT_EXPRESSION)),
    date: timestamp('date', { withTimezone: true }),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    kinds: text('kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    topics: uuid('topics')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    regulator: uuid('regulator'),
    source: uuid('source'),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('content_items_key_idx')
      .on(t.type, t.key)
      .where(sql`key IS NOT NULL AND deleted_at IS NULL`),
    index('content_items_date_idx').on(t.type, t.date.desc().nullsLast(), t.id.desc()).where(live),
    index('content_items_title_sort_idx').on(t.type, t.titleSort, t.id).where(live),
    // What arrived since an alert last looked (alerts/runner.ts).
    index('content_items_created_idx').on(t.type, t.createdAt).where(live),
    index('content_items_updated_idx').on(t.type, t.updatedAt.desc(), t.id.desc()).where(live),
    index('content_items_deleted_idx')
      .on(t.type, t.deletedAt.desc())
      .where(sql`deleted_at IS NOT NULL`),
    index('content_items_regulator_idx').on(t.regulator, t.date.desc()).where(live),
    index('content_items_source_idx').on(t.source, t.date.desc()).where(live),
    // One GIN index over the four lists: it answers a condition on any of them, and intersects conditions on several
    // inside the index (a country and a news type), where separate indexes left the heap to check one of them.
    index('content_items_lists_idx').using('gin', t.countries, t.kinds, t.tags, t.topics).where(live),
    // No index of every type by date (content_items_recent_idx, dropped by 0016): every date-ordered read of items
    // names its type and walks content_items_date_idx; search walks content_search_recent_idx. With items stored in
    // the order they arrive, the planner took the one of every type for a list of one type and stepped over every
    // future-dated event and regulation first (166 ms for the 20 newest French consultations at 1,000,000 news).
    // Dashboards' counts (POST /api/aggregate) by regulator, stage, country or kind and month read this index alone
    // (index-only), not the wide rows: on a million news items the heap is 1.5 GB, this a small part of it. Topics
    // last, so that counts within an area's topics (the jurisdiction page's AI news trend) are index-only too.
    index('content_items_aggregate_idx')
      .on(t.type, t.date, t.regulator, t.stage, t.countries, t.kinds, t.topics)
      .where(live),
    // Typo tolerance (issue 13): trigram similarity on the titles of everything but news (regulations, topics, tags,
    // regulators, insights…), the known names a misspelt query is matched against. News stays out: it is most of
    // the rows and ingestion should not pay for it.
    index('content_items_title_trgm_idx')
      .using('gin', sql`${t.title} gin_trgm_ops`)
      .where(sql`deleted_at IS NULL AND type <> 'newsitem'`),
  ],
);

/**
 * Full-text search's narrow table (issue 18): one row per item with its search vector and copies of what search
 * filters and orders by, about a third of an item row's width. Search reads its newest matches here, not among the
 * wide rows with their JSON (1.85 kB a row: a million news items did not fit PostgreSQL's buffers), and joins the
 * items only for the page it shows. The store writes the vector with the item (content/store.ts); a trigger keeps
 * the copies in step with every change of the item's row (migration 0015), whoever makes it.
 */
export const contentSearch = pgTable(
  'content_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    stage: text('stage'),
    date: timestamp('date', { withTimezone: true }),
    countries: text('countries').array().notNull(),
    kinds: text('kinds').array().notNull(),
    regulator: uuid('regulator'),
    /** The item is not deleted (`deleted_at IS NULL`). */
    live: boolean('live').notNull().default(true),
    search: tsvector('search').notNull(),
  },
  (t) => [
    // Every row, deleted ones too: the list of deleted items filters by words as well.
    index('content_search_idx').using('gin', t.search),
    // The newest matches of a common word, across types or within one.
    index('content_search_recent_idx')
      .on(t.date.desc().nullsLast(), t.id.desc())
      .where(sql`live`),
    index('content_search_type_date_idx')
      .on(t.type, t.date.desc().nullsLast(), t.id.desc())
      .where(sql`live`),
  ],
);

/**
 * Every two adjacent words of an item's search vector as one lexeme ("stress test"; rh_word_pairs, migration 0015),
 * in which a phrase is looked up first (query.ts phrasePairs). A table of its own: only phrases read it, and inside
 * `content_search` it doubled the rows that every word search reads.
 */
export const contentPairs = pgTable(
  'content_pairs',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    pairs: tsvector('pairs').notNull(),
  },
  (t) => [index('content_pairs_idx').using('gin', t.pairs)],
);

/** What happened to an item: one row per create, update, delete, restore and transition, in its transaction. */
export const contentJournal = pgTable(
  'content_journal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** create, update, delete, restore, transition. */
    action: text('action').notNull(),
    /** The item's version after the change. */
    version: integer('version').notNull(),
    /** Field-level changes: [{ field, from, to }]. */
    changes: jsonb('changes')
      .notNull()
      .default(sql`'[]'::jsonb`),
    transition: text('transition'),
    fromStage: text('from_stage'),
    toStage: text('to_stage'),
    comment: text('comment'),
  },
  (t) => [index('content_journal_item_idx').on(t.itemId, t.id), index('content_journal_type_idx').on(t.type, t.at)],
);

/**
 * Typed relationships between items, readable from both ends. Reference fields keep theirs in step
 * (relation = field name); others are added by hand (relation `related`).
 */
export const contentLinks = pgTable(
  'content_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromId: uuid('from_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    relation: text('relation').notNull(),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('content_links_unique_idx').on(t.fromId, t.relation, t.toId),
    index('content_links_to_idx').on(t.toId, t.relation),
  ],
);

/** Where each source's fetching stands: the schedule, the validators for a conditional GET, the last outcome. */
export const sourceState = pgTable(
  'source_state',
  {
    sourceId: uuid('source_id')
      .primaryKey()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    /** When the source is next due. */
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }).notNull().defaultNow(),
    /** A process fetching it holds it until then (SKIP LOCKED claims; a crashed process lets go by itself). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastFetchAt: timestamp('last_fetch_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** ok, not-modified or error. */
    lastStatus: text('last_status'),
    lastError: text('last_error'),
    /** Failures in a row (the back-off grows with them). */
    failures: integer('failures').notNull().default(0),
    /** News items the source has brought, and how many the last fetch added. */
    itemsTotal: integer('items_total').notNull().default(0),
    itemsLast: integer('items_last').notNull().default(0),
    /** Items the last fetch found already known (merged into them). */
    duplicatesLast: integer('duplicates_last').notNull().default(0),
  },
  (t) => [index('source_state_due_idx').on(t.nextFetchAt)],
);

/**
 * Keys that identify a news item across fetches and sources: `guid:<source>:<guid>`, `url:<canonical address>`,
 * `title:<normalised title>` (a title matches within a few days of `at` only).
 */
export const newsKeys = pgTable(
  'news_keys',
  {
    key: text('key').primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('news_keys_item_idx').on(t.itemId)],
);

/**
 * Work done in the background with its progress (re-running rules on past items): queued, claimed by one process
 * (`FOR UPDATE SKIP LOCKED`, a lock with a time limit that progress extends), then done or failed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** queued, running, done or failed. */
    status: text('status').notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result'),
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('jobs_queue_idx').on(t.status, t.createdAt)],
);

/**
 * A saved search that tells its owner about new matches: the list query of a content type (the same parameters as
 * `GET /api/content/{type}`), looked at after `next_run_at`, for items created after `checked_until`.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The owner: a person, or (accountId) an external organisation by its API keys; exactly one of the two. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull().default('newsitem'),
    query: jsonb('query')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** immediate, daily or weekly. */
    frequency: text('frequency').notNull().default('immediate'),
    email: boolean('email').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    /** Daily and weekly digests: the hour of the day (0–23, in `timeZone`) they are sent at; the user's choice. */
    digestHour: integer('digest_hour').notNull().default(8),
    /** The IANA time zone `digestHour` is in (the browser's when the alert was saved). */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Items created up to here have been looked at. */
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull().defaultNow(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastMatched: integer('last_matched').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('alerts_user_idx').on(t.userId, t.createdAt),
    index('alerts_account_idx').on(t.accountId, t.createdAt),
    check('alerts_one_owner', sql`num_nonnulls(${t.userId}, ${t.accountId}) = 1`),
    index('alerts_due_idx')
      .on(t.nextRunAt)
      .where(sql`enabled`),
  ],
);

/** A message an administrator sent to everyone or to a group; each recipient gets a notification of it. */
export const broadcasts = pgTable('broadcasts', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  link: text('link'),
  /** Null: everyone. */
  groupId: uuid('group_id').references(() => userGroups.id, { onDelete: 'set null' }),
  email: boolean('email').notNull().default(false),
  recipients: integer('recipients').notNull().default(0),
  sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * What a user is told: new matches of an alert (with the items), or an administrator's message. E-mail, when the
 * server has SMTP, follows `email_status`: pending → sent or failed.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The recipient: a person, or (accountId) an external organisation; exactly one of the two. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** alert or admin. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    broadcastId: uuid('broadcast_id').references(() => broadcasts.id, { onDelete: 'cascade' }),
    /** The alert's new items: id, type, title, date (the newest, up to a limit). */
    items: jsonb('items')
      .notNull()
      .default(sql`'[]'::jsonb`),
    itemCount: integer('item_count').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailStatus: text('email_status'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at IS NULL`),
    index('notifications_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('notifications_account_unread_idx')
      .on(t.accountId)
      .where(sql`read_at IS NULL`),
    check('notifications_one_owner', sql`num_nonnulls(${t.userId}, ${t.accountId}) = 1`),
    index('notifications_email_idx')
      .on(t.createdAt)
      .where(sql`email_status IN ('pending', 'sending')`),
  ],
);

/**
 * One user's reading of one item (issue 13): read when opened or passed, starred to keep. Per user, apart from the
 * shared triage status of a news item. No row: unread and not starred.
 */
export const itemReads = pgTable(
  'item_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    starredAt: timestamp('starred_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('item_reads_item_idx').on(t.itemId),
    index('item_reads_starred_idx')
      .on(t.userId, t.starredAt.desc())
      .where(sql`starred_at IS NOT NULL`),
  ],
);

/**
 * A user's calendar feed (issue 13): the ICS of events at a URL holding a secret token. Only the token's SHA-256 is
 * kept; resetting it replaces the row, so the old URL stops working.
 */
export const calendarTokens = pgTable('calendar_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files uploaded to the server (issue 14: a regulation's PDF, a control's evidence), kept in the database so that
 * every server process sees them and a backup holds them. The media type is checked from the content (never taken
 * from the client); a PDF's text is extracted once, per page, and indexed for search.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    /** The content type the file was uploaded for: reading it needs read on that type. */
    forType: text('for_type').notNull(),
    /** A PDF's text, one entry per page (empty for other files). */
    pages: jsonb('pages')
      .notNull()
      .default(sql`'[]'::jsonb`),
    search: tsvector('search'),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('files_search_idx').using('gin', t.search), index('files_sha_idx').on(t.sha256)],
);

/**
 * An item to review because something above it changed (issue 14): an obligation under a regulation that got a new
 * version, an amendment or a news item marked as a change, and a control meeting such an obligation. Cleared when a
 * reviewer confirms the item or edits it; the row stays as the record of the review.
 */
export const reviewFlags = pgTable(
  'review_flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The regulation whose change flags it. */
    regulationId: uuid('regulation_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    /** What changed: the regulation itself (`version`), an amending regulation (`amendment`), a news item (`news`). */
    cause: text('cause').notNull(),
    /** The item that brought the change: the regulation, the amending regulation, the news item. */
    causeId: uuid('cause_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    /** The journal row of the change, where it is one (the regulation's update): its field diff. */
    journalId: bigint('journal_id', { mode: 'number' }),
    /** When the change happened: "changed since". */
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: uuid('cleared_by').references(() => users.id, { onDelete: 'set null' }),
    /** How it was cleared: `confirmed` (reviewed, nothing to change) or `edited`. */
    clearedHow: text('cleared_how'),
  },
  (t) => [
    // One open flag per (item, cause): a second save of the same change adds nothing (ON CONFLICT DO NOTHING).
    // Its leading column also serves "the item's open flags".
    uniqueIndex('review_flags_open_idx')
      .on(t.itemId, t.causeId)
      .where(sql`cleared_at IS NULL`),
    index('review_flags_regulation_idx').on(t.regulationId, t.since.desc()),
    index('review_flags_cause_idx').on(t.causeId),
  ],
);

/**
 * Reporting MI e-mails (issue 16, `/reportingmi/emails`): reminders to the owner of a Reporting MI item, one per
 * (item, kind, due date): `reminder` a week before the due date, `overdue` the day after it while the item is not
 * delivered. Written `scheduled` with the message as it will be sent; the sender claims those due, sends them through
 * the mailer (SMTP) and marks them `sent` or `failed` (after MAX_EMAIL_ATTEMPTS); `cancelled` when the item was
 * delivered, deleted or moved to another due date before its time. Sent rows keep the message exactly as sent.
 */
export const reportingmiEmails = pgTable(
  'reportingmi_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    /** `reminder` (before the due date) or `overdue` (after it). */
    kind: text('kind').notNull(),
    /** The item's due date the e-mail is about (YYYY-MM-DD). */
    dueOn: text('due_on').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** scheduled, sending, sent, failed, cancelled. */
    status: text('status').notNull().default('scheduled'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** The mail server's last refusal, when one was met. */
    error: text('error'),
    /** Who asked for it to be sent now, if someone did. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reportingmi_emails_item_kind_due_idx').on(t.itemId, t.kind, t.dueOn),
    index('reportingmi_emails_status_idx').on(t.status, t.scheduledFor),
  ],
);

/**
 * An import of a CSV or XLSX file into a content type (issue 17, `/apps/import`): uploaded, mapped, validated (a dry
 * run), then imported by a background job in batches. The file is kept in `import_chunks` so that no step reads it
 * whole: parsing streams the chunks in order. Idempotent on `key_field`: a row whose key matches an item updates it.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    /** `csv` or `xlsx`, decided from the content. */
    format: text('format').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Column header → field name (absent or null: the column is not imported). */
    mapping: jsonb('mapping')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The field that identifies an item across imports (null: every row creates an item). */
    keyField: text('key_field'),
    /** The file's column headers, in order. */
    columns: jsonb('columns')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** uploaded, validating, validated, importing, done, failed. */
    status: text('status').notNull().default('uploaded'),
    /** The background job of the latest validation or import. */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsValid: integer('rows_valid').notNull().default(0),
    rowsInvalid: integer('rows_invalid').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('imports_created_idx').on(t.createdAt)],
);

/** The bytes of an uploaded import file, in chunks of at most a MiB, read back in `seq` order. */
export const importChunks = pgTable(
  'import_chunks',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);

/** A cell that failed the type's schema in an import's validation: shown per cell and downloadable. */
export const importErrors = pgTable(
  'import_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** The row's number in the file (1 is the first data row). */
    row: integer('row').notNull(),
    /** The file's column header, or null for an error of the whole row. */
    column: text('column'),
    field: text('field'),
    value: text('value'),
    message: text('message').notNull(),
  },
  (t) => [index('import_errors_import_idx').on(t.importId, t.row)],
);

/** The column mapping last used for a content type, offered again on the next import of that type. */
export const importMappings = pgTable('import_mappings', {
  type: text('type').primaryKey(),
  mapping: jsonb('mapping').notNull(),
  keyField: text('key_field'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * A saved report (issue 17, `/apps/reporting`): a content type's list query (the list's own filter parameters),
 * columns and grouping; exported as XLSX, CSV or PDF, and optionally sent by e-mail daily or weekly.
 */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    /** The list query parameters (as `GET /api/content/{type}` takes them). */
    query: jsonb('query')
      .notNull()
      .default(sql`'{}'::jsonb`),
    columns: jsonb('columns')
      .notNull()
      .default(sql`'[]'::jsonb`),
    groupBy: text('group_by'),
    /** `none`, `daily` or `weekly`. */
    schedule: text('schedule').notNull().default('none'),
    /** `xlsx`, `csv` or `pdf`: the attachment of a scheduled e-mail. */
    scheduleFormat: text('schedule_format').notNull().default('xlsx'),
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastError: text('last_error'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_reports_owner_idx').on(t.ownerId), index('saved_reports_due_idx').on(t.nextRunAt)],
);

/**
 * The usage log summarised per day (issue 17, `/stats`): written before old `usage_log` rows are deleted by the
 * retention setting. `page` '' is the day's total (its sessions and users are distinct counts over all pages);
 * `account` is the external account's id, or '' for the staff build.
 */
export const usageDaily = pgTable(
  'usage_daily',
  {
    day: text('day').notNull(),
    account: text('account').notNull().default(''),
    page: text('page').notNull().default(''),
    pageviews: integer('pageviews').notNull().default(0),
    events: integer('events').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
    users: integer('users').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.account, t.page] })],
);

/** An outbound link of an item, checked in the background (HEAD through the safe fetcher): `/admin/links`. */
export const linkChecks = pgTable(
  'link_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    host: text('host').notNull(),
    /** The HTTP status of the last check, null when none answered (see `error`). */
    status: integer('status'),
    ok: boolean('ok'),
    error: text('error'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('link_checks_item_url_idx').on(t.itemId, t.url),
    index('link_checks_ok_idx').on(t.ok, t.checkedAt),
  ],
);

/** Who changed a run-time setting (`/admin/appconfig`, `/admin/preferences`), from what to what. */
export const settingsJournal = pgTable(
  'settings_journal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settings_journal_key_idx').on(t.key, t.changedAt)],
);
