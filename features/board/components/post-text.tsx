import { cn } from "@ds";
import { toParagraphs } from "../model/paragraphs";

/** A post's plain text as paragraphs; every string is rendered as text, never as HTML. */
export function PostText({ content, className }: { content: string; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-4 text-base leading-relaxed text-foreground", className)}>
      {toParagraphs(content).map((lines, index) => (
        <p key={index} className="break-words whitespace-pre-line">
          {lines.join("\n")}
        </p>
      ))}
    </div>
  );
}
