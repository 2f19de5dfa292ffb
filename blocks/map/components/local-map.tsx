import { cn } from "@ds";
import { useMemo } from "react";
import { Link } from "react-router";
import { percentIn, project, viewBoxAttribute, viewOf } from "../model/projection";
import { HAN_RIVER, SEOUL_BOUNDS, SEOUL_DISTRICTS } from "../model/seoul";
import type { MapPlace } from "./place-map-types";
import { useMapText } from "./use-map-text";

export type LocalMapProps = {
  places: readonly MapPlace[];
  selectedId: MapPlace["id"] | null;
  /** A pin without a page was pressed. */
  onPick: (id: MapPlace["id"]) => void;
};

/**
 * The offline map (ADR 0031): Seoul drawn from our own data (the city's box, the Han River, district names) with a
 * pin per place, all in this page's markup: no tile, script or font is requested. The drawing keeps its proportions
 * in any frame (SVG `meet`); the pins' layer is sized with container units to the exact box the drawing's view
 * lands in, so a pin stays on its spot whatever the frame's shape, on the server's render too.
 */
export function LocalMap({ places, selectedId, onPick }: LocalMapProps) {
  const { t } = useMapText();
  const view = useMemo(() => viewOf(places), [places]);
  const ratio = view.width / view.height;
  const city = project({ lat: SEOUL_BOUNDS.south, lng: SEOUL_BOUNDS.east });
  const river = HAN_RIVER.map(project)
    .map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(" ");
  const riverLabel = project({ lat: 37.5155, lng: 126.9895 });
  const fontSize = view.height * 0.045;
  return (
    <div className="absolute inset-0 [container-type:size]">
      <svg
        aria-hidden="true"
        className="absolute inset-0 size-full"
        viewBox={viewBoxAttribute(view)}
        preserveAspectRatio="xMidYMid meet"
      >
        {/* the city's land: the drawing may show past the view (meet), where the frame's own colour goes on */}
        <rect x={0} y={0} width={city.x} height={city.y} className="fill-surface stroke-border" strokeWidth={1} />
        <polyline
          points={river}
          fill="none"
          className="stroke-primary/30"
          strokeWidth={10}
          strokeLinecap="round"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
        <text
          x={riverLabel.x}
          y={riverLabel.y + fontSize * 1.6}
          fontSize={fontSize * 0.9}
          textAnchor="middle"
          className="fill-primary italic"
        >
          {t("river")}
        </text>
        {SEOUL_DISTRICTS.map((district) => {
          const point = project(district);
          return (
            <text
              key={district.key}
              x={point.x}
              y={point.y}
              fontSize={fontSize}
              textAnchor="middle"
              className="fill-muted-foreground"
            >
              {t(`districts.${district.key}`)}
            </text>
          );
        })}
      </svg>
      <ul
        className="absolute top-1/2 left-1/2 m-0 -translate-x-1/2 -translate-y-1/2 list-none p-0"
        style={{ width: `min(100cqw, ${ratio} * 100cqh)`, height: `min(100cqh, 100cqw / ${ratio})` }}
      >
        {places.map((place) => {
          const { left, top } = percentIn(view, project(place));
          const selected = place.id === selectedId;
          return (
            <li
              key={place.id}
              className={cn("absolute size-0", selected && "z-10")}
              style={{ left: `${left}%`, top: `${top}%` }}
            >
              <Pin place={place} selected={selected} onPick={onPick} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const pinClass = cn(
  // layout: a 24 px target centred on the spot, the name beside it
  "group absolute top-0 left-0 flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full",
  // focus: the design system's ring (black on the light theme)
  "outline-hidden focus-visible:shadow-focus",
);

function Pin({ place, selected, onPick }: { place: MapPlace; selected: boolean; onPick: LocalMapProps["onPick"] }) {
  const content = (
    <>
      <span
        aria-hidden="true"
        className={cn(
          "block rounded-full border-2 border-surface shadow-md",
          selected ? "size-5 bg-primary" : "size-3.5 bg-foreground group-hover:bg-primary",
        )}
      />
      <span
        className={cn(
          // the selected place's name is always shown; the others' on hover and focus, and always to screen readers
          "pointer-events-none absolute top-1/2 left-full ml-1 -translate-y-1/2 rounded-md bg-surface px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-foreground shadow-md",
          !selected && "opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100",
        )}
      >
        {place.name}
      </span>
    </>
  );
  if (place.href) {
    return (
      <Link to={place.href} data-slot="map-pin" aria-current={selected ? "true" : undefined} className={pinClass}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      data-slot="map-pin"
      aria-pressed={selected}
      onClick={() => onPick(place.id)}
      className={pinClass}
    >
      {content}
    </button>
  );
}
