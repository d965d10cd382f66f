import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { announceEarlyFields } from './earlyFields';

/** A form as a page renders it: controlled fields, their state shown beside them. */
function Form() {
  const [uid, setUid] = useState('');
  const [server, setServer] = useState('os_usa');
  const [agreed, setAgreed] = useState(false);
  const [pack, setPack] = useState('small');
  return (
    <form>
      <input aria-label="UID" value={uid} onChange={(event) => setUid(event.target.value)} />
      <select aria-label="Server" value={server} onChange={(event) => setServer(event.target.value)}>
        <option value="os_usa">America</option>
        <option value="os_asia">Asia</option>
      </select>
      <input
        type="checkbox"
        aria-label="Agree"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      {['small', 'large'].map((size) => (
        <input
          key={size}
          type="radio"
          name="pack"
          aria-label={size}
          checked={pack === size}
          onChange={() => setPack(size)}
        />
      ))}
      <output>{`${uid}|${server}|${String(agreed)}|${pack}`}</output>
    </form>
  );
}

async function hydratedAfterShopperChanges(announce: boolean): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  // The shopper, before the scripts run: types, picks, ticks.
  container.querySelector<HTMLInputElement>('[aria-label="UID"]')!.value = '812345678';
  container.querySelector<HTMLSelectElement>('select')!.value = 'os_asia';
  container.querySelector<HTMLInputElement>('[aria-label="Agree"]')!.click();
  container.querySelector<HTMLInputElement>('[aria-label="large"]')!.click();
  await act(async () => {
    hydrateRoot(container, <Form />);
  });
  if (announce) await act(async () => announceEarlyFields(container));
  return container;
}

describe('fields changed before a server-rendered page hydrates', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("are announced to React once hydrated: the page's state takes what the shopper did", async () => {
    const container = await hydratedAfterShopperChanges(true);
    expect(container.querySelector('output')?.textContent).toBe('812345678|os_asia|true|large');
    expect(container.querySelector<HTMLInputElement>('[aria-label="UID"]')?.value).toBe('812345678');
    expect(container.querySelector<HTMLInputElement>('[aria-label="large"]')?.checked).toBe(true);
  });

  it('are otherwise unknown to the page (what the announcement is for)', async () => {
    const container = await hydratedAfterShopperChanges(false);
    expect(container.querySelector('output')?.textContent).toBe('|os_usa|false|small');
  });

  it('leaves fields as the server rendered them alone', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    const changes: string[] = [];
    container.addEventListener('input', () => changes.push('input'));
    container.addEventListener('change', () => changes.push('change'));
    container.addEventListener('click', () => changes.push('click'));
    await act(async () => announceEarlyFields(container));
    expect(changes).toEqual([]);
    expect(container.querySelector('output')?.textContent).toBe('|os_usa|false|small');
  });
});
