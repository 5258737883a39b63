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

/** The actions column's width: two small icon buttons and the cell's padding. */
export const ACTIONS_COLUMN_PX = 112;

/**
 * The actions column stays in view at the right edge while the wide table scrolls sideways, so
 * edit and delete are reachable without scrolling every row. The header sits above the body cells.
 */
export const ACTIONS_CELL_SX = {
  whiteSpace: 'nowrap',
  minWidth: ACTIONS_COLUMN_PX,
  boxSizing: 'border-box',
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: '-1px 0 0 rgba(0, 0, 0, 0.12)',
} as const;
export const ACTIONS_HEADER_SX = { ...ACTIONS_CELL_SX, zIndex: 3 } as const;

/**
 * The table's scroll box keeps what is scrolled into view (a focused field of the row being
 * edited, say the long name) clear of the sticky actions column and the sticky header.
 */
export const TABLE_SCROLL_SX = { scrollPaddingInlineEnd: `${ACTIONS_COLUMN_PX}px`, scrollPaddingTop: '40px' } as const;
