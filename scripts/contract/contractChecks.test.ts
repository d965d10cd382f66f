import { copyFileSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type AppManifest,
  exposesFromConfig,
  missingExposes,
  moduleReferencesIn,
  readRemoteExposes,
  shellReferences,
  unsatisfiableSingletons,
} from './contractChecks';
import { exposeTypeProblems } from './exposeTypes';

const ROOT = path.resolve(__dirname, '..', '..');
const INSTALLED = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  mobx: '7.1.3',
  'mobx-react-lite': '5.1.0',
  i18next: '27.1.2',
  'react-i18next': '18.0.1',
};
const deps = (overrides: Record<string, string> = {}) => ({
  ...Object.fromEntries(Object.entries(INSTALLED).map(([name, version]) => [name, `^${version}`])),
  '@topup/shared-lib': '0.1.0',
  ...overrides,
});

describe('contract check: exposes named by the shell', () => {
  let temp: string;
  beforeEach(() => {
    temp = mkdtempSync(path.join(os.tmpdir(), 'topup-contract-'));
  });
  afterEach(() => rmSync(temp, { recursive: true, force: true }));

  it('fails when a temporary copy of a remote no longer exposes a page the route table names', () => {
    const references = shellReferences(ROOT);
    const before = missingExposes(references, readRemoteExposes(ROOT));
    expect(before.join('\n')).not.toMatch(/storefront\/HomePage/);

    const copy = path.join(temp, 'webpack.config.mjs');
    copyFileSync(path.join(ROOT, 'mfe-storefront', 'webpack.config.mjs'), copy);
    const source = readFileSync(copy, 'utf8');
    writeFileSync(copy, source.replace(/^\s*'\.\/HomePage':.*\n/m, ''));

    const after = missingExposes(references, readRemoteExposes(ROOT, { storefront: copy }));
    expect(after).toContain('route / names storefront/HomePage, but storefront does not expose ./HomePage');
  });

  it('reads exposes from the config literal, comments aside', () => {
    const exposes = exposesFromConfig(`createAppConfig({
      exposes: {
        // a comment: './Old': './src/Old.tsx',
        './HomePage': './src/home/HomePage.tsx',
        "./Other": "./src/Other.tsx",
      },
    });`);
    expect(exposes).toEqual({ './HomePage': './src/home/HomePage.tsx', './Other': './src/Other.tsx' });
  });

  it('finds remote components the shell renders, generic and arrow props included', () => {
    const source = `<RemoteModule<IdentityPopupProps>
        remote="account"
        module="IdentityPopup"
        props={{ onReady: () => setReady(true) }}
      />`;
    expect(moduleReferencesIn(source, 'x.tsx')).toEqual([
      { remote: 'account', expose: 'IdentityPopup', where: 'x.tsx' },
    ]);
  });
});

describe('contract check: shared singletons', () => {
  const app = (name: AppManifest['name'], overrides?: Record<string, string>): AppManifest => ({
    name,
    dependencies: deps(overrides),
  });

  it('passes when the one shared copy satisfies every app', () => {
    expect(unsatisfiableSingletons([app('shell'), app('content')], INSTALLED, '0.1.0')).toEqual([]);
  });

  it('accepts a remote built against an older shared-lib minor, refuses another major', () => {
    expect(
      unsatisfiableSingletons([app('content', { '@topup/shared-lib': '0.0.1' })], INSTALLED, '0.3.0'),
    ).toEqual([]);
    expect(
      unsatisfiableSingletons([app('content', { '@topup/shared-lib': '1.0.0' })], INSTALLED, '0.3.0'),
    ).toEqual(['content needs @topup/shared-lib >=1.0.0 <2.0.0 (declared 1.0.0); the store provides 0.3.0']);
  });

  it('fails when an app declares a range the shared library version does not meet', () => {
    const problems = unsatisfiableSingletons([app('account', { react: '^18.2.0' })], INSTALLED, '0.1.0');
    expect(problems).toEqual(['account needs react ^18.2.0; the one shared copy is 19.3.1']);
  });

  it('fails when an app does not declare a singleton', () => {
    const manifest = app('checkout');
    delete manifest.dependencies.mobx;
    expect(unsatisfiableSingletons([manifest], INSTALLED, '0.1.0')).toEqual([
      'checkout does not declare mobx, a shared singleton',
    ]);
  });
});

describe('contract check: expose props', () => {
  // Fixtures under node_modules/.cache so that react and @topup/shared-lib resolve as in the apps.
  const fixtures = path.join(ROOT, 'node_modules', '.cache', `topup-contract-test-${process.pid}`);
  const fromCheckout = (file: string) =>
    path.relative(path.join(ROOT, 'mfe-checkout'), path.join(fixtures, file));
  const none = { storefront: {}, account: {}, content: {} };

  beforeAll(() => {
    mkdirSync(fixtures, { recursive: true });
    writeFileSync(
      path.join(fixtures, 'GoodPopup.tsx'),
      `import type { PaymentListPopupProps } from '@topup/shared-lib';
export default function GoodPopup({ orderId }: PaymentListPopupProps) { return <p>{orderId}</p>; }
`,
    );
    // orderId became a number: the shell still passes a string.
    writeFileSync(
      path.join(fixtures, 'ChangedPopup.tsx'),
      `export default function ChangedPopup({ orderId }: { orderId: number; onClose: () => void }) { return <p>{orderId}</p>; }
`,
    );
    writeFileSync(
      path.join(fixtures, 'GoodRoutePage.tsx'),
      `import type { PageHeadArgs, PageLoaderArgs } from '@topup/shared-lib';
export default function GoodRoutePage() { return null; }
export async function loader({ params }: PageLoaderArgs) { return { id: params.id ?? '' }; }
export function head(data: { id: string }, { t }: PageHeadArgs) { return { title: t('x', { id: data.id }) }; }
export const serverRender = 'everyone' as const;
`,
    );
    // A loader whose data the head cannot take, and a serverRender the shell does not know.
    writeFileSync(
      path.join(fixtures, 'BadRoutePage.tsx'),
      `export default function BadRoutePage() { return null; }
export async function loader() { return 42; }
export function head(data: { id: string }) { return { title: data.id }; }
export const serverRender = 'sometimes';
`,
    );
    writeFileSync(
      path.join(fixtures, 'PageWithProps.tsx'),
      `export default function PageWithProps({ id }: { id: string }) { return <p>{id}</p>; }
`,
    );
  });
  afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

  it('passes for an expose that takes the contract props, fails when the props type changed', () => {
    const good = exposeTypeProblems(
      ROOT,
      { ...none, checkout: { './PaymentListPopup': fromCheckout('GoodPopup.tsx') } },
      path.join(fixtures, 'good'),
    );
    expect(good).toEqual([]);

    const changed = exposeTypeProblems(
      ROOT,
      {
        ...none,
        checkout: {
          './PaymentListPopup': fromCheckout('ChangedPopup.tsx'),
          './OrderDetailPage': fromCheckout('PageWithProps.tsx'),
        },
      },
      path.join(fixtures, 'changed'),
    );
    expect(changed).toHaveLength(2);
    expect(changed[0]).toMatch(
      /^checkout\/PaymentListPopup \(PaymentListPopupProps\): does not fit the contract/,
    );
    expect(changed[1]).toMatch(/^checkout\/OrderDetailPage \(no required props\): does not fit the contract/);
  }, 120_000);

  it('holds every page of the route table to the route module contract', () => {
    const pages = new Set(['checkout/OrderDetailPage']);
    const good = exposeTypeProblems(
      ROOT,
      { ...none, checkout: { './OrderDetailPage': fromCheckout('GoodRoutePage.tsx') } },
      path.join(fixtures, 'route-good'),
      pages,
    );
    expect(good).toEqual([]);
    const bad = exposeTypeProblems(
      ROOT,
      { ...none, checkout: { './OrderDetailPage': fromCheckout('BadRoutePage.tsx') } },
      path.join(fixtures, 'route-bad'),
      pages,
    );
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatch(/^checkout\/OrderDetailPage \(a route module\): does not fit the contract/);
  }, 120_000);
});
