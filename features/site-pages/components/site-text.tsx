import { cn } from "@ds";
import { parseSiteText } from "../model/site-text";

/**
 * An operator's plain text as paragraphs, subheadings and lists. Every string is rendered as text, never as HTML,
 * so nothing an operator types can run in a visitor's page.
 */
export function SiteText({
  body,
  headingLevel = 2,
  className,
}: {
  body: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={cn("flex flex-col gap-4 text-base leading-relaxed text-foreground", className)}>
      {parseSiteText(body).map((block, index) => {
        switch (block.kind) {
          case "heading":
            return (
              <Heading key={index} className="mt-2 text-xl font-semibold text-foreground">
                {block.text}
              </Heading>
            );
          case "list":
            return (
              <ul key={index} className="flex list-disc flex-col gap-1 pl-6">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="break-words">
                    {item}
                  </li>
                ))}
              </ul>
            );
          case "paragraph":
            return (
              <p key={index} className="break-words whitespace-pre-line">
                {block.lines.join("\n")}
              </p>
            );
        }
      })}
    </div>
  );
}
