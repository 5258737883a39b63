import type { Currency, PaymentMethod, PlatformCountry } from './platformBasics';

/* The platform's info, news, events and GroupHug's answer (shapes §2.7–2.8, §5). */

/* ---------- 2.7 Info and news ---------- */

export interface PaymentMethodInfo {
  id: PaymentMethod;
  currencies: Currency[];
  fields: { mandatory: string[][][]; optional: string[] };
  countries?: string[];
  rounded?: boolean;
  anonymous: boolean;
}

/** `GET /v1/info` */
export interface GetInfoResponseBody {
  peach: { pgpPublicKey: string };
  fees: { escrow: number };
  paymentMethods: PaymentMethodInfo[];
  minAppVersion: string;
  latestAppVersion: string;
}

/** An item of `GET /v1/info/news` (an array): nothing else, no id, no date. */
export interface NewsItem {
  text: string;
  shareText: string;
  url: string;
}

/* ---------- 2.8 Event ---------- */

export interface BitcoinEvent {
  /** <cc>.<city>.<slug> */
  id: string;
  featured: boolean;
  currencies: Currency[];
  country: PlatformCountry;
  city: string;
  shortName: string;
  longName: string;
  url?: string;
  address?: string;
  frequency?: string;
  /** a path, e.g. /v1/events/logo/baltic.jpg */
  logo?: string;
}

/* ---------- 5 GroupHug ---------- */

/** `POST /v1/start` {password}: always HTTP 200; false for a wrong password. */
export interface GroupHugStartAnswer {
  success: boolean;
}
