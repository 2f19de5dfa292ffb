/**
 * A language's flag picture in front of its name: decoration (a flag names a country, not a language), so it has
 * no text alternative. A fixed box keeps the name from moving while the picture arrives.
 */
export function LanguageFlag({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={16}
      height={12}
      decoding="async"
      className="h-3 w-4 shrink-0 rounded-[2px] object-cover"
      data-slot="language-flag"
    />
  );
}
