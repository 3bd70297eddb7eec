// React.lazy for a module's named export (our pages and layouts have no default exports), registered by that
// name so that a page the server rendered can name the chunks it used: the server links their CSS and preloads
// their code in the page's head, and the client loads them before hydrating (web/main.tsx).
import { createContext, lazy, use, type ComponentType } from 'react';

const loaders = new Map<string, () => Promise<unknown>>();
const loadedComponents = new Map<string, unknown>();

/** Collects the names of the lazy components a server render met (web/entry-server.tsx). */
export const RenderedChunks = createContext<Set<string> | null>(null);

export function lazyNamed<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  type C = ComponentType<P>;
  const loadComponent = async (): Promise<C> => {
    const component = (await load())[name];
    loadedComponents.set(name, component);
    return component;
  };
  loaders.set(name, loadComponent);
  // React calls this once, at the component's first render.
  const Lazy = lazy<C>(() => {
    const component = loadedComponents.get(name) as C | undefined;
    if (!component) return loadComponent().then((loaded) => ({ default: loaded }));
    // Loaded before the first render: a thenable that answers at once, so React renders the component in the
    // same pass. Suspending there would leave the server's HTML waiting for hydration, and any update reaching
    // it meanwhile (the stored session taking over) would throw that HTML away.
    return { then: (resolve: (module: { default: C }) => void) => resolve({ default: component }) } as Promise<{ default: C }>;
  });
  function LazyNamed(props: P) {
    use(RenderedChunks)?.add(name);
    return <Lazy {...props} />;
  }
  LazyNamed.displayName = `Lazy(${name})`;
  return LazyNamed;
}

/** Loads the named lazy components, so that the next render shows them without suspending. */
export async function loadChunks(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => loaders.get(name)?.()));
}
