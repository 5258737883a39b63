/**
 * What MUI's ListItem draws for a plain <li> (`disablePadding`): the console's navigation and
 * home's list of screens use a Box with it, so the first load carries no ListItem (and its
 * secondary-action machinery). Home's list adds the dense item's padding (`LIST_ITEM_DENSE_SX`).
 */
export const LIST_ITEM_SX = {
  display: 'flex',
  justifyContent: 'flex-start',
  alignItems: 'center',
  position: 'relative',
  textDecoration: 'none',
  width: '100%',
  boxSizing: 'border-box',
  textAlign: 'left',
} as const;

/** A dense ListItem with gutters: 4 px above and below, 16 px at the sides. */
export const LIST_ITEM_DENSE_SX = { ...LIST_ITEM_SX, paddingTop: '4px', paddingBottom: '4px', paddingLeft: '16px', paddingRight: '16px' } as const;
