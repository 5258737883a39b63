import { request } from '../../api/client';
import type { BannedUserRow, HashReuseRow, Page, PageQuery } from '../../contract';

/** Scammers (routes of ours, docs/decisions/lookup.md): banned users and payment-data hash reuse. */

/** GET /v1/pwt/scammers/banned?page=&size= (latest ban first). */
export const listBannedUsers = (query: PageQuery = {}, signal?: AbortSignal) =>
  request<Page<BannedUserRow>>('/pwt/scammers/banned', { query: { ...query }, signal });

/** GET /v1/pwt/scammers/hashReuse?page=&size= (most accounts first). */
export const listHashReuse = (query: PageQuery = {}, signal?: AbortSignal) =>
  request<Page<HashReuseRow>>('/pwt/scammers/hashReuse', { query: { ...query }, signal });
