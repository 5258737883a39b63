/** The events table's columns, in order (spec §2); each header is `events.column.<name>`. */
export const EVENT_COLUMNS = [
  'id',
  'logo',
  'featured',
  'currencies',
  'country',
  'city',
  'shortName',
  'longName',
  'url',
  'address',
  'frequency',
  'actions',
] as const;

export type EventColumn = (typeof EVENT_COLUMNS)[number];
