// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { createAnalytics } from "./analytics";
import { createChat } from "./chat";

afterEach(() => {
  document.head.querySelectorAll("script").forEach((s) => s.remove());
  const w = window as unknown as Record<string, unknown>;
  delete w.ChannelIO;
  delete w.gtag;
  delete w.dataLayer;
});

const scripts = () => [...document.head.querySelectorAll("script")].map((s) => s.src);

describe("analytics adapter", () => {
  it("does nothing and loads nothing without a key", () => {
    createAnalytics(undefined).trackPageView("/main");
    expect(scripts()).toEqual([]);
    expect((window as unknown as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it("loads its script once with a key and records page views", () => {
    const analytics = createAnalytics("G-TEST123");
    analytics.trackPageView("/main");
    expect(scripts()).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST123"]);
    const layer = (window as unknown as { dataLayer: unknown[][] }).dataLayer;
    expect(layer.at(-1)).toEqual(["event", "page_view", expect.objectContaining({ page_path: "/main" })]);
  });
});

describe("chat adapter", () => {
  it("does nothing and loads nothing without a key", () => {
    const chat = createChat("");
    chat.boot();
    chat.shutdown();
    expect(scripts()).toEqual([]);
  });

  it("boots once per start and shuts down with a key", () => {
    const chat = createChat("plugin-key");
    chat.boot();
    chat.boot();
    chat.shutdown();
    chat.boot();
    const queue = (window as unknown as { ChannelIO: { q: unknown[][] } }).ChannelIO.q;
    expect(queue).toEqual([["boot", { pluginKey: "plugin-key" }], ["shutdown"], ["boot", { pluginKey: "plugin-key" }]]);
    expect(scripts()).toEqual(["https://cdn.channel.io/plugin/ch-plugin-web.js"]);
  });
});
