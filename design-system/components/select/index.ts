export {
  Select,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  selectItemVariants,
  selectTriggerVariants,
} from "./select";
export type { SelectItemProps, SelectProps, SelectSize, SelectVariants } from "./select";
