import type { Fair } from "@contracts/editions";
import { type ComponentType, createContext, useContext } from "react";

/**
 * The fair a screen works for (ADR 0026): the medical travel mart's by default, the MICE fair's when its site says
 * so. The screens take it as a prop and put it here, so their calls ask for that fair's edition and their texts
 * take that fair's wording (`key_mice` in the namespace, else `key`).
 */
const FairContext = createContext<Fair>("sitmmt");

export const FairScope = FairContext.Provider;

export function useFair(): Fair {
  return useContext(FairContext);
}

/** The `?fair=` a call sends: none for the mart, so its addresses stay as they were. */
export function fairQuery(fair: Fair): { fair?: Fair } {
  return fair === "sitmmt" ? {} : { fair };
}

/** What every screen of the feature takes besides its own props: the fair it serves (the mart's by default). */
export type FairProps = { fair?: Fair };

/** A screen that serves the fair its site names: the screen itself, inside that fair's scope. */
export function withFair<P extends object>(Screen: ComponentType<P>): ComponentType<P & FairProps> {
  function FairScreen({ fair = "sitmmt", ...props }: P & FairProps) {
    return (
      <FairScope value={fair}>
        <Screen {...(props as P)} />
      </FairScope>
    );
  }
  FairScreen.displayName = Screen.displayName ?? Screen.name;
  return FairScreen;
}
