// The site tables as queries read and write them; a migration that changes one changes it here too.
import type { Generated } from 'kysely';

export interface CurrenciesTable {
  code: string;
  symbol: string;
  /** Units per USD. */
  rate: number;
  default_select: Generated<number>;
  sort_order: number;
}

export interface PhonePrefixesTable {
  /** E.g. "+1". */
  value: string;
  label: string;
  /** ISO alpha-2, for the flag. */
  country: string;
  default_select: Generated<number>;
  sort_order: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  member_id: number | null;
  type: string;
  content: string;
  contact: string;
  create_time: string;
}

export interface PartnerEnquiriesTable {
  id: Generated<number>;
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
  create_time: string;
}

export interface ClientLogsTable {
  id: Generated<number>;
  level: string;
  message: string;
  timestamp: string;
  url: string;
  user_agent: string;
  user_id: string;
  session_id: string;
  extra: string;
  received_at: string;
}

export interface UtmVisitsTable {
  id: Generated<number>;
  uuid: string;
  member_id: number | null;
  source: string;
  medium: string;
  campaign: string;
  params: string;
  create_time: string;
}

export interface SellOffersTable {
  id: Generated<number>;
  game: string;
  item: string;
  amount: number;
  /** USD cents, like every price. */
  asking_price_cents: number;
  email: string;
  /** ISO alpha-2. */
  country: string;
  phone_prefix: Generated<string>;
  phone: Generated<string>;
  create_time: string;
}
