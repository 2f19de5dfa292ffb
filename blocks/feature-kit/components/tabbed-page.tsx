import { Tabs, TabsContent, TabsList, TabsTrigger } from "@ds";
import type { ReactNode } from "react";
import { FeaturePage } from "./feature-page";
import { NestedPageContext } from "./nested-page";

export type PageTab<V extends string> = {
  value: V;
  label: string;
  icon?: ReactNode;
  /** The tab's content, usually another feature's screen; made only while its tab is chosen (its reads too). */
  render: () => ReactNode;
};

export type TabbedPageProps<V extends string> = {
  /** The page's heading (its only h1). */
  title: ReactNode;
  /** Beside the heading: a way on (the member's details). */
  aside?: ReactNode;
  /** The tab list's name for assistive technology. */
  tabsLabel: string;
  tabs: readonly PageTab<V>[];
  /** The chosen tab (the site keeps it in the address, `?tab=`). */
  value: V;
  onValueChange: (value: V) => void;
};

/**
 * A page of a few views in tabs, such as a member's page (passes, orders, questions): one heading, the tabs, and
 * the chosen tab's content. A screen shown in a panel frames itself as a part of this page (its `FeaturePage` is
 * no second main landmark, and its title an h2 for assistive technology under the tab that names it).
 */
export function TabbedPage<V extends string>({
  title,
  aside,
  tabsLabel,
  tabs,
  value,
  onValueChange,
}: TabbedPageProps<V>) {
  const chosen = tabs.find((tab) => tab.value === value) ?? tabs[0];
  return (
    <FeaturePage title={title} aside={aside}>
      <Tabs
        value={chosen?.value}
        onValueChange={(next) => {
          const tab = tabs.find((item) => item.value === next);
          if (tab) onValueChange(tab.value);
        }}
        className="gap-6"
      >
        <TabsList aria-label={tabsLabel}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.icon}
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {chosen && (
          <TabsContent value={chosen.value} className="flex flex-col gap-6">
            <NestedPageContext.Provider value={true}>{chosen.render()}</NestedPageContext.Provider>
          </TabsContent>
        )}
      </Tabs>
    </FeaturePage>
  );
}
