import { LoadError } from "@blocks/feature-kit";
import type { useProgrammes } from "../api/list-programmes";
import { useBusinessLeisureText } from "./use-business-leisure-text";

/** The programmes could not be read (the finder's or the home page's list): said, with a retry. */
export function ProgrammesLoadError({ programmes }: { programmes: ReturnType<typeof useProgrammes> }) {
  const { t } = useBusinessLeisureText();
  return (
    <LoadError t={t} title={t("finder.error")} error={programmes.error} onRetry={() => void programmes.mutate()} />
  );
}
