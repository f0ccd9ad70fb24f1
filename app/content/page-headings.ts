/**
 * The services, team and contact pages' titles and the lines under them, as their banners and
 * the content manager's preview of the banners show them (the about page's are its record's).
 */
export const PAGE_HEADINGS = {
  "/services": {
    title: "Our Services",
    subtitle:
      "What each of our companies does, how it works step by step, and how to ask for a quote.",
  },
  "/team": {
    title: "Our Team",
    subtitle:
      "The people in Paynesville and Istanbul who look after you from the first call to the last delivery.",
  },
  "/contact": {
    title: "Contact Us",
    subtitle:
      "Questions about treatment in Turkey, a materials quote or a shipment? We are here to help.",
  },
} as const;
