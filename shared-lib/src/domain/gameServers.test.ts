import { GAME_SERVERS, gameServerIds, gameServerName } from './gameServers';

describe('game servers', () => {
  it('names a server id in either language, with or without its game', () => {
    expect(gameServerName('os_asia', 'en')).toBe('Asia');
    expect(gameServerName('os_asia', 'zh-TW')).toBe('亞服');
    expect(gameServerName('prod_official_cht', 'en', 'honkai-star-rail')).toBe('TW, HK, MO');
    expect(gameServerName(' prod_gf_eu ', 'zh-TW')).toBe('歐服');
  });

  it('knows no server outside its game, and no unknown id', () => {
    expect(gameServerName('os_asia', 'en', 'honkai-star-rail')).toBeNull();
    expect(gameServerName('os_mars', 'en')).toBeNull();
    expect(gameServerName('os_asia', 'en', '__proto__')).toBeNull();
  });

  it('lists a game’s server ids in picker order; none for a game without servers', () => {
    expect(gameServerIds('genshin-impact')).toEqual(['os_usa', 'os_euro', 'os_asia', 'os_cht']);
    expect(gameServerIds('pubg-mobile')).toEqual([]);
    expect(gameServerIds('constructor')).toEqual([]);
  });

  it('has every id once across games, so an id alone names its server', () => {
    const ids = Object.values(GAME_SERVERS).flatMap((list) => list.map((server) => server.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
