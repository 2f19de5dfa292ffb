// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type DocumentMeta, useDocumentMeta } from "./use-document-meta";

const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
const icons = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')];

afterEach(() => {
  document.head.innerHTML = "";
  document.title = "";
});

describe("useDocumentMeta", () => {
  it("sets the title, description, sharing tags and icon, creating the tags the page lacks", () => {
    renderHook(() =>
      useDocumentMeta({
        title: "SITMMT 2025",
        description: "The medical travel mart in Seoul",
        lang: "ko",
        icon: "/icons/sitmmt.svg",
      }),
    );
    expect(document.title).toBe("SITMMT 2025");
    expect(content('meta[property="og:title"]')).toBe("SITMMT 2025");
    expect(content('meta[name="description"]')).toBe("The medical travel mart in Seoul");
    expect(content('meta[property="og:description"]')).toBe("The medical travel mart in Seoul");
    expect(content('meta[property="og:locale"]')).toBe("ko_KR");
    expect(icons()).toHaveLength(1);
    expect(icons()[0]?.getAttribute("href")).toBe("/icons/sitmmt.svg");
    expect(icons()[0]?.type).toBe("image/svg+xml");
  });

  it("updates the tags the server wrote instead of adding second ones", () => {
    document.head.innerHTML = [
      "<title>K-Travel</title>",
      '<meta name="description" content="shop">',
      '<meta property="og:title" content="K-Travel">',
      '<meta property="og:description" content="shop">',
      '<meta property="og:locale" content="en_US">',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ].join("");
    renderHook(() =>
      useDocumentMeta({ title: "MICE 2025", description: "The MICE fair", lang: "en", icon: "/icons/mice.svg" }),
    );
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[property="og:title"]')).toBe("MICE 2025");
    expect(content('meta[property="og:locale"]')).toBe("en_US");
    expect(icons()).toHaveLength(1);
    expect(icons()[0]?.getAttribute("href")).toBe("/icons/mice.svg");
  });

  it("follows a change of language and of screen", () => {
    const { rerender } = renderHook((meta: DocumentMeta) => useDocumentMeta(meta), {
      initialProps: { title: "Event", description: "Festival week", lang: "en" },
    });
    expect(content('meta[property="og:locale"]')).toBe("en_US");
    rerender({ title: "이벤트", description: "축제 주간", lang: "ko" });
    expect(document.title).toBe("이벤트");
    expect(content('meta[property="og:title"]')).toBe("이벤트");
    expect(content('meta[property="og:description"]')).toBe("축제 주간");
    expect(content('meta[property="og:locale"]')).toBe("ko_KR");
  });

  it("leaves what it is not given alone (a screen that names only its title)", () => {
    document.head.innerHTML =
      '<meta name="description" content="kept"><link rel="icon" href="/icons/event.svg" type="image/svg+xml">';
    renderHook(() => useDocumentMeta({ title: "404 · Page not found" }));
    expect(document.title).toBe("404 · Page not found");
    expect(content('meta[name="description"]')).toBe("kept");
    expect(content('meta[property="og:locale"]')).toBeUndefined();
    expect(icons()[0]?.getAttribute("href")).toBe("/icons/event.svg");
  });
});
