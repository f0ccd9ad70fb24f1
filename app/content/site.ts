/** The company's name, as the header, the footer and every page title show it. */
export const SITE_NAME = "Lonestar Anatolia Group";
