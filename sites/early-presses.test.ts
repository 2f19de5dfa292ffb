// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepEarlyPresses, type StopKeepingPresses } from "./early-presses";

// The boot script's part of the replay (ADR 0024, "Presses before the take-over"): which presses on the server's page
// are kept, where, and which are left to the browser.

let stop: StopKeepingPresses | undefined;

const page = (body: string) => {
  document.body.innerHTML = `<div id="root">${body}</div><button id="outside" type="button">Outside</button>`;
  stop = keepEarlyPresses();
};
const byId = (id: string) => document.getElementById(id) as HTMLElement;
/** A press as the browser makes it: a click (a mouse, a tap, or Enter or Space on a button), and its default. */
const press = (id: string) => byId(id).click();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(1_000);
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("presses kept before the take-over", () => {
  it("keeps a press on a scripted control with its place below the root, its tag and its time", () => {
    page(
      '<header><nav><a href="/main">Home</a></nav><div><button type="button" id="menu"><span id="label">Menu</span></button></div></header>' +
        '<main><div role="combobox" id="currency" tabindex="0">USD</div></main>',
    );
    press("label"); // on the control's inside
    vi.setSystemTime(1_250);
    press("currency");
    expect(stop?.()).toEqual([
      [[0, 1, 0], "button", 1_000],
      [[1, 0], "div", 1_250],
    ]);
  });

  it("keeps presses from the page's head on: started before the root exists, it finds it at each press", () => {
    document.body.innerHTML = "";
    stop = keepEarlyPresses();
    document.body.innerHTML = '<button id="early" type="button">Early</button>';
    press("early"); // no root yet: nothing of the page's to keep
    document.body.innerHTML = '<div id="root"><p>Hi</p><button type="button" id="menu">Menu</button></div>';
    press("menu");
    expect(stop?.()).toEqual([[[1], "button", 1_000]]);
  });

  it("keeps every press, in order, repeats included (the replay decides what to make again)", () => {
    page('<button type="button" id="a">A</button><div role="tab" id="b">B</div><div role="switch" id="c">C</div>');
    for (const id of ["a", "b", "a", "c"]) press(id);
    expect(stop?.().map(([path]) => path)).toEqual([[0], [1], [0], [2]]);
  });

  it("counts a key that activates a button: the browser makes it a click", () => {
    page('<button type="button" id="open">Open</button>');
    // what Enter or Space on a focused button ends in: a click with no pointer (detail 0)
    byId("open").dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 0 }));
    expect(stop?.()).toHaveLength(1);
  });

  it("leaves links, what is inside a link, the browser's own controls and what is outside the page alone", () => {
    page(
      '<a href="/product/1" id="link">A tour</a>' +
        '<a href="/product/2"><span role="button" id="in-link">Save</span></a>' +
        '<input type="checkbox" id="box"><details><summary id="more">More</summary>Text</details>' +
        '<input type="text" id="field"><p id="text">Plain text</p>',
    );
    const defaults: boolean[] = [];
    const seen = (event: Event) => {
      defaults.push(event.defaultPrevented);
      event.preventDefault(); // jsdom would try to follow the links
    };
    document.addEventListener("click", seen);
    for (const id of ["link", "in-link", "box", "more", "field", "text", "outside"]) press(id);
    document.removeEventListener("click", seen);
    expect(stop?.()).toEqual([]);
    expect(defaults.every((prevented) => !prevented)).toBe(true); // nothing of the browser's own is stopped
  });

  it("keeps nothing once stopped, and hands over the same presses on a second stop", () => {
    page('<button type="button" id="control">Control</button>');
    press("control");
    const first = stop?.();
    press("control");
    expect(first).toHaveLength(1);
    expect(stop?.()).toEqual(first);
  });
});

describe("forms before the take-over", () => {
  /** Whether each submission reached the end of its way with its default intact (the browser would send it). */
  const submissions = () => {
    const sent: boolean[] = [];
    const onSubmit = (event: Event) => {
      sent.push(!event.defaultPrevented);
      event.preventDefault(); // jsdom sends no form
    };
    document.addEventListener("submit", onSubmit);
    return { sent, done: () => document.removeEventListener("submit", onSubmit) };
  };

  it("stops a form the page sends itself (it names no address) and keeps the press on its submit button", () => {
    page(
      '<section><form role="search"><input name="q" value="palace"><button id="search">Search</button></form></section>',
    );
    const { sent, done } = submissions();
    press("search");
    done();
    // the browser's submission would have loaded this page again with ?q=palace in its address
    expect(sent).toEqual([false]);
    expect(stop?.()).toEqual([[[0, 0, 1], "button", 1_000]]);
  });

  it("keeps a submission without a button (Enter in a form's only field) as a press on the form", () => {
    page('<form id="lookup"><input name="number"></form>');
    const { sent, done } = submissions();
    byId("lookup").dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
    done();
    expect(sent).toEqual([false]);
    expect(stop?.()).toEqual([[[0], "form", 1_000]]);
  });

  it("leaves a form that names its address, a button that names its own and a dialog's form to the browser", () => {
    page(
      '<form action="/search"><button id="named">Search</button></form>' +
        '<form><button id="own" formaction="/search">Search</button></form>' +
        '<form method="dialog"><button id="close">Close</button></form>',
    );
    const { sent, done } = submissions();
    for (const id of ["named", "own", "close"]) press(id);
    done();
    expect(sent).toEqual([true, true, true]);
    expect(stop?.()).toEqual([]);
  });

  it("keeps a button in a form that does not submit it (type button) as a press of its own", () => {
    page('<form><button type="button" id="more">One more</button></form>');
    const { sent, done } = submissions();
    press("more");
    done();
    expect(sent).toEqual([]);
    expect(stop?.()).toEqual([[[0, 0], "button", 1_000]]);
  });
});
