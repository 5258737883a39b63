import { request } from '../../api/client';
import type { UnreleasedEscrowPage, UnreleasedEscrowQuery } from '../../contract';

/** GET /v1/pwt/escrows/unreleased?status=&page=&size=: oldest first, with the total of sats held. */
export const listUnreleasedEscrows = (query: UnreleasedEscrowQuery = {}, signal?: AbortSignal) =>
  request<UnreleasedEscrowPage>('/pwt/escrows/unreleased', { query: { ...query }, signal });
