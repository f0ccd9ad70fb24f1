/** Puts an image's fallback in its place (see enhanceImages). */
function showFallback(image: HTMLImageElement): void {
  if (image.dataset.fallback === "initials") {
    image.hidden = true;
    const initials = image.nextElementSibling;
    if (initials instanceof HTMLElement) initials.hidden = false;
    return;
  }
  const fallback = image.dataset.fallback ?? "";
  if (image.getAttribute("src") === fallback) return;
  image.removeAttribute("srcset");
  image.src = fallback;
}

/**
 * An image that cannot be loaded shows its fallback: the initials the server put beside a photo
 * (`data-fallback="initials"`), or the picture whose address `data-fallback` gives. Images that
 * failed before this script ran are found too: a complete image that cannot be decoded is broken
 * (decode(), since an SVG without an intrinsic size reports a natural width of 0 in some
 * browsers).
 */
export function enhanceImages(root: Document): void {
  root.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.dataset.fallback) {
        showFallback(event.target);
      }
    },
    true,
  );
  for (const image of root.querySelectorAll<HTMLImageElement>("img[data-fallback]")) {
    if (image.complete && image.naturalWidth === 0) {
      image.decode().catch(() => showFallback(image));
    }
  }
}
