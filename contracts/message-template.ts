const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A contract message that is a template (`{{name}}` where the server writes a value in) as a pattern that gives back
 * its values: a page finds them again to say the message in its own language. Constants only, like the messages.
 */
export function templatePattern(template: string): RegExp {
  const parts = template.split(/\{\{(\w+)\}\}/);
  const source = parts.map((part, index) => (index % 2 === 1 ? `(?<${part}>.+?)` : escape(part))).join("");
  return new RegExp(`^${source}$`);
}
