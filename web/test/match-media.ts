// A controllable window.matchMedia for jsdom, which has none. Queries match nothing unless a test says so.
type Listener = (event: MediaQueryListEvent) => void;

const matches = new Map<string, boolean>();
const listeners = new Map<string, Set<Listener>>();

function listenersOf(query: string): Set<Listener> {
  let set = listeners.get(query);
  if (!set) {
    set = new Set();
    listeners.set(query, set);
  }
  return set;
}

function createMediaQueryList(query: string): MediaQueryList {
  const list = {
    media: query,
    get matches() {
      return matches.get(query) ?? false;
    },
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listenersOf(query).add(listener),
    removeEventListener: (_type: string, listener: Listener) => listenersOf(query).delete(listener),
    addListener: (listener: Listener) => listenersOf(query).add(listener),
    removeListener: (listener: Listener) => listenersOf(query).delete(listener),
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
}

export function installMatchMedia(): void {
  window.matchMedia = createMediaQueryList;
}

/** Makes `query` match (or not) and tells every listener, as a browser does when the viewport changes. */
export function setMediaQuery(query: string, value: boolean): void {
  matches.set(query, value);
  for (const listener of listenersOf(query)) listener({ matches: value, media: query } as MediaQueryListEvent);
}

export function resetMediaQueries(): void {
  matches.clear();
  listeners.clear();
}
