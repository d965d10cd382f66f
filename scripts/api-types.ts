// `npm run api:types`: writes shared-lib's store-api types from store-api's OpenAPI document, so the
// front end's view of every call comes from the routes' own schemas. `--check` (run by `npm test`)
// fails when the committed file no longer matches the routes.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../store-api/src/app';
import { openDatabase } from '../store-api/src/db/database';

const ROOT = path.resolve(import.meta.dirname, '..');
export const API_TYPES_FILE = path.join(ROOT, 'shared-lib/src/api/generated/storeApi.ts');

const HEADER = `// Generated from store-api's OpenAPI document (GET /docs/json) by \`npm run api:types\`. Do not edit:
// change the route schemas in store-api and run it again. \`npm test\` fails when this file drifts.
`;

async function openApiDocument(): Promise<OpenAPI3> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-types-'));
  const db = await openDatabase(path.join(dir, 'store.db'));
  // The production profile: the front end's contract is the store's own calls, never a sandbox's.
  const app = buildApp(db, { sandboxes: false });
  try {
    await app.ready();
    return app.swagger() as OpenAPI3;
  } finally {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function generate(): Promise<string> {
  const ast = await openapiTS(await openApiDocument());
  const source = HEADER + astToString(ast);
  return format(source, { ...(await resolveConfig(API_TYPES_FILE)), filepath: API_TYPES_FILE });
}

async function main(): Promise<void> {
  const generated = await generate();
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(API_TYPES_FILE, 'utf8');
    } catch {
      // missing counts as drift
    }
    if (committed !== generated) {
      console.error(
        `${path.relative(ROOT, API_TYPES_FILE)} does not match store-api's routes. Run \`npm run api:types\` and commit it.`,
      );
      process.exit(1);
    }
    console.log('API types match store-api.');
    return;
  }
  writeFileSync(API_TYPES_FILE, generated);
  console.log(`Wrote ${path.relative(ROOT, API_TYPES_FILE)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
