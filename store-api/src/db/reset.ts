// CLI behind `npm run db:reset -w store-api`: wipes the store database and seeds it again.
// Stop a running store API first; it would keep writing to the deleted file.
import { readStoreApiConfig } from '../config/env';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from './seed/demoMember';
import { resetDatabase } from './resetDatabase';

const { dbFile } = readStoreApiConfig(process.env);
void resetDatabase(dbFile)
  .then((db) => db.close())
  .then(() => {
    console.log(`Store database reset: ${dbFile}`);
    console.log(`Demo login: ${DEMO_MEMBER_EMAIL} / ${DEMO_MEMBER_PASSWORD}`);
  });
