/**
 * The platform's published shapes (shared/reference/platform-shapes.md §2–5), written out from its
 * tables: the entities Peach's open-source client and app exchange with the API. The console's
 * own types for these entities are these, or extend them with optional staff fields; the sandbox
 * answers in them; the contract test (sandbox/routes/platformContract.test.ts, through platformSchemas.ts) holds
 * every captured answer against them.
 *
 * Dates are `Date`: the console revives the platform's ISO form (`2023-08-17T07:57:41.789Z`) into
 * Dates (client.ts reviveDates), and the sandbox writes Dates that JSON turns into that form.
 * A field is optional (`?`) exactly when the table says "opt".
 *
 * This is the one index; the shapes live by entity beside it (platformUser.ts, platformOffer.ts,
 * platformContract.ts, platformInfo.ts, and platformBasics.ts for what they all use).
 */

export * from './platformBasics';
export * from './platformUser';
export * from './platformOffer';
export * from './platformContract';
export * from './platformInfo';
