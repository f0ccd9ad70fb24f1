// What services are, without validation code, so public pages can use it without Zod.

/** The categories the public site filters by, with their labels. */
export const PUBLIC_CATEGORIES = [
  { value: "health-tourism", label: "Health Tourism" },
  { value: "building-materials", label: "Building Materials" },
  { value: "logistics", label: "Logistics" },
] as const;

/** The spec's admin categories; accepted, shown with the default icon and colour. */
export const OTHER_CATEGORIES = [
  "Technology",
  "Healthcare",
  "Finance",
  "Education",
  "Consulting",
  "Exporter | Distributor | Trading Company",
] as const;

export const SERVICE_CATEGORIES: readonly string[] = [
  ...PUBLIC_CATEGORIES.map((category) => category.value),
  ...OTHER_CATEGORIES,
];

export const SHORT_DESCRIPTION_MAX = 200;

/** `Building & Construction Materials` → `building-construction-materials`. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export interface ServiceImage {
  _id: string;
  url: string;
  alt: string;
  isPrimary: boolean;
}

export interface Service {
  _id: string;
  title: string;
  slug: string;
  category: string;
  shortDescription: string;
  fullDescription: string;
  features: string[];
  images: ServiceImage[];
  /** False for a draft: kept in the content manager, absent from the public site. */
  published: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The image shown first: the primary one, else the first one. */
export function primaryImageOf(service: Pick<Service, "images">): ServiceImage | undefined {
  return service.images.find((image) => image.isPrimary) ?? service.images[0];
}
