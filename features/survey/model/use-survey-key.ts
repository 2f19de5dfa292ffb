import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { forgetKey, keyFromSearch, readStoredKey, searchWithoutKey, storeKey } from "./survey-key";

export type SurveyAccess = {
  /** The personal link's key, or null: none was ever given, or the server refused the one we had. */
  key: string | null;
  /** The server refused the key we had (a newer link was sent, or it never existed). */
  invalid: boolean;
  /** Called when the server answers SURVEY_KEY_INVALID: forgets the key and says so. */
  markInvalid: (key: string) => void;
};

/**
 * The guest's personal key: taken from `?key=` when the invitation's link is opened (a new key replaces the stored
 * one), kept in localStorage for the next visits, and removed from the address bar at once (history replace), so
 * an address copied from the bar never carries it.
 */
export function useSurveyKey(): SurveyAccess {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const fromAddress = keyFromSearch(search);
  const [state, setState] = useState(() => ({ key: fromAddress ?? readStoredKey(), invalid: false }));
  // a link opened while the page is up (another invitation's link in the same tab) replaces the key in use
  if (fromAddress && fromAddress !== state.key) setState({ key: fromAddress, invalid: false });

  useEffect(() => {
    if (!fromAddress) return;
    storeKey(fromAddress);
    void navigate({ pathname, search: searchWithoutKey(search), hash }, { replace: true });
  }, [fromAddress, navigate, pathname, search, hash]);

  const markInvalid = useCallback((refused: string) => {
    forgetKey(refused);
    setState((current) => (current.key === refused ? { key: null, invalid: true } : current));
  }, []);

  return { key: fromAddress ?? state.key, invalid: state.invalid, markInvalid };
}
