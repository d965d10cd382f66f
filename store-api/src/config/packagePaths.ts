import path from 'node:path';

// Paths are resolved from this file, not from process.cwd(), so `npm start -w store-api`, the root serve
// script and tests all agree on where the database lives whatever folder they were started from.
// (The package runs as CommonJS under tsx and jest, where __dirname is defined.)
export const packageRoot = path.resolve(__dirname, '..', '..');

export const defaultDatabaseFile = path.join(packageRoot, 'data', 'store.db');
