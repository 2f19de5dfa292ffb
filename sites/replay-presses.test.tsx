// @vitest-environment jsdom
import { act, type FormEvent, useEffect, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EarlyPress, keepEarlyPresses } from "./early-presses";
import { EARLY_PRESS_MS, replayPresses } from "./replay-presses";

// The shell's part of the replay (ADR 0024, "Presses before the take-over"): the presses the boot script kept are
// made again once the page is React's, on what stands where the pressed elements stood.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const root = () => document.getElementById("root") as HTMLElement;
const byId = (id: string) => document.getElementById(id) as HTMLElement;

/** The presses heard on the page, as "<id>:<event>", in order. */
let heard: string[] = [];
const listen = (...ids: string[]) => {
  for (const id of ids) {
    for (const type of ["focus", "click"]) byId(id).addEventListener(type, () => heard.push(`${id}:${type}`));
  }
};
const clicks = () => heard.filter((entry) => entry.endsWith(":click")).map((entry) => entry.split(":")[0]);

/** A press kept at the element's place, at `at` (the replay runs at 10 000). */
const keptOn = (id: string, at = 9_000): EarlyPress => {
  const path: number[] = [];
  for (let element = byId(id); element !== root(); element = element.parentElement as HTMLElement) {
    path.unshift([...(element.parentElement as HTMLElement).children].indexOf(element));
  }
  return [path, byId(id).localName, at];
};

const NOW = 10_000;
const everyElementReacts = () => true;

describe("making the kept presses again", () => {
  beforeEach(() => {
    heard = [];
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  const page = (body: string) => (document.body.innerHTML = `<div id="root">${body}</div>`);

  it("makes each press once, in order, focusing the control first as a press does", async () => {
    page('<button type="button" id="a">A</button><div role="tab" tabindex="-1" id="b">B</div>');
    listen("a", "b");
    await replayPresses([keptOn("b"), keptOn("a")], { now: NOW, isTakenOver: everyElementReacts });
    expect(heard).toEqual(["b:focus", "b:click", "a:focus", "a:click"]);
  });

  it("makes it on the element that now stands in the pressed one's place", async () => {
    page('<section><button type="button" id="old">Open</button></section>');
    const kept = keptOn("old");
    // the part rendered anew: another element, the same place
    byId("old").outerHTML = '<button type="button" id="new">Open</button>';
    listen("new");
    await replayPresses([kept], { now: NOW, isTakenOver: everyElementReacts });
    expect(clicks()).toEqual(["new"]);
  });

  it("finds every element before making any press, so what one press changes moves none of the others", async () => {
    page('<button type="button" id="toggle">More</button><button type="button" id="next">Next</button>');
    const presses = [keptOn("toggle"), keptOn("next")];
    // the first press puts a new element before the second control
    byId("toggle").addEventListener("click", () => byId("toggle").after(document.createElement("p")));
    listen("toggle", "next");
    await replayPresses(presses, { now: NOW, isTakenOver: everyElementReacts });
    expect(clicks()).toEqual(["toggle", "next"]);
  });

  it("drops quietly a press whose place holds nothing now, or something else, and makes the others", async () => {
    page('<div><button type="button" id="gone">Gone</button></div><div><a id="swapped">Was a button</a></div>');
    const gone = keptOn("gone");
    const swapped: EarlyPress = [[1, 0], "button", 9_000];
    byId("gone").remove();
    page('<div></div><div><a id="swapped">Was a button</a></div><button type="button" id="here">Here</button>');
    listen("swapped", "here");
    await replayPresses([gone, swapped, keptOn("here")], { now: NOW, isTakenOver: everyElementReacts });
    expect(clicks()).toEqual(["here"]);
  });

  it("drops a press an earlier one took away", async () => {
    page(
      '<button type="button" id="close">Close</button><div id="panel"><button type="button" id="in">In</button></div>',
    );
    const presses = [keptOn("close"), keptOn("in")];
    byId("close").addEventListener("click", () => byId("panel").remove());
    listen("close", "in");
    await replayPresses(presses, { now: NOW, isTakenOver: everyElementReacts });
    expect(clicks()).toEqual(["close"]);
  });

  it("makes presses on one control once, the last, in its place in the order", async () => {
    page('<button type="button" id="a">A</button><button type="button" id="b">B</button>');
    listen("a", "b");
    await replayPresses([keptOn("a"), keptOn("b"), keptOn("a")], { now: NOW, isTakenOver: everyElementReacts });
    expect(clicks()).toEqual(["b", "a"]);
  });

  it("leaves out a press that opens a layer when another press came after it", async () => {
    page(
      '<button type="button" role="combobox" id="language">English</button>' +
        '<button type="button" aria-haspopup="dialog" id="share">Share</button>' +
        '<button type="button" aria-haspopup="false" id="plain">Plain</button>' +
        '<button type="button" role="combobox" id="currency">USD</button>',
    );
    listen("language", "share", "plain", "currency");
    const presses = ["language", "share", "plain", "currency"].map((id) => keptOn(id));
    await replayPresses(presses, { now: NOW, isTakenOver: everyElementReacts });
    // the last press opens its layer; "false" says the control opens none
    expect(clicks()).toEqual(["plain", "currency"]);
  });

  it("drops presses older than it keeps them", async () => {
    page('<button type="button" id="old">Old</button><button type="button" id="recent">Recent</button>');
    listen("old", "recent");
    await replayPresses([keptOn("old", NOW - EARLY_PRESS_MS - 1), keptOn("recent", NOW - EARLY_PRESS_MS)], {
      now: NOW,
      isTakenOver: everyElementReacts,
    });
    expect(clicks()).toEqual(["recent"]);
  });

  it("sends a kept form, and a kept submit button's form with that button", async () => {
    page('<form id="lookup"><input name="n"></form><form id="search"><button id="go">Search</button></form>');
    const sent: string[] = [];
    document.addEventListener("submit", (event) => {
      event.preventDefault();
      sent.push(`${(event.target as HTMLElement).id} by ${event.submitter?.id ?? "none"}`);
    });
    await replayPresses([keptOn("lookup"), keptOn("go")], { now: NOW, isTakenOver: everyElementReacts });
    expect(sent).toEqual(["lookup by none", "search by go"]);
  });

  it("focuses an element not yet React's, waits for it, and the presses after it with it", async () => {
    page('<button type="button" id="late">Late</button><button type="button" id="early">Early</button>');
    listen("late", "early");
    let lateReady = false;
    const replay = replayPresses([keptOn("late"), keptOn("early")], {
      now: NOW,
      isTakenOver: (element) => element.id !== "late" || lateReady,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    // focused at once (what asks for a part waiting for its code), pressed once it is React's
    expect(heard).toEqual(["late:focus"]);
    lateReady = true;
    await vi.advanceTimersByTimeAsync(60);
    await replay;
    expect(clicks()).toEqual(["late", "early"]);
  });

  it("finds an element again when its part is rendered anew while it waits", async () => {
    page('<div id="part"><button type="button" id="server">Open</button></div>');
    const kept = keptOn("server");
    const replay = replayPresses([kept], { now: NOW, isTakenOver: (element) => element.id === "browser" });
    await vi.advanceTimersByTimeAsync(200);
    byId("part").innerHTML = '<button type="button" id="browser">Open</button>';
    listen("browser");
    await vi.advanceTimersByTimeAsync(60);
    await replay;
    expect(clicks()).toEqual(["browser"]);
  });

  it("gives up on an element that is never React's, and leaves no timer behind", async () => {
    page('<button type="button" id="never">Never</button>');
    listen("never");
    const replay = replayPresses([keptOn("never")], { now: NOW, isTakenOver: () => false });
    await vi.advanceTimersByTimeAsync(EARLY_PRESS_MS + 100);
    await replay;
    expect(clicks()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("a press on the server's page before React takes it over", () => {
  let hydrated: Root | undefined;
  afterEach(() => {
    act(() => hydrated?.unmount());
    hydrated = undefined;
    document.body.innerHTML = "";
    vi.restoreAllMocks();
  });

  /** A page with a toggle, tabs chosen as they take the focus (as Radix's) and a search the page sends itself. */
  function Page({ onCommit }: { onCommit?: () => void }) {
    const [open, setOpen] = useState(false);
    const [day, setDay] = useState("day-1");
    const [searched, setSearched] = useState<string | null>(null);
    useEffect(() => onCommit?.(), [onCommit]);
    const search = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const keyword = new FormData(event.currentTarget).get("q");
      setSearched(typeof keyword === "string" ? keyword : "");
    };
    return (
      <main>
        <button type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
          Programme
        </button>
        {open && <p>The programme</p>}
        <div role="tablist" aria-label="Days">
          {["day-1", "day-2"].map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={day === value}
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setDay(value)}
            >
              {value}
            </button>
          ))}
        </div>
        <form role="search" onSubmit={search}>
          <input name="q" aria-label="Keyword" defaultValue="palace" />
          <button>Search</button>
        </form>
        <p>{searched === null ? "No search yet" : `Results for ${searched}`}</p>
      </main>
    );
  }

  it("is made once the page is React's: the toggle opens, the tab is chosen, the search is sent", async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
    const serverNodes = [...root().querySelectorAll("*")];
    const stop = keepEarlyPresses();
    const text = (name: string) => [...root().querySelectorAll("button")].find((b) => b.textContent === name);
    for (const name of ["Programme", "day-2", "Search"]) text(name)?.click();
    // nothing answers yet, and the browser did not send the search itself
    expect(root().textContent).toContain("No search yet");
    expect(text("Programme")?.getAttribute("aria-expanded")).toBe("false");

    const errors = vi.spyOn(console, "error");
    const kept = stop(); // the take-over starts
    let replaying: Promise<void> | undefined;
    const onCommit = () => {
      // as the shell does: after the commit, not inside it
      replaying = Promise.resolve().then(() => replayPresses(kept));
    };
    await act(() => {
      hydrated = hydrateRoot(root(), <Page onCommit={onCommit} />);
      return Promise.resolve();
    });
    await act(() => replaying);

    expect(text("Programme")?.getAttribute("aria-expanded")).toBe("true");
    expect(root().textContent).toContain("The programme");
    expect(text("day-2")?.getAttribute("aria-selected")).toBe("true");
    expect(root().textContent).toContain("Results for palace");
    // taken over without a mismatch: the server's elements are the page's, not rendered anew
    expect(errors).not.toHaveBeenCalled();
    expect(serverNodes.every((node) => node.isConnected)).toBe(true);
  });

  it("is not kept once the take-over has started: React answers it itself, once", async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
    const stop = keepEarlyPresses();
    const kept = stop();
    await act(() => {
      hydrated = hydrateRoot(root(), <Page />);
      return Promise.resolve();
    });
    const programme = root().querySelector("button") as HTMLButtonElement;
    act(() => programme.click());
    await act(() => replayPresses(kept));
    expect(programme.getAttribute("aria-expanded")).toBe("true");
  });
});
