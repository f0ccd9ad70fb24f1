import { primaryImageOf, type Service } from "../../domain/services.model.ts";
import { HALF_COLUMN_SIZES, responsiveImage, SERVICE_PLACEHOLDER } from "../../lib/images.ts";
import { useRenderContext } from "../render-context.tsx";

/**
 * An image that shows the placeholder instead when its file cannot be loaded (the enhancement
 * script swaps it, see app/enhance/images.ts).
 */
function GalleryImage({
  src,
  alt,
  sizes,
  className,
  eager,
}: {
  src: string;
  alt: string;
  /** How wide the image shows, for the browser's choice among the copies. */
  sizes: string;
  className: string;
  /** The page's main image: fetched at once and first (it is what the visitor waits for). */
  eager?: boolean;
}) {
  const { saveData } = useRenderContext();
  return (
    <img
      {...responsiveImage(src, sizes, { width: 800, height: 600 }, { saveData })}
      data-fallback={SERVICE_PLACEHOLDER}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : "auto"}
      decoding="async"
      className={className}
    />
  );
}

/** The primary image (or the first) large, the others as thumbnails; a placeholder when none. */
export function ServiceGallery({ service }: { service: Pick<Service, "images" | "title"> }) {
  const main = primaryImageOf(service);
  if (!main) {
    return (
      <img
        src={SERVICE_PLACEHOLDER}
        alt=""
        width={800}
        height={600}
        className="aspect-[4/3] w-full rounded-2xl bg-slate-100 object-cover"
      />
    );
  }
  const others = service.images.filter((image) => image._id !== main._id);
  return (
    <div>
      <GalleryImage
        src={main.url}
        alt={main.alt || service.title}
        sizes={HALF_COLUMN_SIZES}
        eager
        className="aspect-[4/3] w-full rounded-2xl bg-slate-100 object-cover shadow-lg"
      />
      {others.length > 0 ? (
        <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4">
          {others.map((image) => (
            <li key={image._id}>
              <GalleryImage
                src={image.url}
                alt={image.alt || service.title}
                sizes="(min-width: 768px) 136px, 33vw"
                className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
