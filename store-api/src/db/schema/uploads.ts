// The uploads tables as queries read and write them; a migration that changes one changes it here too.
export interface UploadsTable {
  key: string;
  content_type: string;
  bytes: Buffer;
  create_time: string;
}

export interface UploadTicketsTable {
  key: string;
  member_id: number;
  order_id: number;
  purpose: string;
  ticket_hash: string;
  expires_at: string;
  used_at: string | null;
  create_time: string;
}
