/**
 * The Services entry of the desktop navigation. Without JavaScript its list opens on hover and
 * on keyboard focus (CSS). Here its state takes over (`data-state`, which the CSS obeys): the
 * button opens and pins it, hovering shows it, Escape dismisses it and returns focus to the
 * button (WCAG 1.4.13), and aria-expanded always says what is on screen.
 */
export function enhanceDropdown(dropdown: HTMLElement): void {
  const button = dropdown.querySelector<HTMLButtonElement>("[data-dropdown-button]");
  if (!button) return;
  let pinned = false;
  let hovered = false;
  // Escape or the button closed the list while the pointer is still on it.
  let dismissed = false;

  const render = () => {
    const open = pinned || (hovered && !dismissed);
    dropdown.dataset.state = open ? "open" : "closed";
    button.setAttribute("aria-expanded", String(open));
  };
  const close = () => {
    pinned = false;
    dismissed = true;
    render();
  };

  dropdown.addEventListener("mouseenter", () => {
    hovered = true;
    dismissed = false;
    render();
  });
  dropdown.addEventListener("mouseleave", () => {
    hovered = false;
    pinned = false;
    render();
  });
  // A click pins the list open, also when hovering had already shown it (the pointer is on the
  // button to click it); only a click on a pinned list closes it.
  button.addEventListener("click", () => {
    if (pinned) close();
    else {
      pinned = true;
      render();
    }
  });
  dropdown.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || dropdown.dataset.state !== "open") return;
    close();
    button.focus();
  });
  dropdown.addEventListener("focusout", (event) => {
    if (dropdown.contains(event.relatedTarget as Node | null)) return;
    pinned = false;
    render();
  });
  render();
}

/**
 * The phone's menu is a <details>, so it opens without JavaScript. Here it also closes on
 * Escape (focus back on its button) and on a tap outside it.
 */
export function enhanceMobileMenu(menu: HTMLDetailsElement): void {
  const summary = menu.querySelector("summary");
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    menu.open = false;
    summary?.focus();
  });
  document.addEventListener("click", (event) => {
    if (menu.open && !menu.contains(event.target as Node | null)) menu.open = false;
  });
}
