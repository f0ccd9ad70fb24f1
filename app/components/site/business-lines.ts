// The colour of each business line as classes (the theme defines the colours, app/styles/theme.css);
// a registry, with the primary blue for a category that is no business line.

export interface LineTone {
  /** A tinted square or chip: ground and icon colour. */
  soft: string;
  /** A rule or edge in the line's colour (a card's top border). */
  edge: string;
  /** A small label: ground and text, AA contrast. */
  badge: string;
}

const LINE_TONES: Record<string, LineTone> = {
  "health-tourism": {
    soft: "bg-health-50 text-health-700",
    edge: "border-t-health-600",
    badge: "bg-health-100 text-health-950",
  },
  "building-materials": {
    soft: "bg-materials-50 text-materials-700",
    edge: "border-t-materials-600",
    badge: "bg-materials-100 text-materials-950",
  },
  logistics: {
    soft: "bg-logistics-50 text-logistics-700",
    edge: "border-t-logistics-600",
    badge: "bg-logistics-100 text-logistics-950",
  },
};

const OTHER_TONE: LineTone = {
  soft: "bg-primary-50 text-primary-700",
  edge: "border-t-primary-600",
  badge: "bg-slate-200 text-slate-900",
};

/** The classes of a business line (a service category or an inquiry's line). */
export function lineTone(line: string): LineTone {
  return (Object.hasOwn(LINE_TONES, line) ? LINE_TONES[line] : undefined) ?? OTHER_TONE;
}
