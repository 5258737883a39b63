import { request } from '../../api/client';
import type {
  BanAnswer,
  BanRequest,
  BonusPointsHistoryRow,
  LinkedAccountRow,
  LoginHistoryRow,
  Page,
  PageQuery,
  Reputation,
  SearchQuery,
  TradingLimit,
  UserProfile,
  UserSearchRow,
} from '../../contract';

/**
 * Users as staff see them (spec §7): profile, reputation, trading limit, bonus-points history,
 * the sections of ours (login history, linked accounts), ban and unban, and the user search.
 * Ban refusals come back as 409 USER_ALREADY_BANNED / USER_NOT_BANNED.
 */

const userPath = (id: string, rest = '') => `/pwt/user/${encodeURIComponent(id)}${rest}`;

/** GET /v1/pwt/user/{id}. */
export const getUser = (id: string, signal?: AbortSignal) => request<UserProfile>(userPath(id), { signal });

/** GET /v1/pwt/user/{id}/reputation. */
export const getReputation = (id: string, signal?: AbortSignal) => request<Reputation>(userPath(id, '/reputation'), { signal });

/** GET /v1/pwt/user/{id}/tradingLimit. */
export const getTradingLimit = (id: string, signal?: AbortSignal) =>
  request<TradingLimit>(userPath(id, '/tradingLimit'), { signal });

/** GET /v1/pwt/user/{id}/bonusPointsHistory?page=&size= (newest first). */
export const getBonusPointsHistory = (id: string, query: PageQuery = {}, signal?: AbortSignal) =>
  request<Page<BonusPointsHistoryRow>>(userPath(id, '/bonusPointsHistory'), { query: { ...query }, signal });

/** GET /v1/pwt/user/{id}/loginHistory?page=&size= (ours; newest first). */
export const getLoginHistory = (id: string, query: PageQuery = {}, signal?: AbortSignal) =>
  request<Page<LoginHistoryRow>>(userPath(id, '/loginHistory'), { query: { ...query }, signal });

/** GET /v1/pwt/user/{id}/linkedAccounts?page=&size= (ours; newest link first). */
export const getLinkedAccounts = (id: string, query: PageQuery = {}, signal?: AbortSignal) =>
  request<Page<LinkedAccountRow>>(userPath(id, '/linkedAccounts'), { query: { ...query }, signal });

/** POST /v1/pwt/user/{id}/ban, with an optional reason for the log. */
export const banUser = (id: string, body: BanRequest = {}) => request<BanAnswer>(userPath(id, '/ban'), { method: 'POST', body });

/** POST /v1/pwt/user/{id}/unban. */
export const unbanUser = (id: string, body: BanRequest = {}) =>
  request<BanAnswer>(userPath(id, '/unban'), { method: 'POST', body });

/** GET /v1/pwt/user/search?query=&page=&size=: id prefix (or Peach + hex), referral code, linked ids. */
export const searchUsers = (query: SearchQuery, signal?: AbortSignal) =>
  request<Page<UserSearchRow>>('/pwt/user/search', { query: { ...query }, signal });
