/** Rows per page of each scammers list: two lists share the screen, so fewer than the default 25. */
export const SCAMMERS_PAGE_SIZE = 10;
