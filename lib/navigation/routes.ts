/** The screens of docs/PRODUCT.md §2. `name` is the route's name there and its key under `routes` in the catalogues. */
export const ROUTES = [
  { name: 'home', path: '/home', tab: true },
  { name: 'nft', path: '/nft', tab: true },
  { name: 'live', path: '/live', tab: true },
  { name: 'wallet', path: '/wallet', tab: true },
  { name: 'nftIncubator', path: '/nftIncubator', tab: false },
  { name: 'inforList', path: '/home/inforList', tab: false },
  { name: 'inforSubList', path: '/home/inforSubList', tab: false },
  { name: 'inforDetail', path: '/home/inforDetail', tab: false },
  { name: 'searchContent', path: '/home/searchContent', tab: false },
  { name: 'taskList', path: '/live/taskList', tab: false },
  { name: 'liveSearchContent', path: '/live/searchContent', tab: false },
  { name: 'mint', path: '/mint', tab: false },
  { name: 'market', path: '/market', tab: false },
  { name: 'user', path: '/user', tab: false },
  { name: 'updateUser', path: '/user/updateUser', tab: false },
  { name: 'loginPage', path: '/loginPage', tab: false },
  { name: 'familyList', path: '/familyList', tab: false },
  { name: 'familyDetail', path: '/familyDetail', tab: false },
] as const;

export type AppRoute = (typeof ROUTES)[number];
export type RouteName = AppRoute['name'];

export const HOME_PATH = '/home';
export const NFT_PATH = '/nft';
export const LOGIN_PATH = '/loginPage';

/** The static export may serve a page as `/home.html` or `/home/`; both mean `/home`. */
export function normalisePathname(pathname: string): string {
  const withoutHtml = pathname.replace(/\.html$/, '');
  const trimmed = withoutHtml.length > 1 ? withoutHtml.replace(/\/+$/, '') : withoutHtml;
  return trimmed || '/';
}

export function findRoute(pathname: string): AppRoute | undefined {
  const path = normalisePathname(pathname);
  return ROUTES.find((route) => route.path === path);
}

export const TAB_ROUTES = ROUTES.filter((route) => route.tab);
