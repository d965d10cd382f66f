// Every table of the store's schema, by name: what a query built with `db.kysely` may name, and the types
// of its columns and results. A migration that adds a table or a column adds it here too.
import type { ArticlesTable, ReviewLikesTable, ReviewsTable } from './content';
import type {
  BannersTable,
  DenominationsTable,
  MenuProductsTable,
  MenusTable,
  PopupsTable,
  ProductsTable,
} from './catalogue';
import type { CouponsTable, MemberCouponsTable } from './coupons';
import type { AuthCodesTable, MembersTable, OauthCodesTable, SessionsTable } from './members';
import type { OutboxTable } from './messages';
import type {
  DeliveriesTable,
  DeliveryInputsTable,
  IdentityChecksTable,
  OrdersTable,
  OrderStatusHistoryTable,
  VerificationSubmissionsTable,
} from './orders';
import type {
  PaymentCallbacksTable,
  PaymentSessionsTable,
  SandboxIdentityReviewsTable,
  WidgetTokensTable,
} from './payments';
import type { RateEventsTable } from './security';
import type {
  ClientLogsTable,
  CurrenciesTable,
  FeedbackTable,
  PartnerEnquiriesTable,
  PhonePrefixesTable,
  SellOffersTable,
  UtmVisitsTable,
} from './site';
import type { UploadsTable, UploadTicketsTable } from './uploads';

export interface StoreTables {
  members: MembersTable;
  sessions: SessionsTable;
  auth_codes: AuthCodesTable;
  oauth_codes: OauthCodesTable;
  products: ProductsTable;
  denominations: DenominationsTable;
  menus: MenusTable;
  menu_products: MenuProductsTable;
  banners: BannersTable;
  popups: PopupsTable;
  orders: OrdersTable;
  order_status_history: OrderStatusHistoryTable;
  delivery_inputs: DeliveryInputsTable;
  verification_submissions: VerificationSubmissionsTable;
  deliveries: DeliveriesTable;
  identity_checks: IdentityChecksTable;
  coupons: CouponsTable;
  member_coupons: MemberCouponsTable;
  articles: ArticlesTable;
  reviews: ReviewsTable;
  review_likes: ReviewLikesTable;
  currencies: CurrenciesTable;
  phone_prefixes: PhonePrefixesTable;
  feedback: FeedbackTable;
  partner_enquiries: PartnerEnquiriesTable;
  client_logs: ClientLogsTable;
  utm_visits: UtmVisitsTable;
  sell_offers: SellOffersTable;
  payment_sessions: PaymentSessionsTable;
  payment_callbacks: PaymentCallbacksTable;
  widget_tokens: WidgetTokensTable;
  sandbox_identity_reviews: SandboxIdentityReviewsTable;
  uploads: UploadsTable;
  upload_tickets: UploadTicketsTable;
  outbox: OutboxTable;
  rate_events: RateEventsTable;
}
