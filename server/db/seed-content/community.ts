/**
 * The community a fresh database starts with: clearly seed content (authors use the reserved
 * `seed.example.com` domain), so a local app has something real to read, rank and join.
 * Pictures are the small WebP files in `public/seed/`, each named by its folder and number.
 */

export interface SeedCategory {
  name: string;
  /** `cover`: `/seed/covers/<n>.webp`. */
  topics: { key: string; name: string; description: string; cover: number }[];
}

export const seedCategories: SeedCategory[] = [
  {
    name: 'News',
    topics: [
      { key: 'announcements', name: 'Announcements', description: 'What changed and what is coming', cover: 8 },
      { key: 'releases', name: 'Releases', description: 'Release notes of the app and the contracts', cover: 11 },
      { key: 'events', name: 'Events', description: 'Seasons, contests and live sessions', cover: 9 },
    ],
  },
  {
    name: 'Guides',
    topics: [
      { key: 'getting-started', name: 'Getting Started', description: 'Wallet, chain and first creature', cover: 1 },
      { key: 'breeding', name: 'Breeding', description: 'Nests, pairs and bred creatures', cover: 2 },
      { key: 'upgrades', name: 'Upgrades & Rebirth', description: 'Grades, lifespan and rebirth timing', cover: 4 },
      { key: 'pendants', name: 'Pendants', description: 'Blind pendants, attributes and slots', cover: 3 },
    ],
  },
  {
    name: 'Community',
    topics: [
      { key: 'stories', name: 'Creator Stories', description: 'Keepers and how they play', cover: 12 },
      { key: 'unions', name: 'Union Life', description: 'Families, their rooms and their rules', cover: 8 },
      { key: 'safety', name: 'Safety', description: 'Keeping a wallet and an account safe', cover: 10 },
    ],
  },
  {
    name: 'Market',
    topics: [
      { key: 'tokens', name: 'Token Talk', description: 'AFA, talk and what they are for', cover: 7 },
      { key: 'staking', name: 'Staking', description: 'Pools, pledge days and income', cover: 6 },
      { key: 'analysis', name: 'Analysis', description: 'Numbers behind the creatures', cover: 5 },
    ],
  },
];

export interface SeedUser {
  nickname: string;
  rankScore: number;
}

/** Authors, ranked players, room hosts and union members; avatar i is `/seed/avatars/<i+1>.webp`. */
export const seedUsers: SeedUser[] = [
  { nickname: 'Mira Okafor', rankScore: 9820 },
  { nickname: 'Tomás Rivera', rankScore: 9415 },
  { nickname: 'Lena Park', rankScore: 9100 },
  { nickname: 'Hiro Tanaka', rankScore: 8870 },
  { nickname: 'Ana Beatriz', rankScore: 8512 },
  { nickname: 'Yusuf Demir', rankScore: 8240 },
  { nickname: 'Chloé Martin', rankScore: 7995 },
  { nickname: 'Wei Zhang', rankScore: 7730 },
  { nickname: 'Priya Nair', rankScore: 7468 },
  { nickname: 'Jonas Berg', rankScore: 7210 },
  { nickname: 'Sofía Gómez', rankScore: 6985 },
  { nickname: 'Kwame Mensah', rankScore: 6720 },
  { nickname: 'Elena Petrova', rankScore: 6433 },
  { nickname: 'Lucas Silva', rankScore: 6190 },
  { nickname: 'Aiko Mori', rankScore: 5902 },
  { nickname: 'Omar Haddad', rankScore: 5655 },
  { nickname: 'Freya Lind', rankScore: 5410 },
  { nickname: 'Diego Castro', rankScore: 5122 },
  { nickname: 'Nadia Rahman', rankScore: 4870 },
  { nickname: 'Felix Wagner', rankScore: 4615 },
  { nickname: 'Isabela Costa', rankScore: 4388 },
  { nickname: 'Minh Tran', rankScore: 4090 },
  { nickname: 'Grace Liu', rankScore: 3842 },
  { nickname: 'Mateo Rossi', rankScore: 3560 },
  { nickname: 'Zara Ahmed', rankScore: 3311 },
  { nickname: 'Noah Fischer', rankScore: 3020 },
  { nickname: 'Camila Reyes', rankScore: 2764 },
  { nickname: 'Arjun Mehta', rankScore: 2490 },
  { nickname: 'Hanna Nowak', rankScore: 2215 },
  { nickname: 'Leo Dubois', rankScore: 1930 },
  { nickname: 'Julia Santos', rankScore: 1644 },
  { nickname: 'Ravi Kumar', rankScore: 1378 },
  { nickname: 'Emma Johansson', rankScore: 1105 },
  { nickname: 'Pedro Alves', rankScore: 860 },
];

export interface SeedRoom {
  title: string;
  host: number;
  onlineCount: number;
  tags: string[];
  recommendWeight: number;
}

/** Room i uses cover `/seed/rooms/<(i % 8) + 1>.webp`. */
export const seedRooms: SeedRoom[] = [
  { title: 'Morning hatch watch', host: 0, onlineCount: 1284, tags: ['hatching', 'chill'], recommendWeight: 100 },
  { title: 'Breeding Q&A with Lena', host: 2, onlineCount: 947, tags: ['breeding', 'guide'], recommendWeight: 95 },
  { title: 'Pendant opening party', host: 4, onlineCount: 812, tags: ['pendants', 'live'], recommendWeight: 90 },
  { title: 'Rebirth timing clinic', host: 3, onlineCount: 655, tags: ['rebirth', 'guide'], recommendWeight: 85 },
  { title: 'Lo-fi keepers lounge', host: 14, onlineCount: 530, tags: ['music', 'chill'], recommendWeight: 80 },
  { title: 'Staking pool office hours', host: 8, onlineCount: 488, tags: ['staking', 'market'], recommendWeight: 75 },
  { title: 'Union recruitment night', host: 1, onlineCount: 402, tags: ['unions', 'community'], recommendWeight: 70 },
  { title: 'Speed build challenge', host: 5, onlineCount: 361, tags: ['upgrades', 'contest'], recommendWeight: 65 },
  { title: 'Talk token mint explained', host: 9, onlineCount: 290, tags: ['tokens', 'guide'], recommendWeight: 60 },
  { title: 'Fan art live sketching', host: 6, onlineCount: 244, tags: ['art', 'community'], recommendWeight: 55 },
  { title: 'Newcomers welcome desk', host: 10, onlineCount: 198, tags: ['getting started', 'help'], recommendWeight: 50 },
  { title: 'Late night lucky hunt', host: 15, onlineCount: 151, tags: ['lucky', 'live'], recommendWeight: 45 },
];

export interface SeedUnion {
  name: string;
  description: string;
  owner: number;
  members: number[];
  /** Users whose applications are waiting. */
  pending: number[];
}

/** Union i uses avatar `/seed/unions/<i + 1>.webp`. */
export const seedUnions: SeedUnion[] = [
  {
    name: 'Dawn Hatchers',
    description: 'Early risers who hatch, trade notes on blind reveals and help newcomers pick their first creature.',
    owner: 0,
    members: [2, 7, 11, 16, 20, 24, 28, 31],
    pending: [33],
  },
  {
    name: 'Iron Nest',
    description: 'Breeders first: we share nest schedules, match pairs across the union and keep a fertility sheet.',
    owner: 1,
    members: [3, 8, 12, 17, 21, 25],
    pending: [29],
  },
  {
    name: 'Lucky Sevens',
    description: 'Collectors of high-lucky creatures and pendants. Weekly hunts, shared odds, no gatekeeping.',
    owner: 4,
    members: [5, 9, 13, 18, 22, 26, 30],
    pending: [],
  },
  {
    name: 'Quiet Library',
    description: 'Wisdom builds and long reads. We write the guides, check the numbers and answer questions slowly and well.',
    owner: 6,
    members: [10, 14, 19, 23, 27],
    pending: [32],
  },
  {
    name: 'Night Shift',
    description: 'Keepers across time zones covering rebirth windows for each other while the rest sleep.',
    owner: 15,
    members: [32, 29, 26, 22],
    pending: [],
  },
  {
    name: 'Speed Demons',
    description: 'Speed-attribute builds, upgrade races and a friendly leaderboard of fastest grade climbs.',
    owner: 5,
    members: [33, 30, 19],
    pending: [],
  },
];
