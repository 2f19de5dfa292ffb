// @vitest-environment jsdom
import { act, type ComponentType, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyComponent } from "./lazy-component";
import { loadLazyPartsIn } from "./lazy-parts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Summary({ label }: { label: string }) {
  return (
    <a data-slot="summary-link" href="/reviews">
      {label}
    </a>
  );
}

type Props = { label: string };
let signIn: () => void = () => undefined;

/** A page whose header changes once the signed-in member is known, above the part that loads on demand. */
function page(Part: ComponentType<Props>) {
  return function Page() {
    const [who, setWho] = useState("Sign in");
    signIn = () => setWho("Sign out");
    return (
      <>
        <header>{who}</header>
        <Part label="Read the reviews" />
      </>
    );
  };
}

/** The server's render of the page: the same part with its code there before the page renders. */
async function serverHtml(): Promise<string> {
  const server = lazyComponent("summary-server", () => Promise.resolve(Summary));
  await server.load();
  const Page = page(server.Component);
  return renderToString(<Page />);
}

describe("a component the server renders and the browser loads on demand", () => {
  it("keeps the server's element through an update above it when its code is loaded before the take-over", async () => {
    const { Component } = lazyComponent("summary-link", () => Promise.resolve(Summary));
    const container = document.createElement("div");
    container.innerHTML = await serverHtml();
    const serverLink = container.querySelector("a");
    const Page = page(Component);

    await loadLazyPartsIn(container);
    await act(() => Promise.resolve(hydrateRoot(container, <Page />)));
    act(() => signIn());
    expect(container.querySelector("header")?.textContent).toBe("Sign out");
    // the very element the server sent: a press on it during the take-over is not lost
    expect(container.querySelector("a")).toBe(serverLink);
  });

  it("loses the server's element to an update when the take-over does not wait for the code (why it must)", async () => {
    let arrive: (component: ComponentType<Props>) => void = () => undefined;
    const { Component } = lazyComponent<Props>("summary-late", () => new Promise((resolve) => (arrive = resolve)));
    const container = document.createElement("div");
    container.innerHTML = await serverHtml();
    const serverLink = container.querySelector("a");
    const Page = page(Component);

    await act(() => Promise.resolve(hydrateRoot(container, <Page />, { onRecoverableError: () => undefined })));
    act(() => signIn());
    await act(() => Promise.resolve(arrive(Summary)));
    expect(container.querySelector("a")?.textContent).toBe("Read the reviews");
    expect(container.querySelector("a")).not.toBe(serverLink);
  });

  it("renders once its code arrives in a page the browser renders itself", async () => {
    let arrive: (component: ComponentType<Props>) => void = () => undefined;
    const { Component } = lazyComponent<Props>("summary-later", () => new Promise((resolve) => (arrive = resolve)));
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(() => Promise.resolve(root.render(<Component label="Reviews" />)));
    expect(container.textContent).toBe("");
    await act(() => Promise.resolve(arrive(Summary)));
    expect(container.textContent).toBe("Reviews");
    act(() => root.unmount());
  });
});
