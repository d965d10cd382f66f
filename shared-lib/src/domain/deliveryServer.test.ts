import { withServerName } from './deliveryServer';

describe('withServerName', () => {
  it("names a server id or an older order's English name in the page's language", () => {
    expect(withServerName({ label: 'Server', value: 'os_asia' }, 'en')).toEqual({
      label: 'Server',
      value: 'Asia',
    });
    expect(withServerName({ label: 'Server', value: 'prod_gf_eu' }, 'zh-TW')).toEqual({
      label: 'Server',
      value: '歐服',
    });
    expect(withServerName({ label: 'server', value: 'America' }, 'zh-TW')).toEqual({
      label: 'server',
      value: '美服',
    });
  });

  it('leaves other fields and unknown servers as they are', () => {
    expect(withServerName({ label: 'UID', value: 'os_asia' }, 'en')).toEqual({
      label: 'UID',
      value: 'os_asia',
    });
    expect(withServerName({ label: 'Server', value: 'Moon base' }, 'zh-TW')).toEqual({
      label: 'Server',
      value: 'Moon base',
    });
  });
});
