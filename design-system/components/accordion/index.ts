export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";
export type { AccordionProps, AccordionTriggerProps } from "./accordion";
