// Deterministic game-account lookups (sandbox for the publishers' APIs).

export interface GameDefinition {
  /** Path segment after /supplier/api/. */
  key: string;
  name: string;
  /** Servers the game has; empty when the lookup takes an account only. */
  servers: readonly string[];
  /** Known accounts: "account" or "account@server" -> nickname. */
  accounts: Readonly<Record<string, string>>;
}

export const GAMES: readonly GameDefinition[] = [
  {
    key: 'poppo',
    name: 'Poppo Live',
    servers: [],
    accounts: { '88001234': 'LunaStream', '88005678': 'KaiLive', '88009999': 'MiaSings' },
  },
  {
    key: 'mlbb',
    name: 'Mobile Legends',
    servers: ['2001', '3001', '4001'],
    accounts: {
      '12345678@2001': 'DemoLegend',
      '11112222@3001': 'ZoneRunner',
      '87654321@2001': 'MythicMage',
      '87654321@4001': 'MythicMageEU',
    },
  },
  {
    key: 'genshin-impact',
    name: 'Genshin Impact',
    servers: ['os_usa', 'os_euro', 'os_asia', 'os_cht'],
    accounts: {
      '812345678@os_asia': 'Traveler',
      '800000001@os_usa': 'Aether',
      '600000001@os_euro': 'Lumine',
      '900000001@os_cht': '旅行者',
    },
  },
  {
    key: 'zenless-zone-zero',
    name: 'Zenless Zone Zero',
    servers: ['prod_gf_us', 'prod_gf_eu', 'prod_gf_jp', 'prod_gf_sg'],
    accounts: {
      '1300000001@prod_gf_us': 'ProxyBelle',
      '1000000002@prod_gf_jp': 'ProxyWise',
      '1500000003@prod_gf_eu': 'NewEriduFan',
    },
  },
  {
    key: 'pubg',
    name: 'PUBG Mobile',
    servers: [],
    accounts: { '5123498760': 'ChickenDinner', '5000000001': 'SquadLeader', '5999999999': 'ErangelSniper' },
  },
  {
    key: 'honkai',
    name: 'Honkai: Star Rail',
    servers: ['prod_official_usa', 'prod_official_eur', 'prod_official_asia', 'prod_official_cht'],
    accounts: {
      '700000001@prod_official_asia': 'Trailblazer',
      '600000002@prod_official_usa': 'StelleStar',
      '800000003@prod_official_eur': 'CaelusRail',
    },
  },
  {
    key: 'freefire',
    name: 'Free Fire',
    servers: [],
    accounts: { '2233445566': 'BooyahKing', '1234567890': 'FireStarter', '3344556677': 'SurvivorX' },
  },
  {
    key: 'douyin',
    name: 'Douyin',
    servers: [],
    accounts: { douyin_demo: '抖音小幫手', dy88886666: 'DanceQueen', dy12345678: 'LiveChef' },
  },
];

export interface GameAccount {
  game: string;
  account: string;
  serverId: string | null;
  nickname: string;
}

export type LookupResult = { found: true; account: GameAccount } | { found: false; message: string };

export function lookUpAccount(
  game: GameDefinition,
  account: string,
  serverId: string | undefined,
): LookupResult {
  if (game.servers.length > 0) {
    if (!serverId) return { found: false, message: `serverid is required for ${game.name}` };
    if (!game.servers.includes(serverId)) {
      return { found: false, message: `serverid must be one of: ${game.servers.join(', ')}` };
    }
  }
  const key = game.servers.length > 0 ? `${account}@${serverId ?? ''}` : account;
  const nickname = game.accounts[key];
  if (nickname === undefined) {
    return {
      found: false,
      message: `No ${game.name} account was found for this ID. Check the ID and server.`,
    };
  }
  return {
    found: true,
    account: {
      game: game.key,
      account,
      serverId: game.servers.length > 0 ? (serverId ?? null) : null,
      nickname,
    },
  };
}
