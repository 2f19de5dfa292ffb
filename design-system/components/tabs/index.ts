export { Tabs, TabsContent, TabsList, TabsTrigger, tabsListVariants, tabsTriggerVariants } from "./tabs";
export type { TabsListProps, TabsListVariants, TabsSize, TabsTriggerVariants, TabsVariant } from "./tabs";
