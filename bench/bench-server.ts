// A shop process for the benchmark: the real app plus reference routes registered the same
// way (a bare route, a one-query raw-SQL list handler, and raw one-transaction order writes
// over the same database).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase, queryRows } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { seedDemoData } from '../server/src/db/seed/seed.ts';

const baseUrl = process.env.BENCH_DATABASE_URL;
let databaseUrl: string | undefined;
let dbName: string | undefined;
if (baseUrl) {
  dbName = `shop_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
}

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  DATABASE_URL: databaseUrl,
});
const database = await openDatabase({ databaseUrl, poolSize: 20 });
await migrateDatabase(database);
await seedDemoData(database.db);
const app = await buildApp({ config, database });

app.get('/bench/bare', async () => ({ ok: true }));
// CPU time this process has used, read before and after a load to get CPU per request
app.get('/bench/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { cpuMs: (user + system) / 1000 };
});
app.post('/bench/raw-list', async (request) => {
  // the same database work as the shop's list path: one page of ids from the category index,
  // then those rows (the shop takes the total from its in-memory category directory)
  const { categoryId, page } = request.body as { categoryId: number; page: number };
  const rows = await queryRows(
    database.db,
    sql`
    select p.product_id, p.display_name, p.image_url, p.sell_price, p.marked_price, p.author,
           p.manufacture, p.isbn, p.kind, p.is_stb, p.can_buy, p.can_buy_multiple, p.can_oversea,
           p.category_id
    from (select product_id from products where root_category_id = ${categoryId}
          order by display_name, product_id limit 20 offset ${(page - 1) * 20}) ids
    join products p using (product_id)
    order by p.display_name, p.product_id`,
  );
  return { list: rows };
});

interface RawOrder {
  memberId: number;
  productId: number;
  sellPrice: number;
  deliveryPrice: number;
  delivery: { name: string; mobile: string; zipcode: string; addr1: string; addr2: string };
}
// the writes of order-create (order, its item, its delivery snapshot) as raw SQL, one statement of
// data-modifying CTEs, without the checks, re-pricing, benefit claim, stored answer and outside
// call the shop makes around them: in a transaction block (BEGIN, the statement, COMMIT), the
// harness the ratio is measured against, and alone (the statement is its own transaction)
const rawOrderWrite = (o: RawOrder) => {
  const d = o.delivery;
  return sql`with o as (
    insert into orders (member_id, payment_type_cd, product_price_total,
      delivery_price_origin, delivery_price_total, price_total)
    values (${o.memberId}, '신용카드', ${o.sellPrice}, ${o.deliveryPrice}, ${o.deliveryPrice},
      ${o.sellPrice + o.deliveryPrice})
    returning order_id
  ), items as (
    insert into order_items (order_id, product_id, qty, qty_effected, sell_price)
    select order_id, ${o.productId}::int, 1, 1, ${o.sellPrice}::int from o
  ), delivery as (
    insert into order_deliveries (order_id, has_delivery_info, name, mobile, zipcode, addr1,
      addr2, buyer_name)
    select order_id, true, ${d.name}::text, ${d.mobile}::text, ${d.zipcode}::text,
      ${d.addr1}::text, ${d.addr2}::text, ${d.name}::text from o
  )
  select order_id from o`;
};
app.post('/bench/raw-order', async (request) => {
  const orderId = await database.db.transaction(async (tx) => {
    const [row] = await queryRows<{ order_id: number }>(
      tx as unknown as typeof database.db,
      rawOrderWrite(request.body as RawOrder),
    );
    return row!.order_id;
  });
  return { data: { orderId } };
});
app.post('/bench/raw-order-statement', async (request) => {
  const [row] = await queryRows<{ order_id: number }>(
    database.db,
    rawOrderWrite(request.body as RawOrder),
  );
  return { data: { orderId: row!.order_id } };
});

await app.listen({ host: '127.0.0.1', port: config.port });
process.send?.({ ready: true });

const stop = async () => {
  await app.close();
  await database.close();
  if (baseUrl && dbName) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
