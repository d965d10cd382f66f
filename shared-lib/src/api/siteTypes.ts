// Shapes of the "Other" calls of the store API (payloads "not shown" there are the store's own).

/** Code, rate, defaultSelect. */
export interface Currency {
  code: string;
  rate: number;
  defaultSelect: boolean;
  symbol?: string;
}

export interface FeedbackPayload {
  type: string;
  content: string;
  /** Email or phone to answer on. */
  contact?: string;
}

export interface PartnerPayload {
  name: string;
  company?: string;
  email: string;
  phone?: string;
  message: string;
  /** Alpha-2 code of the partner's country (the form's country picker). */
  country?: string;
}

/** What feedback and partner enquiries answer: the stored record's id. */
export interface CreatedRecord {
  id: number;
}

/** The build manifest polled for a new build. */
export interface BuildMeta {
  buildId: string;
  requested: string;
  /** Whether the requested build is the current one. */
  latest: boolean;
}

export interface LogsReceipt {
  received: number;
}

/** One client log line of the error catalogue (POST /api/logs), sent by the shell's logger. */
export type LogLevel = 'info' | 'warn' | 'error' | 'debug';

export interface LogEntry {
  level: LogLevel;
  message: string;
  /** ISO 8601. */
  timestamp: string;
  url: string;
  userAgent: string;
  userId: string | null;
  sessionId: string | null;
  extra?: unknown;
}
