/** The events table's columns, in order (spec §2); each header is `resources.events.fields.<name>`. */
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

/**
 * The actions column stays in view at the right edge while the wide table scrolls sideways, so
 * edit and delete are reachable without scrolling every row. The header sits above the body cells.
 */
export const ACTIONS_CELL_SX = {
  whiteSpace: 'nowrap',
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: '-1px 0 0 rgba(0, 0, 0, 0.12)',
} as const;
export const ACTIONS_HEADER_SX = { ...ACTIONS_CELL_SX, zIndex: 3 } as const;
