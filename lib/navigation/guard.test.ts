import { guardRedirect, isVisitorAllowed, loginHref, safeRedirectTarget } from './guard';
import { ROUTES, findRoute } from './routes';

describe('visitor guard (docs/PRODUCT.md §6)', () => {
  it('lets a visitor open only Home, loginPage and familyDetail', () => {
    const allowed = ROUTES.filter((route) => isVisitorAllowed(route.path)).map((route) => route.path);
    expect(allowed).toEqual(['/home', '/loginPage', '/familyDetail']);
  });

  it('accepts the exported spellings of an allowed path', () => {
    expect(isVisitorAllowed('/familyDetail.html')).toBe(true);
    expect(isVisitorAllowed('/home/')).toBe(true);
  });

  it('sends a visitor on any other route to Home, remembering the route', () => {
    expect(guardRedirect('/user', '', false)).toBe('/home?redirect=%2Fuser');
    expect(guardRedirect('/home/inforDetail', '?id=4', false)).toBe('/home?redirect=%2Fhome%2FinforDetail%3Fid%3D4');
    expect(guardRedirect('/nft', '', false, { rememberTarget: false })).toBe('/home');
  });

  it('leaves visitors on allowed routes and token holders everywhere', () => {
    expect(guardRedirect('/familyDetail', '?id=1', false)).toBeNull();
    for (const route of ROUTES) expect(guardRedirect(route.path, '', true)).toBeNull();
  });
});

describe('returning after login', () => {
  it('follows only paths inside the app', () => {
    expect(safeRedirectTarget('/user')).toBe('/user');
    expect(safeRedirectTarget('/home/inforDetail?id=4')).toBe('/home/inforDetail?id=4');
    expect(safeRedirectTarget(null)).toBe('/home');
    expect(safeRedirectTarget('https://evil.example')).toBe('/home');
    expect(safeRedirectTarget('//evil.example')).toBe('/home');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/home');
    expect(safeRedirectTarget('/loginPage')).toBe('/home');
  });

  it.each(['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/\t\\evil.example', '/\\\t\\evil.example'])(
    'refuses %j, which the browser reads as another site once it drops tabs and line breaks',
    (value) => {
      expect(new URL(value, 'https://app.example').origin).not.toBe('https://app.example');
      expect(safeRedirectTarget(value)).toBe('/home');
    },
  );

  it('follows the path as the browser reads it', () => {
    expect(safeRedirectTarget('/us\ter?a=1#b')).toBe('/user?a=1#b');
    expect(safeRedirectTarget('/\tloginPage')).toBe('/home');
  });

  it('builds the login address with the return target', () => {
    expect(loginHref(null)).toBe('/loginPage');
    expect(loginHref('/user')).toBe('/loginPage?redirect=%2Fuser');
  });
});

describe('routes', () => {
  it('lists the 18 named routes of docs/PRODUCT.md §2 besides /', () => {
    expect(ROUTES).toHaveLength(18);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(18);
  });

  it('finds a route by pathname', () => {
    expect(findRoute('/familyDetail')?.name).toBe('familyDetail');
    expect(findRoute('/live/searchContent.html')?.name).toBe('liveSearchContent');
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});
