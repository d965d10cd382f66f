import { openPgDatabase } from './database';
void (async () => {
  const db = await openPgDatabase(process.env.DATABASE_URL ?? '');
  console.log(await db.one('SELECT COUNT(*) AS n FROM products'));
  await db.close();
})();
