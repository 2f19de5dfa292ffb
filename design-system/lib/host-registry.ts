import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * The mounted hosts of one kind (toasters, confirm hosts), in mount order. Only the first one shows anything, so
 * a second host (a story's own beside the app's) never draws the same queue twice.
 */
export type HostRegistry = {
  /** Adds a host; the function it returns removes it again. */
  add: (token: symbol) => () => void;
  first: () => symbol | undefined;
  subscribe: (listener: () => void) => () => void;
};

export function createHostRegistry(): HostRegistry {
  let hosts: symbol[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    add(token) {
      hosts = [...hosts, token];
      emit();
      return () => {
        hosts = hosts.filter((host) => host !== token);
        emit();
      };
    },
    first: () => hosts[0],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Registers the calling host while it is mounted; true while it is the first one, the one that shows. */
export function useIsFirstHost(registry: HostRegistry, name: string): boolean {
  const [token] = useState(() => Symbol(name));
  useEffect(() => registry.add(token), [registry, token]);
  return useSyncExternalStore(registry.subscribe, registry.first, registry.first) === token;
}
