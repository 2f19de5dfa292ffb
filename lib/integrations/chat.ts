import { loadScript } from "./load-script";

export type Chat = { boot: () => void; shutdown: () => void };

type ChannelWindow = Window & { ChannelIO?: ((...args: unknown[]) => void) & { q?: unknown[][] } };

/**
 * The customer-chat widget (Channel Talk, booted with a plugin key). Without a key it does nothing and loads
 * nothing. Boot is idempotent: the route-change hook calls it after every navigation outside the education site.
 */
export function createChat(pluginKey: string | undefined, win: ChannelWindow = window): Chat {
  if (!pluginKey) return { boot: () => undefined, shutdown: () => undefined };
  if (!win.ChannelIO) {
    const queue: unknown[][] = [];
    const stub = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
    win.ChannelIO = stub;
    loadScript("https://cdn.channel.io/plugin/ch-plugin-web.js", win.document).catch((error: unknown) =>
      console.warn("chat unavailable", error),
    );
  }
  let booted = false;
  return {
    boot: () => {
      if (booted) return;
      booted = true;
      win.ChannelIO?.("boot", { pluginKey });
    },
    shutdown: () => {
      if (!booted) return;
      booted = false;
      win.ChannelIO?.("shutdown");
    },
  };
}
