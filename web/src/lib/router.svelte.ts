/**
 * A small history router: the site has few routes and they are all /:lang/… paths. Links are plain <a>
 * elements (so they work without JavaScript and open in new tabs); a click on a local link is taken over here.
 */
import { type ChallengeRoute, challengeRoute } from '../challenge/route.js';
import { type Lang, isLang } from './i18n.svelte.js';

export type Route =
  | { name: 'atlas'; lang: Lang }
  | { name: 'deck'; lang: Lang; deck: string }
  | { name: 'rules'; lang: Lang; game: string }
  | { name: 'play'; lang: Lang; game: string; params: URLSearchParams }
  | { name: 'table'; lang: Lang; table: string }
  | { name: 'history'; lang: Lang }
  | { name: 'review'; lang: Lang; table: string; deal: number }
  | { name: 'shared'; lang: Lang; token: string; deal: number }
  | { name: 'stats'; lang: Lang }
  | { name: 'join'; lang: Lang; token: string }
  | { name: 'watch'; lang: Lang; token: string }
  | ChallengeRoute
  | { name: 'not-found'; lang: Lang }
  | { name: 'root' };

export function parseRoute(pathname: string, search = ''): Route {
  const parts = pathname.split('/').filter((p) => p !== '');
  if (parts.length === 0) return { name: 'root' };
  const [lang, section, id, ...rest] = parts;
  if (!isLang(lang)) return { name: 'root' };
  if (section === undefined) return { name: 'atlas', lang };
  // A deal's review: /:lang/tables/:id/review/:deal.
  if (section === 'tables' && id && rest.length === 2 && rest[0] === 'review' && /^\d{1,4}$/.test(rest[1]!)) {
    return { name: 'review', lang, table: decodeURIComponent(id), deal: Number(rest[1]) };
  }
  // The daily challenge: /:lang/challenge, …/:game (today), …/:game/:day, …/:game/:day/deals/:deal.
  if (section === 'challenge') return challengeRoute(lang, id, rest) ?? { name: 'not-found', lang };
  if (rest.length > 0) return { name: 'not-found', lang };
  if (section === 'decks' && id) return { name: 'deck', lang, deck: decodeURIComponent(id) };
  if (section === 'rules' && id) return { name: 'rules', lang, game: decodeURIComponent(id) };
  if (section === 'play' && id)
    return { name: 'play', lang, game: decodeURIComponent(id), params: new URLSearchParams(search) };
  if (section === 'tables' && id) return { name: 'table', lang, table: decodeURIComponent(id) };
  if (section === 'history' && id === undefined) return { name: 'history', lang };
  if (section === 'stats' && id === undefined) return { name: 'stats', lang };
  if (section === 'join' && id) return { name: 'join', lang, token: decodeURIComponent(id) };
  if (section === 'watch' && id) return { name: 'watch', lang, token: decodeURIComponent(id) };
  if (section === 'shared' && id) {
    const deal = new URLSearchParams(search).get('deal') ?? '0';
    return { name: 'shared', lang, token: decodeURIComponent(id), deal: /^\d{1,4}$/.test(deal) ? Number(deal) : 0 };
  }
  return { name: 'not-found', lang };
}

export const router = $state<{ path: string; search: string }>({
  path: typeof location === 'undefined' ? '/' : location.pathname,
  search: typeof location === 'undefined' ? '' : location.search,
});

export function navigate(href: string, replace = false): void {
  const url = new URL(href, location.href);
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  router.path = url.pathname;
  router.search = url.search;
  if (!replace) window.scrollTo(0, 0);
}

/** Same page in another language. */
export function withLang(path: string, lang: Lang): string {
  const parts = path.split('/');
  if (isLang(parts[1])) parts[1] = lang;
  else return `/${lang}/`;
  return parts.join('/') || `/${lang}/`;
}

export function startRouter(): void {
  window.addEventListener('popstate', () => {
    router.path = location.pathname;
    router.search = location.search;
  });
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const a = (event.target as Element | null)?.closest?.('a');
    if (!a || a.target || a.hasAttribute('download') || a.origin !== location.origin) return;
    if (a.pathname.startsWith('/api/')) return;
    event.preventDefault();
    navigate(a.pathname + a.search + a.hash);
  });
}
