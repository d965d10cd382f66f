import { hashPasswordSync } from '../../auth/password';
import type { SqliteConnection } from '../databaseType';
import { seedArticles } from './articles';
import { seedMembers } from './members';
import { PAY_WINDOW_MS, seedOrders } from './orders';
import { seedProducts } from './products';

const toCents = (usd: number): number => Math.round(usd * 100);

/** Fills an empty, freshly migrated database with the demo catalogue, members, orders and articles. */
export function seedDatabase(db: SqliteConnection): void {
  const insertMember = db.prepare(
    `INSERT INTO members (id, email, phone, username, nickname, password_hash, cert_status, memo, growth, create_time)
     VALUES (@id, @email, @phone, @username, @nickname, @passwordHash, @certStatus, @memo, @growth, @createTime)`,
  );
  for (const { password, ...member } of seedMembers) {
    insertMember.run({ ...member, passwordHash: hashPasswordSync(password) });
  }

  const insertProduct = db.prepare(
    `INSERT INTO products (id, sn, link_name, name, name_zh, kind, hot, recommend, description, description_zh,
                           input_fields, sort_order)
     VALUES (@id, @sn, @linkName, @name, @nameZh, @kind, @hot, @recommend, @description, @descriptionZh,
             @inputFields, @sortOrder)`,
  );
  const insertDenomination = db.prepare(
    `INSERT INTO denominations (product_id, name, price_cents, original_price_cents, sort_order)
     VALUES (?, ?, ?, ?, ?)`,
  );
  seedProducts.forEach(({ denominations, ...product }, productIndex) => {
    insertProduct.run({
      ...product,
      hot: product.hot ? 1 : 0,
      recommend: product.recommend ? 1 : 0,
      inputFields: JSON.stringify(product.inputFields),
      sortOrder: productIndex,
    });
    denominations.forEach((denomination, index) => {
      const originalPrice =
        denomination.originalPrice === undefined ? null : toCents(denomination.originalPrice);
      insertDenomination.run(
        product.id,
        denomination.name,
        toCents(denomination.price),
        originalPrice,
        index,
      );
    });
  });

  const insertOrder = db.prepare(
    `INSERT INTO orders (id, order_sn, member_id, status, input_status, product_id, denomination, quantity,
                         amount_cents, currency, delivery, create_time, pay_expire_time)
     VALUES (@id, @orderSn, @memberId, @status, 0, @productId, @denomination, @quantity,
             @amountCents, 'USD', @delivery, @createTime, @payExpireTime)`,
  );
  for (const order of seedOrders) {
    const product = seedProducts.find((candidate) => candidate.id === order.productId);
    const denomination = product?.denominations.find((candidate) => candidate.name === order.denomination);
    if (!denomination) {
      throw new Error(`Seed order ${order.orderSn} names an unknown product or denomination.`);
    }
    insertOrder.run({
      ...order,
      amountCents: toCents(denomination.price) * order.quantity,
      delivery: JSON.stringify(order.delivery),
      payExpireTime: new Date(Date.parse(order.createTime) + PAY_WINDOW_MS).toISOString(),
    });
  }

  const insertArticle = db.prepare(
    `INSERT INTO articles (id, slug, category, title, title_zh, summary, summary_zh, body_html, body_html_zh,
                           publish_time)
     VALUES (@id, @slug, @category, @title, @titleZh, @summary, @summaryZh, @bodyHtml, @bodyHtmlZh, @publishTime)`,
  );
  for (const article of seedArticles) insertArticle.run(article);
}
