import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { UnionInfo, UnionMember, UnionSummary } from '@/lib/api/unions';
import type { Page } from '@/lib/protocol';
import { queryKeys } from '@/lib/api/queryKeys';
import { XSS_GLOBAL, XSS_MARKER_ID } from '@/server/security/xss-payloads';
import { HOSTILE_MEMBER_NICKNAMES, HOSTILE_UNIONS } from '@/server/security/hostile-unions';
import { FamilyDetailScreen } from './FamilyDetailScreen';
import { FamilyListScreen } from './FamilyListScreen';

let searchParams = new URLSearchParams();
jest.mock('next/navigation', () => ({ useSearchParams: () => searchParams, useRouter: () => ({ prefetch: jest.fn() }) }));
// next-intl ships ES modules only; the texts around the hostile fields do not matter here.
jest.mock('next-intl', () => ({
  useTranslations: () => (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  useLocale: () => 'en-US',
}));

const CREATED_AT = '2030-01-01T00:00:00.000Z';

/** The API's answers for the hostile unions (the server test proves it returns these strings unaltered). */
const summaries: UnionSummary[] = HOSTILE_UNIONS.map((union, index) => ({
  id: index + 1,
  name: union.name,
  description: union.description,
  avatar: '',
  memberCount: index === 0 ? HOSTILE_MEMBER_NICKNAMES.length + 1 : 1,
  owner: { id: 1000 + index, nickname: union.ownerNickname, avatar: '' },
  createdAt: CREATED_AT,
}));

const members: UnionMember[] = [
  { userId: 1000, nickname: HOSTILE_UNIONS[0]!.ownerNickname, avatar: '', score: 10, role: 'owner', joinedAt: CREATED_AT },
  ...HOSTILE_MEMBER_NICKNAMES.map((nickname, index) => ({
    userId: 2000 + index,
    nickname,
    avatar: '',
    score: index,
    role: 'member' as const,
    joinedAt: CREATED_AT,
  })),
];

function onePage<T>(list: T[]): { pages: Page<T>[]; pageParams: number[] } {
  return { pages: [{ list, total: list.length, page: 0, size: list.length, hasMore: false }], pageParams: [0] };
}

/** The screens over a query cache already holding the API's answers, as after the fetch. */
function renderWithAnswers(screen: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.unions.list(), onePage(summaries));
  for (const summary of summaries) {
    const info: UnionInfo = { ...summary, membership: 'none' };
    client.setQueryData(queryKeys.unions.detail(summary.id, null), info);
    client.setQueryData(queryKeys.unions.members(summary.id), onePage(summary.id === 1 ? members : [members[0]!]));
  }
  return render(<QueryClientProvider client={client}>{screen}</QueryClientProvider>);
}

/** Elements no payload may bring into the page. */
const FOREIGN_ELEMENTS =
  'script, iframe, frame, object, embed, style, link, meta, base, form, input, textarea, img, video, audio, source, math, template, marquee';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background'];

/** Nothing of the payloads ran or became markup: they are text, and only the screen's own elements exist. */
function expectInert(container: HTMLElement, texts: readonly string[]) {
  expect((window as unknown as Record<string, unknown>)[XSS_GLOBAL]).toBeUndefined();
  expect(window.alert).not.toHaveBeenCalled();
  expect(document.getElementById(XSS_MARKER_ID)).toBeNull();
  expect(Array.from(container.querySelectorAll(FOREIGN_ELEMENTS), (element) => element.outerHTML)).toEqual([]);
  // The only SVGs are the screen's own icons.
  expect(
    Array.from(container.querySelectorAll('svg'), (svg) => svg.getAttribute('class') ?? '').filter(
      (classes) => !classes.includes('lucide'),
    ),
  ).toEqual([]);
  for (const element of Array.from(container.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name.startsWith('on') || attribute.name === 'srcdoc' ? attribute.name : '').toBe('');
      if (URL_ATTRIBUTES.includes(attribute.name)) expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  }
  const shown = container.textContent ?? '';
  for (const text of texts) expect(shown).toContain(text);
}

beforeEach(() => {
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the union screens with hostile names, descriptions and nicknames', () => {
  it('familyList shows every hostile name and description as text', () => {
    const { container } = renderWithAnswers(<FamilyListScreen />);
    expect(container.querySelectorAll('li')).toHaveLength(HOSTILE_UNIONS.length);
    expectInert(
      container,
      HOSTILE_UNIONS.flatMap((union) => [union.name, union.description]),
    );
    for (const [index, link] of Array.from(container.querySelectorAll('a')).entries()) {
      expect(link.getAttribute('href')).toBe(`/familyDetail?id=${index + 1}`);
    }
  });

  it('familyDetail shows each union’s name, description and owner as text', () => {
    for (const [index, union] of HOSTILE_UNIONS.entries()) {
      searchParams = new URLSearchParams({ id: String(index + 1) });
      const { container, unmount } = renderWithAnswers(<FamilyDetailScreen />);
      expectInert(container, [union.name, union.description, union.ownerNickname]);
      unmount();
    }
  });

  it('the member list shows every hostile nickname as text', () => {
    searchParams = new URLSearchParams({ id: '1' });
    const { container } = renderWithAnswers(<FamilyDetailScreen />);
    const rows = container.querySelectorAll('ul[aria-labelledby="family-members"] > li');
    expect(rows).toHaveLength(members.length);
    expectInert(
      container,
      members.map((member) => member.nickname),
    );
  });
});
