import { hashPasswordSync } from '../../auth/password';
import type { SqliteConnection } from '../databaseType';
import { seedCoupons, seedMemberCoupons } from './coupons';
import { seedOrders } from './orders';
import { seedProducts } from './products';
import { seedReviews } from './reviews';
import { seedBanners, seedCurrencies, seedMenus, seedPhonePrefixes, seedPopups } from './siteData';
import { seedVerificationOrders, VERIFY_MEMBER, verificationPayExpire } from './verificationOrders';

const toCents = (usd: number): number => Math.round(usd * 100);

/** Products whose sellers ask for more details after payment (/input/afterpay). */
const AFTER_PAY_FIELDS: Record<number, string[]> = { 7: ['Contact email'], 9: ['Region', 'Contact email'] };
/** Live-streaming coins are credited by hand, so they take longer than game top-ups. */
const DELIVERY_MINUTES: Record<string, number> = { game: 5, live: 30 };

/**
 * Fills the tables of schema version 2. Runs once, when a database reaches version 2 (fresh, or upgraded
 * from version 1), so an upgraded dev database gets the same content as a new one.
 */
export function seedVersion2(db: SqliteConnection): void {
  const denominationId = db.prepare('SELECT id FROM denominations WHERE product_id = ? AND name = ?');
  const idOf = (productId: number, name: string): number => {
    const row = denominationId.get(productId, name) as { id: number } | undefined;
    if (!row) throw new Error(`Seed names an unknown denomination: ${String(productId)} ${name}`);
    return row.id;
  };

  const updateProduct = db.prepare(
    'UPDATE products SET after_pay_fields = ?, delivery_minutes = ? WHERE id = ?',
  );
  for (const product of seedProducts) {
    updateProduct.run(
      JSON.stringify(AFTER_PAY_FIELDS[product.id] ?? []),
      DELIVERY_MINUTES[product.kind] ?? 5,
      product.id,
    );
  }

  // Existing orders learn which SKU they were bought from, and get their history.
  const linkOrder = db.prepare(
    'UPDATE orders SET denomination_id = ?, original_amount_cents = amount_cents WHERE id = ?',
  );
  for (const order of seedOrders) linkOrder.run(idOf(order.productId, order.denomination), order.id);
  db.prepare('UPDATE orders SET pay_time = create_time WHERE status IN (1, 2) AND pay_time IS NULL').run();

  db.prepare(
    `INSERT OR IGNORE INTO members (id, email, phone, username, nickname, password_hash, cert_status, memo, growth,
                                    create_time)
     VALUES (?, ?, '', ?, ?, ?, 0, '', 0, ?)`,
  ).run(
    VERIFY_MEMBER.id,
    VERIFY_MEMBER.email,
    VERIFY_MEMBER.username,
    VERIFY_MEMBER.nickname,
    hashPasswordSync(VERIFY_MEMBER.password),
    VERIFY_MEMBER.createTime,
  );
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, order_sn, member_id, status, input_status, product_id, denomination, quantity,
                         amount_cents, original_amount_cents, currency, delivery, create_time, pay_expire_time,
                         pay_time, realname_required, realname_status, spotcheck_required, spotcheck_status,
                         delivery_reason, denomination_id)
     VALUES (@id, @orderSn, @memberId, @status, @inputStatus, @productId, @denomination, 1, @amountCents,
             @amountCents, 'USD', @delivery, @createTime, @payExpireTime, @createTime, @realnameRequired,
             @realnameStatus, @spotcheckRequired, @spotcheckStatus, @deliveryReason, @denominationId)`,
  );
  for (const order of seedVerificationOrders) {
    const product = seedProducts.find((candidate) => candidate.id === order.productId);
    const sku = product?.denominations.find((candidate) => candidate.name === order.denomination);
    if (!sku) throw new Error(`Seed order ${order.orderSn} names an unknown denomination.`);
    insertOrder.run({
      ...order,
      memberId: VERIFY_MEMBER.id,
      amountCents: toCents(sku.price),
      delivery: JSON.stringify(order.delivery),
      payExpireTime: verificationPayExpire(order.createTime),
      denominationId: idOf(order.productId, order.denomination),
    });
  }

  const insertHistory = db.prepare(
    'INSERT INTO order_status_history (order_id, status, note, create_time) VALUES (?, ?, ?, ?)',
  );
  const orders = db.prepare('SELECT id, status, create_time AS createTime FROM orders').all() as {
    id: number;
    status: number;
    createTime: string;
  }[];
  for (const order of orders) {
    insertHistory.run(order.id, 0, 'Order created', order.createTime);
    if (order.status === 1 || order.status === 2) insertHistory.run(order.id, 1, 'Paid', order.createTime);
    if (order.status === 2) insertHistory.run(order.id, 2, 'Delivered', order.createTime);
    if (order.status === 3) insertHistory.run(order.id, 3, 'Cancelled by the shopper', order.createTime);
  }

  const insertCurrency = db.prepare(
    'INSERT INTO currencies (code, symbol, rate, default_select, sort_order) VALUES (?, ?, ?, ?, ?)',
  );
  seedCurrencies.forEach((c, index) =>
    insertCurrency.run(c.code, c.symbol, c.rate, c.defaultSelect ? 1 : 0, index),
  );

  const insertPrefix = db.prepare(
    'INSERT INTO phone_prefixes (value, label, country, default_select, sort_order) VALUES (?, ?, ?, ?, ?)',
  );
  seedPhonePrefixes.forEach((p, index) =>
    insertPrefix.run(p.value, p.label, p.country, p.defaultSelect ? 1 : 0, index),
  );

  const insertMenu = db.prepare(
    'INSERT INTO menus (id, name, name_zh, icon, sort_order) VALUES (?, ?, ?, ?, ?)',
  );
  const insertMenuProduct = db.prepare(
    'INSERT INTO menu_products (menu_id, product_id, sort_order) VALUES (?, ?, ?)',
  );
  seedMenus.forEach((menu, index) => {
    insertMenu.run(menu.id, menu.name, menu.nameZh, menu.icon, index);
    menu.productIds.forEach((productId, order) => insertMenuProduct.run(menu.id, productId, order));
  });

  const insertBanner = db.prepare(
    'INSERT INTO banners (id, title, title_zh, image, link, need_login, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  seedBanners.forEach((b, index) =>
    insertBanner.run(b.id, b.title, b.titleZh, b.image, b.link, b.needLogin ? 1 : 0, index),
  );
  const insertPopup = db.prepare(
    'INSERT INTO popups (id, title, title_zh, image, link, coupon_id, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  seedPopups.forEach((p, index) =>
    insertPopup.run(p.id, p.title, p.titleZh, p.image, p.link, p.couponId, index),
  );

  const insertCoupon = db.prepare(
    `INSERT INTO coupons (id, code, name, name_zh, kind, value, min_spend_cents, product_id, new_user, valid_days,
                          stock, end_time)
     VALUES (@id, @code, @name, @nameZh, @kind, @value, @minSpendCents, @productId, @newUser, @validDays, @stock,
             @endTime)`,
  );
  for (const coupon of seedCoupons) insertCoupon.run({ ...coupon, newUser: coupon.newUser ? 1 : 0 });
  const insertMemberCoupon = db.prepare(
    `INSERT INTO member_coupons (member_id, coupon_id, capture_time, expire_time, use_time, order_id)
     VALUES (@memberId, @couponId, @captureTime, @expireTime, @useTime, @orderId)`,
  );
  for (const memberCoupon of seedMemberCoupons) insertMemberCoupon.run(memberCoupon);

  const insertReview = db.prepare(
    `INSERT INTO reviews (product_id, author, rating, content, images, like_count, create_time)
     VALUES (@productId, @author, @rating, @content, @images, @likeCount, @createTime)`,
  );
  for (const review of seedReviews) insertReview.run({ ...review, images: JSON.stringify(review.images) });
}
