/**
 * The services page's category filter. Its links (`?category=…`) work without JavaScript, the
 * server hiding the other cards; here the same links filter the cards already on the page,
 * without a request, and keep the address in step.
 */
export function enhanceServicesFilter(filter: HTMLElement): void {
  const links = [...filter.querySelectorAll<HTMLAnchorElement>("a[data-filter]")];
  const list = document.querySelector<HTMLElement>("[data-filtered-list]");
  const empty = document.querySelector<HTMLElement>("[data-filter-empty]");
  if (!list || !empty) return;
  const cards = [...list.querySelectorAll<HTMLElement>("[data-category]")];

  const apply = (category: string) => {
    let shown = 0;
    for (const card of cards) {
      card.hidden = category !== "" && card.dataset.category !== category;
      if (!card.hidden) shown++;
    }
    list.hidden = shown === 0;
    empty.hidden = shown > 0;
    for (const link of links) {
      if (link.dataset.filter === category) link.setAttribute("aria-current", "true");
      else link.removeAttribute("aria-current");
    }
  };

  for (const link of links) {
    link.addEventListener("click", (event) => {
      // A new tab or window is the visitor's choice: let the link do it.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      const category = link.dataset.filter ?? "";
      apply(category);
      history.replaceState(history.state, "", link.href);
    });
  }
}
