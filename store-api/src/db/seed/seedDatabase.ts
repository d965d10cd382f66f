import { hashPasswordSync } from '../../auth/password';
import type { Sql, SqlParam } from '../sql';
import { seedArticles } from './articles';
import { seedMembers } from './members';
import { PAY_WINDOW_MS, seedOrders } from './orders';
import { seedProducts } from './products';

const toCents = (usd: number): number => Math.round(usd * 100);

/** Fills an empty, freshly migrated database with the demo catalogue, members, orders and articles. */
export async function seedDatabase(db: Sql): Promise<void> {
  const insertMember = (...params: SqlParam[]) =>
    db.run(
      `INSERT INTO members (id, email, phone, username, nickname, password_hash, cert_status, memo, growth, create_time)
     VALUES (@id, @email, @phone, @username, @nickname, @passwordHash, @certStatus, @memo, @growth, @createTime)`,
      ...params,
    );
  for (const { password, ...member } of seedMembers) {
    await insertMember({ ...member, passwordHash: hashPasswordSync(password) });
  }

  const insertProduct = (...params: SqlParam[]) =>
    db.run(
      `INSERT INTO products (id, sn, link_name, name, name_zh, kind, hot, recommend, description, description_zh,
                           input_fields, sort_order)
     VALUES (@id, @sn, @linkName, @name, @nameZh, @kind, @hot, @recommend, @description, @descriptionZh,
             @inputFields, @sortOrder)`,
      ...params,
    );
  const insertDenomination = (...params: SqlParam[]) =>
    db.run(
      `INSERT INTO denominations (product_id, name, price_cents, original_price_cents, sort_order)
     VALUES (?, ?, ?, ?, ?)`,
      ...params,
    );
  for (const [productIndex, { denominations, ...product }] of seedProducts.entries()) {
    await insertProduct({
      ...product,
      hot: product.hot ? 1 : 0,
      recommend: product.recommend ? 1 : 0,
      inputFields: JSON.stringify(product.inputFields),
      sortOrder: productIndex,
    });
    for (const [index, denomination] of denominations.entries()) {
      const originalPrice =
        denomination.originalPrice === undefined ? null : toCents(denomination.originalPrice);
      await insertDenomination(
        product.id,
        denomination.name,
        toCents(denomination.price),
        originalPrice,
        index,
      );
    }
  }

  const insertOrder = (...params: SqlParam[]) =>
    db.run(
      `INSERT INTO orders (id, order_sn, member_id, status, input_status, product_id, denomination, quantity,
                         amount_cents, currency, delivery, create_time, pay_expire_time)
     VALUES (@id, @orderSn, @memberId, @status, 0, @productId, @denomination, @quantity,
             @amountCents, 'USD', @delivery, @createTime, @payExpireTime)`,
      ...params,
    );
  for (const order of seedOrders) {
    const product = seedProducts.find((candidate) => candidate.id === order.productId);
    const denomination = product?.denominations.find((candidate) => candidate.name === order.denomination);
    if (!denomination) {
      throw new Error(`Seed order ${order.orderSn} names an unknown product or denomination.`);
    }
    await insertOrder({
      ...order,
      amountCents: toCents(denomination.price) * order.quantity,
      delivery: JSON.stringify(order.delivery),
      payExpireTime: new Date(Date.parse(order.createTime) + PAY_WINDOW_MS).toISOString(),
    });
  }

  const insertArticle = (...params: SqlParam[]) =>
    db.run(
      `INSERT INTO articles (id, slug, category, title, title_zh, summary, summary_zh, body_html, body_html_zh,
                           publish_time)
     VALUES (@id, @slug, @category, @title, @titleZh, @summary, @summaryZh, @bodyHtml, @bodyHtmlZh, @publishTime)`,
      ...params,
    );
  for (const article of seedArticles) await insertArticle({ ...article });
}
