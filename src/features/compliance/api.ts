import { request } from '../../api/client';
import type { ApiResult, BehaviourEvent, BehaviourEventQuery, ComplianceHashReuse, HashReuseQuery, Page } from '../../contract';

/** Compliance (sandbox routes of ours): behaviour events and payment-data hash reuse, filterable and paged. */

/** GET /v1/pwt/compliance/events?userId&type&start&end&page&size */
export const getBehaviourEvents = (query: BehaviourEventQuery = {}, signal?: AbortSignal): Promise<ApiResult<Page<BehaviourEvent>>> =>
  request<Page<BehaviourEvent>>('/pwt/compliance/events', { query: { ...query }, signal });

/** GET /v1/pwt/compliance/hashReuse?paymentMethod&userId&page&size */
export const getHashReuse = (query: HashReuseQuery = {}, signal?: AbortSignal): Promise<ApiResult<Page<ComplianceHashReuse>>> =>
  request<Page<ComplianceHashReuse>>('/pwt/compliance/hashReuse', { query: { ...query }, signal });
