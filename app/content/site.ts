/** The wordmark's two lines: the name, and the smaller word under it. */
export const WORDMARK = { name: "Lonestar Anatolia", tagword: "Group" } as const;

/** The company's name, as the header, the footer and every page title show it. */
export const SITE_NAME = `${WORDMARK.name} ${WORDMARK.tagword}`;
