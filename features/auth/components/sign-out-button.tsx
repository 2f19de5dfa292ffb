import { Button, type ButtonProps } from "@ds";
import type { Area } from "@lib/session/areas";
import { useSignOut } from "../api/signout";
import { useAuthText } from "./use-auth-text";

export type SignOutButtonProps = Omit<ButtonProps, "onClick" | "loading" | "children"> & {
  area: Area;
  /**
   * Runs first, while still signed in: leave a page that needs sign-in (go to the site's home), so its guard does
   * not ask the person who just chose to leave to sign in again.
   */
  beforeSignOut?: () => Promise<unknown> | void;
  /** Called once this tab is signed out. */
  onSignedOut?: () => void;
};

/** "Sign out": ends the session on the server and in this tab. */
export function SignOutButton({ area, beforeSignOut, onSignedOut, intent = "outline", ...props }: SignOutButtonProps) {
  const { t } = useAuthText();
  const { signOut, signingOut } = useSignOut(area);
  const leave = async () => {
    await beforeSignOut?.();
    await signOut();
    onSignedOut?.();
  };
  return (
    <Button intent={intent} loading={signingOut} onClick={() => void leave()} {...props}>
      {t("signOut.action")}
    </Button>
  );
}
