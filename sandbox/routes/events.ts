import { randomUUID } from 'node:crypto';
import type { EventRevenue, Page, Payout, PeachEvent, Success } from '../../src/api/types';
import { DEFAULT_PAGE_SIZE, IMAGE_UPLOAD_MAX_BYTES } from '../../src/domain/constants';
import { maxLogoMegabytes } from '../../src/domain/logo';
import { isUniqueViolation } from '../db';
import { cashMethodFor, eventIdFor, slug } from '../eventRules';
import {
  fail,
  Fields,
  invalid,
  notFound,
  param,
  readBody,
  readJsonObject,
  readPaging,
  type AppContext,
  type Deps,
  type RouteHandlers,
} from '../http';
import { checkLogoFile, logoUrlPath, readLogo, removeLogo, saveLogo, type CheckedLogo } from '../logos';
import type { EventRecord, Wire } from '../records';
import { computeRevenue } from '../revenue';
import { EVENTS, fromRow, insertStatements, PAYOUTS, updateStatement } from '../tables';

/**
 * Events, their revenue and payouts (spec §7 Events). Create and update are multipart: fields
 * named as PeachEvent's, `currencies` repeated once per value, `featured` 'true'/'false', `logo`
 * a file. The id is `<country>.<city slug>.<shortName slug>` and never changes.
 *
 * DECISION: deleting an event keeps its payouts (the payouts table has no foreign key to events):
 * money already sent stays on record and GET /v1/events/payouts?eventId= still lists it.
 */

/** The largest multipart body: a logo at the limit plus room for the text fields. */
const MAX_FORM_BYTES = IMAGE_UPLOAD_MAX_BYTES + 64 * 1024;

const TEXT_FIELDS = {
  country: 2,
  city: 100,
  shortName: 100,
  longName: 200,
  url: 500,
  address: 300,
  frequency: 100,
} as const;
type TextField = keyof typeof TEXT_FIELDS;
const IDENTITY_FIELDS = ['country', 'city', 'shortName'] as const;
const CLEARABLE_FIELDS = ['longName', 'url', 'address', 'frequency'] as const;

/** What a create or update form asks for; null = clear the field. */
interface EventInput {
  featured?: boolean;
  currencies?: string[];
  country?: string;
  city?: string;
  shortName?: string;
  longName?: string | null;
  url?: string | null;
  address?: string | null;
  frequency?: string | null;
  logo?: File | null;
}

const eventJson = (event: EventRecord): PeachEvent => {
  const { logoFile, url, address, frequency, ...rest } = event;
  return {
    ...rest,
    ...(url ? { url } : {}),
    ...(address ? { address } : {}),
    ...(frequency ? { frequency } : {}),
    ...(logoFile ? { logo: logoUrlPath(logoFile) } : {}),
  };
};

const payoutJson = (payout: Payout): Wire<Payout> => ({ ...payout, date: payout.date.toISOString() });

/** Reads a multipart (or url-encoded) body of at most MAX_FORM_BYTES: name → values. */
async function readForm(c: AppContext): Promise<Map<string, FormDataEntryValue[]>> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw invalid('Send the event as multipart/form-data');
  }
  const body = await readBody(c, MAX_FORM_BYTES, () =>
    fail(413, 'FILE_TOO_LARGE', `File is too large. Max allowed size is ${maxLogoMegabytes()}MB`),
  );
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } }).formData();
  } catch (error) {
    throw invalid(`Malformed form body: ${(error as Error).message}`);
  }
  const fields = new Map<string, FormDataEntryValue[]>();
  form.forEach((value, key) => {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    fields.set(name, [...(fields.get(name) ?? []), value]);
  });
  return fields;
}

/** Validates an event form; `update` allows clearing optional fields and requires nothing. */
function parseEventForm(fields: Map<string, FormDataEntryValue[]>, mode: 'create' | 'update'): EventInput {
  const problems: Record<string, string> = {};
  const input: EventInput = {};

  const single = (name: string): string | undefined => {
    const values = fields.get(name);
    if (!values?.length) return undefined;
    if (values.length > 1) problems[name] = 'must be given once';
    else if (typeof values[0] !== 'string') problems[name] = 'must be text, not a file';
    else return values[0].trim();
    return undefined;
  };

  for (const name of Object.keys(TEXT_FIELDS) as TextField[]) {
    const value = single(name);
    if (value === undefined || problems[name]) continue;
    if (value === '') {
      if (mode === 'update' && (CLEARABLE_FIELDS as readonly string[]).includes(name)) input[name as (typeof CLEARABLE_FIELDS)[number]] = null;
      else if (mode === 'update') problems[name] = 'cannot be empty';
      continue; // create: an empty field counts as not given
    }
    if (value.length > TEXT_FIELDS[name]) problems[name] = `at most ${TEXT_FIELDS[name]} characters`;
    else input[name] = value;
  }
  if (input.country !== undefined) {
    if (/^[a-z]{2}$/i.test(input.country)) input.country = input.country.toUpperCase();
    else problems.country = 'must be a two-letter country code (ISO 3166 alpha-2)';
  }
  for (const name of ['city', 'shortName'] as const) {
    if (input[name] !== undefined && !slug(input[name]!)) problems[name] = 'must contain letters or digits';
  }
  if (input.url) {
    let ok = false;
    try {
      ok = ['http:', 'https:'].includes(new URL(input.url).protocol);
    } catch {
      ok = false;
    }
    if (!ok) problems.url = 'must be an http(s) URL';
  }

  const featured = single('featured');
  if (featured !== undefined && !problems.featured) {
    if (/^(true|false)$/i.test(featured)) input.featured = featured.toLowerCase() === 'true';
    else problems.featured = "must be 'true' or 'false'";
  }

  const currencyValues = fields.get('currencies');
  if (currencyValues) {
    if (currencyValues.some((v) => typeof v !== 'string')) problems.currencies = 'must be text, not a file';
    else {
      const codes = currencyValues
        .flatMap((v) => (v as string).split(','))
        .map((v) => v.trim().toUpperCase())
        .filter(Boolean);
      const bad = codes.filter((code) => !/^[A-Z0-9]{2,6}$/.test(code));
      if (bad.length) problems.currencies = `not currency codes: ${bad.join(', ')}`;
      else if (codes.length > 30) problems.currencies = 'at most 30 currencies';
      else input.currencies = [...new Set(codes)];
    }
  }

  const logos = fields.get('logo');
  if (logos?.length) {
    const [logo] = logos;
    if (logos.length > 1) problems.logo = 'must be given once';
    else if (typeof logo === 'string') {
      if (logo.trim() === '' && mode === 'update') input.logo = null;
      else if (logo.trim() !== '') problems.logo = 'must be a file';
    } else if (logo.size > 0 || logo.name) {
      input.logo = logo; // an empty, unnamed part is an empty file input: no logo
    }
  }

  if (mode === 'create') {
    for (const name of IDENTITY_FIELDS) if (input[name] === undefined && !problems[name]) problems[name] = 'required';
  }
  const names = Object.keys(problems);
  if (names.length) {
    const missing = names.filter((n) => problems[n] === 'required');
    const message = missing.length
      ? `Missing required fields: ${missing.join(', ')}`
      : `Invalid event: ${names.map((n) => `${n} ${problems[n]}`).join('; ')}`;
    throw invalid(message, problems);
  }
  return input;
}

export function eventRoutes(deps: Deps): RouteHandlers {
  const { db, logoDir } = deps;

  const loadEvent = async (id: string): Promise<EventRecord | null> => {
    const { rows } = await db.execute({ sql: `SELECT ${EVENTS.select} FROM events WHERE id = ?`, args: [id] });
    return rows[0] ? fromRow(EVENTS, rows[0]) : null;
  };

  /** Runs a database write after saving a new logo; the logo goes again if the write fails. */
  const withLogo = async <T>(logo: CheckedLogo | null, write: (file: string | undefined) => Promise<T>): Promise<T> => {
    const file = logo ? await saveLogo(logoDir, logo) : undefined;
    try {
      return await write(file);
    } catch (error) {
      await removeLogo(logoDir, file);
      throw error;
    }
  };

  return {
    'GET /v1/events': async (c) => {
      const { rows } = await db.execute(`SELECT ${EVENTS.select} FROM events ORDER BY id`);
      c.header('Cache-Control', 'no-store');
      return c.json(rows.map((row) => eventJson(fromRow(EVENTS, row))));
    },

    'POST /v1/events': async (c) => {
      const input = parseEventForm(await readForm(c), 'create');
      const logo = input.logo ? await checkLogoFile(input.logo) : null;
      const id = eventIdFor(input.country!, input.city!, input.shortName!);
      const exists = () => fail(409, 'ALREADY_EXISTS', `The event ${id} already exists`, { id });
      if (await loadEvent(id)) throw exists();
      const record: EventRecord = {
        id,
        featured: input.featured ?? false,
        currencies: input.currencies ?? [],
        country: input.country!,
        city: input.city!,
        shortName: input.shortName!,
        longName: input.longName ?? '',
        url: input.url ?? undefined,
        address: input.address ?? undefined,
        frequency: input.frequency ?? undefined,
      };
      await withLogo(logo, async (logoFile) => {
        record.logoFile = logoFile;
        try {
          await db.execute(insertStatements(EVENTS, [record])[0]);
        } catch (error) {
          throw isUniqueViolation(error) ? exists() : error;
        }
      });
      return c.json(eventJson(record));
    },

    /** Only the given fields change; country, city and shortName only in ways that keep the id. */
    'PATCH /v1/events/:id': async (c) => {
      const current = await loadEvent(param(c, 'id'));
      if (!current) throw notFound(`No event ${param(c, 'id')}`);
      const input = parseEventForm(await readForm(c), 'update');
      const identity = {
        country: input.country ?? current.country,
        city: input.city ?? current.city,
        shortName: input.shortName ?? current.shortName,
      };
      if (eventIdFor(identity.country, identity.city, identity.shortName) !== current.id) {
        const changed = IDENTITY_FIELDS.filter((name) => input[name] !== undefined);
        throw invalid(
          `country, city and shortName make the event id (${current.id}); create a new event instead`,
          Object.fromEntries(changed.map((name) => [name, 'cannot change the event id'])),
        );
      }
      const logo = input.logo ? await checkLogoFile(input.logo) : null;
      const updated: EventRecord = { ...current, ...identity };
      if (input.featured !== undefined) updated.featured = input.featured;
      if (input.currencies !== undefined) updated.currencies = input.currencies;
      if (input.longName !== undefined) updated.longName = input.longName ?? '';
      for (const name of ['url', 'address', 'frequency'] as const) {
        if (input[name] !== undefined) updated[name] = input[name] ?? undefined;
      }
      await withLogo(logo, async (logoFile) => {
        if (input.logo !== undefined) updated.logoFile = logoFile; // replaced (or removed: null)
        await db.execute(updateStatement(EVENTS, updated, 'id'));
      });
      if (updated.logoFile !== current.logoFile) await removeLogo(logoDir, current.logoFile);
      return c.json(eventJson(updated));
    },

    'DELETE /v1/events/:id': async (c) => {
      const current = await loadEvent(param(c, 'id'));
      if (!current) throw notFound(`No event ${param(c, 'id')}`);
      await db.execute({ sql: 'DELETE FROM events WHERE id = ?', args: [current.id] });
      await removeLogo(logoDir, current.logoFile);
      return c.json<Success>({ success: true });
    },

    /** From the completed trades paid `cash.<eventId>` and the event's payouts (see revenue.ts). */
    'GET /v1/events/:id/revenue': async (c) => {
      const id = param(c, 'id');
      if (!(await loadEvent(id))) throw notFound(`No event ${id}`);
      const [trades, payouts] = await db.batch(
        [
          {
            sql: 'SELECT amount, buyer_fee, seller_fee, trade_status FROM contracts WHERE payment_method = ?',
            args: [cashMethodFor(id)],
          },
          { sql: 'SELECT amount_sats FROM payouts WHERE event_id = ?', args: [id] },
        ],
        'read',
      );
      return c.json<EventRevenue>(
        computeRevenue(
          trades.rows.map((row) => ({
            amount: Number(row.amount),
            buyerFee: Number(row.buyer_fee),
            sellerFee: Number(row.seller_fee),
            tradeStatus: String(row.trade_status),
          })),
          payouts.rows.map((row) => ({ amountSats: Number(row.amount_sats) })),
        ),
      );
    },

    /** Page<Payout> newest first: optional eventId; page (0-based) and size (default 0 and 25). */
    'GET /v1/events/payouts': async (c) => {
      const eventId = c.req.query('eventId')?.trim() || undefined;
      if (eventId && eventId.length > 200) throw invalid('eventId is too long', { eventId: 'at most 200 characters' });
      const paging = readPaging(c) ?? { page: 0, size: DEFAULT_PAGE_SIZE };
      const where = eventId ? 'WHERE event_id = ?' : '';
      const args = eventId ? [eventId] : [];
      const [count, page] = await db.batch(
        [
          { sql: `SELECT count(*) AS n FROM payouts ${where}`, args },
          {
            sql: `SELECT ${PAYOUTS.select} FROM payouts ${where} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`,
            args: [...args, paging.size, paging.page * paging.size],
          },
        ],
        'read',
      );
      const body: Page<Wire<Payout>> = {
        items: page.rows.map((row) => payoutJson(fromRow(PAYOUTS, row))),
        total: Number(count.rows[0].n),
      };
      return c.json(body);
    },

    /** { eventId, amountSats, address?, txid?, date? } → the Payout. */
    'POST /v1/events/payouts': async (c) => {
      const f = new Fields(await readJsonObject(c));
      const noSpaces = { pattern: /^\S*$/, patternText: 'must not contain spaces' };
      const eventId = f.string('eventId', { required: true, max: 200 });
      const amountSats = f.positiveInteger('amountSats', { required: true });
      const address = f.string('address', { max: 2000, ...noSpaces });
      const txid = f.string('txid', { max: 2000, ...noSpaces });
      const date = f.date('date');
      f.done('Invalid payout');
      if (!(await loadEvent(eventId!))) throw invalid(`No event ${eventId}`, { eventId: 'no such event' });
      const payout: Payout = {
        id: randomUUID(),
        eventId: eventId!,
        date: date ?? new Date(deps.now()),
        amountSats: amountSats!,
        address: address ?? '',
        txid: txid ?? '',
      };
      await db.execute(insertStatements(PAYOUTS, [payout])[0]);
      return c.json(payoutJson(payout));
    },

    /** The stored logo with the type its bytes showed; SVGs cannot run anything (CSP). */
    'GET /v1/events/logo/:file': async (c) => {
      const logo = await readLogo(logoDir, param(c, 'file'));
      if (!logo) throw notFound('No such logo');
      return c.body(new Uint8Array(logo.bytes), 200, {
        'Content-Type': logo.type,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    },
  };
}
