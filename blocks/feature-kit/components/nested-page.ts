import { createContext, useContext } from "react";

/**
 * Set by a page that shows other pages' screens inside it (`TabbedPage`'s panels): a screen's `FeaturePage` then
 * frames a part of that page (no second main landmark, its title an h2 under the page's h1), not a page of its own.
 */
export const NestedPageContext = createContext(false);

/** Whether this screen is shown inside another page. */
export const useIsNestedPage = () => useContext(NestedPageContext);
