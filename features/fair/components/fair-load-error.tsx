import { LoadError, type LoadErrorProps } from "@blocks/feature-kit";
import { failureText } from "../model/messages";
import { useFairText } from "./use-fair-text";

/** A read of the fair failed: `title` says what, the server's reason in the fair's words, and a retry. */
export function FairLoadError(props: Omit<LoadErrorProps, "t" | "describe">) {
  const { t } = useFairText();
  return <LoadError t={t} describe={failureText} {...props} />;
}
