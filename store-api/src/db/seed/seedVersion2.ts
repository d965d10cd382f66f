import { hashPasswordSync } from '../../auth/password';
import type { Sql, SqlParam } from '../sql';
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
export async function seedVersion2(db: Sql): Promise<void> {
  const denominationId = (...params: SqlParam[]) =>
    db.one('SELECT id FROM denominations WHERE product_id = ? AND name = ?', ...params);
  const idOf = async (productId: number, name: string): Promise<number> => {
    const row = (await denominationId(productId, name)) as { id: number } | undefined;
    if (!row) throw new Error(`Seed names an unknown denomination: ${String(productId)} ${name}`);
    return row.id;
  };

  const updateProduct = (...params: SqlParam[]) =>
    db.run('UPDATE products SET after_pay_fields = ?, delivery_minutes = ? WHERE id = ?', ...params);
  for (const product of seedProducts) {
    await updateProduct(
      JSON.stringify(AFTER_PAY_FIELDS[product.id] ?? []),
      DELIVERY_MINUTES[product.kind] ?? 5,
      product.id,
    );
  }

  // Existing orders learn which SKU they were bought from, and get their history.
  const linkOrder = (...params: SqlParam[]) =>
    db.run(
      'UPDATE orders SET denomination_id = ?, original_amount_cents = amount_cents WHERE id = ?',
      ...params,
    );
  for (const order of seedOrders) await linkOrder(await idOf(order.productId, order.denomination), order.id);
  await db.run('UPDATE orders SET pay_time = create_time WHERE status IN (1, 2) AND pay_time IS NULL');

  await db.run(
    `INSERT INTO members (id, email, phone, username, nickname, password_hash, cert_status, memo, growth,
                          create_time)
     VALUES (?, ?, '', ?, ?, ?, 0, '', 0, ?) ON CONFLICT DO NOTHING`,
    VERIFY_MEMBER.id,
    VERIFY_MEMBER.email,
    VERIFY_MEMBER.username,
    VERIFY_MEMBER.nickname,
    hashPasswordSync(VERIFY_MEMBER.password),
    VERIFY_MEMBER.createTime,
  );
  const insertOrder = (...params: SqlParam[]) =>
    db.run(
      `INSERT INTO orders (id, order_sn, member_id, status, input_status, product_id, denomination, quantity,
                         amount_cents, original_amount_cents, currency, delivery, create_time, pay_expire_time,
                         pay_time, realname_required, realname_status, spotcheck_required, spotcheck_status,
                         delivery_reason, denomination_id)
     VALUES (@id, @orderSn, @memberId, @status, @inputStatus, @productId, @denomination, 1, @amountCents,
             @amountCents, 'USD', @delivery, @createTime, @payExpireTime, @createTime, @realnameRequired,
             @realnameStatus, @spotcheckRequired, @spotcheckStatus, @deliveryReason, @denominationId)`,
      ...params,
    );
  for (const order of seedVerificationOrders) {
    const product = seedProducts.find((candidate) => candidate.id === order.productId);
    const sku = product?.denominations.find((candidate) => candidate.name === order.denomination);
    if (!sku) throw new Error(`Seed order ${order.orderSn} names an unknown denomination.`);
    await insertOrder({
      ...order,
      memberId: VERIFY_MEMBER.id,
      amountCents: toCents(sku.price),
      delivery: JSON.stringify(order.delivery),
      payExpireTime: verificationPayExpire(order.createTime),
      denominationId: await idOf(order.productId, order.denomination),
    });
  }

  const insertHistory = (...params: SqlParam[]) =>
    db.run(
      'INSERT INTO order_status_history (order_id, status, note, create_time) VALUES (?, ?, ?, ?)',
      ...params,
    );
  const orders = (await db.all('SELECT id, status, create_time AS createTime FROM orders')) as {
    id: number;
    status: number;
    createTime: string;
  }[];
  for (const order of orders) {
    await insertHistory(order.id, 0, 'Order created', order.createTime);
    if (order.status === 1 || order.status === 2) await insertHistory(order.id, 1, 'Paid', order.createTime);
    if (order.status === 2) await insertHistory(order.id, 2, 'Delivered', order.createTime);
    if (order.status === 3) await insertHistory(order.id, 3, 'Cancelled by the shopper', order.createTime);
  }

  const insertCurrency = (...params: SqlParam[]) =>
    db.run(
      'INSERT INTO currencies (code, symbol, rate, default_select, sort_order) VALUES (?, ?, ?, ?, ?)',
      ...params,
    );
  for (const [index, c] of seedCurrencies.entries()) {
    await insertCurrency(c.code, c.symbol, c.rate, c.defaultSelect ? 1 : 0, index);
  }

  const insertPrefix = (...params: SqlParam[]) =>
    db.run(
      'INSERT INTO phone_prefixes (value, label, country, default_select, sort_order) VALUES (?, ?, ?, ?, ?)',
      ...params,
    );
  for (const [index, p] of seedPhonePrefixes.entries()) {
    await insertPrefix(p.value, p.label, p.country, p.defaultSelect ? 1 : 0, index);
  }

  const insertMenu = (...params: SqlParam[]) =>
    db.run('INSERT INTO menus (id, name, name_zh, icon, sort_order) VALUES (?, ?, ?, ?, ?)', ...params);
  const insertMenuProduct = (...params: SqlParam[]) =>
    db.run('INSERT INTO menu_products (menu_id, product_id, sort_order) VALUES (?, ?, ?)', ...params);
  for (const [index, menu] of seedMenus.entries()) {
    await insertMenu(menu.id, menu.name, menu.nameZh, menu.icon, index);
    for (const [order, productId] of menu.productIds.entries()) {
      await insertMenuProduct(menu.id, productId, order);
    }
  }

  const insertBanner = (...params: SqlParam[]) =>
    db.run(
      'INSERT INTO banners (id, title, title_zh, image, link, need_login, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ...params,
    );
  for (const [index, b] of seedBanners.entries()) {
    await insertBanner(b.id, b.title, b.titleZh, b.image, b.link, b.needLogin ? 1 : 0, index);
  }
  const insertPopup = (...params: SqlParam[]) =>
    db.run(
      'INSERT INTO popups (id, title, title_zh, image, link, coupon_id, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ...params,
    );
  for (const [index, p] of seedPopups.entries()) {
    await insertPopup(p.id, p.title, p.titleZh, p.image, p.link, p.couponId, index);
  }

  const insertCoupon = (...params: SqlParam[]) =>
    db.run(
      `INSERT INTO coupons (id, code, name, name_zh, kind, value, min_spend_cents, product_id, new_user, valid_days,
                          stock, end_time)
     VALUES (@id, @code, @name, @nameZh, @kind, @value, @minSpendCents, @productId, @newUser, @validDays, @stock,
             @endTime)`,
      ...params,
    );
  for (const coupon of seedCoupons) await insertCoupon({ ...coupon, newUser: coupon.newUser ? 1 : 0 });
  const insertMemberCoupon = (...params: SqlParam[]) =>
    db.run(
      `INSERT INTO member_coupons (member_id, coupon_id, capture_time, expire_time, use_time, order_id)
     VALUES (@memberId, @couponId, @captureTime, @expireTime, @useTime, @orderId)`,
      ...params,
    );
  for (const memberCoupon of seedMemberCoupons) await insertMemberCoupon({ ...memberCoupon });

  const insertReview = (...params: SqlParam[]) =>
    db.run(
      `INSERT INTO reviews (product_id, author, rating, content, images, like_count, create_time)
     VALUES (@productId, @author, @rating, @content, @images, @likeCount, @createTime)`,
      ...params,
    );
  for (const review of seedReviews) await insertReview({ ...review, images: JSON.stringify(review.images) });
}
