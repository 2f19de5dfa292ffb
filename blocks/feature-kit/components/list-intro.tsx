import { ButtonLink } from "@ds";
import { Plus } from "lucide-react";
import { Link } from "react-router";

/** An operators' list's opening line with the way to add a record beside it. */
export function ListIntro({ text, addLabel, addTo }: { text: string; addLabel: string; addTo: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-muted-foreground">{text}</p>
      <ButtonLink asChild>
        <Link to={addTo}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Link>
      </ButtonLink>
    </div>
  );
}
