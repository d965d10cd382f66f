import { act, render, screen } from '@testing-library/react';
import { parseDelivery } from '../domain/delivery';
import { i18n } from '../i18n/i18n';
import { useDeliveryFieldText } from './useDeliveryFieldText';

function Fields({ raw }: { raw: string }) {
  const text = useDeliveryFieldText();
  return (
    <ul>
      {parseDelivery(raw).map((field) => (
        <li key={field.label}>{text(field)}</li>
      ))}
    </ul>
  );
}

const RAW = JSON.stringify(['User ID:12345678', 'Zone ID:2001', 'Guild:Blue Lions']);

describe('useDeliveryFieldText', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows label: value in English', () => {
    render(<Fields raw={RAW} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'User ID: 12345678',
      'Zone ID: 2001',
      'Guild: Blue Lions',
    ]);
  });

  it('translates the known labels in zh-TW and keeps a seller’s own label as given', async () => {
    await act(() => i18n.changeLanguage('zh-TW'));
    render(<Fields raw={RAW} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '使用者 ID：12345678',
      '伺服器 ID：2001',
      'Guild：Blue Lions',
    ]);
  });

  it("names a game server by the page's language, not by the id the order keeps", async () => {
    const genshin = JSON.stringify(['UID:812345678', 'Server:os_asia']);
    const { unmount } = render(<Fields raw={genshin} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'UID: 812345678',
      'Server: Asia',
    ]);
    unmount();
    await act(() => i18n.changeLanguage('zh-TW'));
    render(<Fields raw={genshin} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'UID：812345678',
      '伺服器：亞服',
    ]);
  });
});
