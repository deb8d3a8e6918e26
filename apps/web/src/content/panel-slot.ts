import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A panel's module, loaded when a screen first shows it: what an area registers (its default export is the panel). */
export type PanelLoader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Where the panels of one kind (item, list, form) are registered by type name and read by the generic screens. */
export interface PanelSlot<P> {
  /** Registers the panel of a content type; a second, different panel for the same type is a mistake and throws. */
  register(typeName: string, loader: PanelLoader<P>): void;
  /** The registered panel of a type, as a lazy component (its module loads on first render), if any. */
  get(typeName: string): LazyExoticComponent<ComponentType<P>> | undefined;
}

/**
 * A registry of panels of one kind. The engine reads it and imports no area: areas fill it through
 * `registerPanels` (content/plugins.ts), called once at the app's top. Each loader is wrapped in `lazy` once, so
 * registering a panel loads nothing.
 */
export function panelSlot<P>(kind: string): PanelSlot<P> {
  const loaders = new Map<string, PanelLoader<P>>();
  const components = new Map<string, LazyExoticComponent<ComponentType<P>>>();
  return {
    register(typeName, loader) {
      const known = loaders.get(typeName);
      if (known === loader) return;
      if (known) throw new Error(`A ${kind} panel is already registered for the type "${typeName}"`);
      loaders.set(typeName, loader);
      components.set(typeName, lazy(loader));
    },
    get: (typeName) => components.get(typeName),
  };
}
