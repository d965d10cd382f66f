// The payments tables as queries read and write them; a migration that changes one changes it here too.
import type { Generated } from 'kysely';

export interface PaymentSessionsTable {
  /** Random, appears in the hosted page URL. */
  id: string;
  order_id: number;
  method: string;
  status: string;
  return_origin: string;
  create_time: string;
  update_time: string;
}

export interface WidgetTokensTable {
  token_hash: string;
  order_id: number;
  expires_at: string;
  applicant_id: Generated<string>;
}

export interface PaymentCallbacksTable {
  event_id: string;
  signature: string;
  session_id: string;
  outcome: string;
  receive_time: string;
}

export interface SandboxIdentityReviewsTable {
  applicant_id: string;
  review_status: string;
  /** Checked by the table: 'GREEN' or 'RED' once decided. */
  review_answer: 'GREEN' | 'RED' | null;
  reject_reason: Generated<string>;
  update_time: string;
}
