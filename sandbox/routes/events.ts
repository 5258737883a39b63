import { randomUUID } from 'node:crypto';
import type { EventRevenue, Page, Payout, PeachEvent, Success } from '../../src/contract';
import { DEFAULT_PAGE_SIZE, SATS_PER_BTC } from '../../src/contract/constants';
import { cashMethodFor, eventIdFor, IDENTITY_FIELDS, parseEventForm } from '../rules/events';
import { fail, invalid, notFound } from '../http/failure';
import { Fields } from '../http/fields';
import { param, readJsonObject, readPaging } from '../http/request';
import type { AppHandler, Deps, RouteHandlers } from '../http/context';
import { readForm } from '../http/formBody';
import { FormSlots } from '../http/formSlots';
import { serialByKey } from '../http/serialByKey';
import { checkLogoFile, LOGO_HEADERS, logoUrlPath, readLogo, removeLogo, withSavedLogo } from '../db/store/logos';
import type { EventRecord } from '../db/adminRecords';
import type { Wire } from '../db/records';
import { computeRevenue } from '../rules/revenue';
import { changedFields } from '../db/store/audit';
import { allEvents, deleteEvent as deleteStoredEvent, insertEvent, insertPayout, payoutPage, readEvent, revenueInputs, updateEvent as updateStoredEvent } from '../db/store/events';

/**
 * Events, their revenue and payouts (spec §7 Events). Create and update are multipart: fields
 * named as PeachEvent's, `currencies` repeated once per value, `featured` 'true'/'false', `logo`
 * a file. The id is `<country>.<city slug>.<shortName slug>` and never changes.
 *
 * DECISION: deleting an event keeps its payouts (the payouts table has no foreign key to events):
 * money already sent stays on record and GET /v1/events/payouts?eventId= still lists it.
 */

/** No amount can exceed every bitcoin there will ever be: 21,000,000 BTC in sats. */
const MAX_SATS = 21_000_000 * SATS_PER_BTC;

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

/** What an event's audit entry names: its fields, the logo by file name. */
const AUDITED_EVENT_FIELDS = ['featured', 'currencies', 'country', 'city', 'shortName', 'longName', 'url', 'address', 'frequency', 'logoFile'] as const;
const auditedEvent = (event: EventRecord) => Object.fromEntries(AUDITED_EVENT_FIELDS.map((field) => [field, event[field] ?? null]));

/** The moment of a change as the audit trail stores it, read from the clock at request time. */
const auditNow = (deps: Deps) => new Date(deps.now()).toISOString();

/** What the event handlers share beyond Deps: the upload slots and the per-event lock. */
interface EventDeps extends Deps {
  slots: FormSlots;
  serially: ReturnType<typeof serialByKey>;
}

const listEvents =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const events = await allEvents(db);
    c.header('Cache-Control', 'no-store');
    return c.json(events.map(eventJson));
  };

const createEvent =
  (deps: EventDeps): AppHandler =>
  async (c) => {
    const { db, logoDir, slots } = deps;
    const input = parseEventForm(await readForm(c, slots, c.get('staff').id), 'create');
    const logo = input.logo ? await checkLogoFile(input.logo, deps.svg) : null;
    const id = eventIdFor(input.country!, input.city!, input.shortName!);
    const exists = () => fail(409, 'ALREADY_EXISTS', `The event ${id} already exists`, { id });
    if (await readEvent(db, id)) throw exists();
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
    await withSavedLogo(logoDir, logo, async (logoFile) => {
      record.logoFile = logoFile;
      const created = await insertEvent(db, record, { staff: c.get('staff'), action: 'event.create', subjectId: id, before: null, after: auditedEvent(record), date: auditNow(deps) });
      if (!created) throw exists();
    });
    return c.json(eventJson(record));
  };

/** Only the given fields change; country, city and shortName only in ways that keep the id. */
const updateEvent =
  (deps: EventDeps): AppHandler =>
  async (c) => {
    const { db, logoDir, slots, serially } = deps;
    const id = param(c, 'id');
    if (!(await readEvent(db, id))) throw notFound(`No event ${id}`);
    const input = parseEventForm(await readForm(c, slots, c.get('staff').id), 'update');
    const logo = input.logo ? await checkLogoFile(input.logo, deps.svg) : null;
    return serially(id, async () => {
      // read again inside the lock: another change may have finished meanwhile
      const current = await readEvent(db, id);
      if (!current) throw notFound(`No event ${id}`);
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
      const updated: EventRecord = { ...current, ...identity };
      if (input.featured !== undefined) updated.featured = input.featured;
      if (input.currencies !== undefined) updated.currencies = input.currencies;
      if (input.longName !== undefined) updated.longName = input.longName ?? '';
      for (const name of ['url', 'address', 'frequency'] as const) {
        if (input[name] !== undefined) updated[name] = input[name] ?? undefined;
      }
      await withSavedLogo(logoDir, logo, async (logoFile) => {
        if (input.logo !== undefined) updated.logoFile = logoFile; // replaced (or removed: null)
        const change = changedFields(current, updated, AUDITED_EVENT_FIELDS);
        await updateStoredEvent(db, updated, { staff: c.get('staff'), action: 'event.update', subjectId: id, ...change, date: auditNow(deps) });
      });
      if (updated.logoFile !== current.logoFile) await removeLogo(logoDir, current.logoFile);
      return c.json(eventJson(updated));
    });
  };

const deleteEvent =
  (deps: EventDeps): AppHandler =>
  async (c) =>
    deps.serially(param(c, 'id'), async () => {
      const { db, logoDir } = deps;
      const current = await readEvent(db, param(c, 'id'));
      if (!current) throw notFound(`No event ${param(c, 'id')}`);
      await deleteStoredEvent(db, current.id, { staff: c.get('staff'), action: 'event.delete', subjectId: current.id, before: auditedEvent(current), after: null, date: auditNow(deps) });
      await removeLogo(logoDir, current.logoFile);
      return c.json<Success>({ success: true });
    });

/** From the completed trades paid `cash.<eventId>` and the event's payouts (rules/revenue.ts). */
const eventRevenue =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const id = param(c, 'id');
    if (!(await readEvent(db, id))) throw notFound(`No event ${id}`);
    const { trades, payouts } = await revenueInputs(db, id, cashMethodFor(id));
    return c.json<EventRevenue>(computeRevenue(trades, payouts));
  };

/** Page<Payout> newest first: optional eventId; page (0-based) and size (default 0 and 25). */
const listPayouts =
  ({ db }: Deps): AppHandler =>
  async (c) => {
    const eventId = c.req.query('eventId')?.trim() || undefined;
    if (eventId && eventId.length > 200) throw invalid('eventId is too long', { eventId: 'at most 200 characters' });
    const paging = readPaging(c) ?? { page: 0, size: DEFAULT_PAGE_SIZE };
    const { items, total } = await payoutPage(db, eventId, paging);
    return c.json<Page<Wire<Payout>>>({ items: items.map(payoutJson), total });
  };

/** { eventId, amountSats, address?, txid?, date? } → the Payout. */
const createPayout =
  (deps: Deps): AppHandler =>
  async (c) => {
    const f = new Fields(await readJsonObject(c));
    const noSpaces = { pattern: /^\S*$/, patternText: 'must not contain spaces' };
    const eventId = f.string('eventId', { required: true, max: 200 });
    const amountSats = f.positiveInteger('amountSats', { required: true, max: MAX_SATS, maxText: 'at most 21,000,000 BTC' });
    const address = f.string('address', { max: 2000, ...noSpaces });
    const txid = f.string('txid', { max: 2000, ...noSpaces });
    const date = f.date('date');
    f.done('Invalid payout');
    if (!(await readEvent(deps.db, eventId!))) throw invalid(`No event ${eventId}`, { eventId: 'no such event' });
    const payout: Payout = {
      id: randomUUID(),
      eventId: eventId!,
      date: date ?? new Date(deps.now()),
      amountSats: amountSats!,
      address: address ?? '',
      txid: txid ?? '',
    };
    await insertPayout(deps.db, payout, {
      staff: c.get('staff'),
      action: 'payout.create',
      subjectId: payout.id,
      before: null,
      after: { eventId: payout.eventId, amountSats: payout.amountSats, date: payout.date.toISOString(), address: payout.address, txid: payout.txid },
      date: auditNow(deps),
    });
    return c.json(payoutJson(payout));
  };

/** The stored logo with the type its bytes showed; SVGs cannot run anything (CSP sandbox). */
const eventLogo =
  ({ logoDir }: Deps): AppHandler =>
  async (c) => {
    const logo = await readLogo(logoDir, param(c, 'file'));
    if (!logo) throw notFound('No such logo');
    return c.body(new Uint8Array(logo.bytes), 200, { 'Content-Type': logo.type, ...LOGO_HEADERS });
  };

export function eventRoutes(deps: Deps): RouteHandlers {
  // now delegates, so a clock the tests replace on deps reaches these handlers too
  const shared: EventDeps = { ...deps, now: () => deps.now(), slots: new FormSlots(), serially: serialByKey() };
  return {
    'GET /v1/events': listEvents(deps),
    'POST /v1/events': createEvent(shared),
    'PATCH /v1/events/:id': updateEvent(shared),
    'DELETE /v1/events/:id': deleteEvent(shared),
    'GET /v1/events/:id/revenue': eventRevenue(deps),
    'GET /v1/events/payouts': listPayouts(deps),
    'POST /v1/events/payouts': createPayout(deps),
    'GET /v1/events/logo/:file': eventLogo(deps),
  };
}
