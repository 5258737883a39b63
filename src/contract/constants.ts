/** Business constants and limits of spec §9, named once. */

export const MINUTE = 60_000;
export const FIVE_MINUTES = 5 * MINUTE;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A stored session counts only with more than this left. */
export const SESSION_EXPIRY_MARGIN_MS = 60_000;

export const SATS_PER_BTC = 100_000_000;
export const DEFAULT_TRADE_AMOUNT_MIN_SATS = 50_000;
export const DEFAULT_TRADE_AMOUNT_MAX_SATS = 2_000_000;

export const NOTIFICATION_AUTO_CLEAR_MS = 10_000;
export const POLLING_INTERVAL_MS = 15_000;
export const SOCKET_RETRY_NOT_READY_MS = 10_000;
export const SOCKET_RECONNECT_AFTER_CLOSE_MS = 3_000;
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;
/**
 * How long the console's first render waits for the chunk of the page a cold load opens
 * (src/openingPage.ts). React reveals a suspended page at most every 300 ms after its fallback was
 * drawn, so waiting longer than that would never show the page sooner, only the layout later.
 */
export const OPENING_PAGE_WAIT_MS = 300;

export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1_000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const QUERY_CACHE_MS = FIVE_MINUTES;

export const LEADERBOARD_PAGE_SIZE = 21;
export const CHAT_PAGE_SIZE = 21;
export const DEFAULT_PAGE_SIZE = 25;
/** The most rows one list request may ask for (the sandbox refuses more). */
export const MAX_PAGE_SIZE = 500;
/** Largest page of the dispute queue (a bound on what one request may cost; domain/disputes.ts re-exports it). */
export const DISPUTE_PAGE_SIZE_MAX = 100;

export const IMAGE_UPLOAD_MAX_BYTES = 5_242_880;
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'] as const;

export const EVENTS_TABLE_MAX_HEIGHT_PX = 500;
export const ORGANIZER_SHARE_PERCENT = 50;
export const EVENT_TYPES = ['meetup', 'conference'] as const;

export const NETWORK_NAME_DEFAULT = 'testnet';

export const LOCAL_DB_NAME = 'peach';
export const LOCAL_DB_VERSION = 1000;
export const LOCAL_DB_STORE = 'state';

/** CSV exports: at most this many rows (a longer list says the file holds the first ones), fetched this many a request. */
export const EXPORT_ROW_LIMIT = 10_000;
export const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE;
