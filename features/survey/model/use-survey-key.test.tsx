import { act, cleanup, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SURVEY_KEY_STORAGE } from "./survey-key";
import { useSurveyKey } from "./use-survey-key";

/** Shows the address bar's content, so a test can read what the guest would see there. */
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="address">{`${pathname}${search}${hash}`}</output>;
}

const address = () => screen.getByTestId("address").textContent;

function renderAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <LocationProbe />
              {children}
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  );
  return renderHook(() => useSurveyKey(), { wrapper });
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("useSurveyKey", () => {
  it("takes the key from the link, keeps it, and removes it from the address (the rest stays)", () => {
    const { result } = renderAt("/rok-us/survey?lang=ko&key=fresh-key#top");
    expect(result.current.key).toBe("fresh-key");
    expect(localStorage.getItem(SURVEY_KEY_STORAGE)).toBe("fresh-key");
    expect(address()).toBe("/rok-us/survey?lang=ko#top");
  });

  it("uses the stored key on a later visit without one in the address", () => {
    localStorage.setItem(SURVEY_KEY_STORAGE, "kept-key");
    const { result } = renderAt("/rok-us/survey/preliminary/seoul");
    expect(result.current.key).toBe("kept-key");
    expect(result.current.invalid).toBe(false);
  });

  it("lets a new link replace the stored key", () => {
    localStorage.setItem(SURVEY_KEY_STORAGE, "old-key");
    const { result } = renderAt("/rok-us/survey/preliminary/seoul?key=new-key");
    expect(result.current.key).toBe("new-key");
    expect(localStorage.getItem(SURVEY_KEY_STORAGE)).toBe("new-key");
    expect(address()).toBe("/rok-us/survey/preliminary/seoul");
  });

  it("forgets a key the server refused and says the link is not valid", () => {
    localStorage.setItem(SURVEY_KEY_STORAGE, "stale-key");
    const { result } = renderAt("/rok-us/survey");
    act(() => result.current.markInvalid("stale-key"));
    expect(result.current).toMatchObject({ key: null, invalid: true });
    expect(localStorage.getItem(SURVEY_KEY_STORAGE)).toBeNull();
  });

  it("has no key and no complaint for a visitor without a link", () => {
    const { result } = renderAt("/rok-us/survey");
    expect(result.current).toMatchObject({ key: null, invalid: false });
  });
});
