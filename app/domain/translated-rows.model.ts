// Lists translated row by row (decision 074): the health form's treatments and the trust
// sections. A translated row is found by the English it translates (its `key`, within its
// `group`, such as a business line), not by its place, so a list the office reorders keeps its
// translations; a row added since, or left blank, is shown in English, marked `inEnglish`.

/** A row's texts in the language, beside the English it translates. */
export type TranslatedRow = { group: string; key: string } & Record<string, string>;

/** A translated list's texts: its rows, in the English list's order when made. */
export type RowTexts = { rows: TranslatedRow[] };

/** A row of an English list, and whether it is shown in English for want of a translation. */
export type ShownRow = { inEnglish?: true };

/** How one kind of list is translated. */
export interface RowSpec<English, Row extends ShownRow> {
  /** The English rows, each with its group ("" for a list of one group). */
  rows: (english: English) => { group: string; row: Row }[];
  /** The English text that finds a row's translation. */
  key: (row: Row) => string;
  /** The row's translated texts. */
  fields: readonly (keyof Row & string)[];
  /** The English with each row as `shown` makes it. */
  put: (english: English, shown: (group: string, row: Row) => Row) => English;
}

const rowId = (group: string, key: string) => `${group}\n${key}`;

/**
 * A list's entry in the registry: its texts are its rows; a row is shown translated when every
 * text the English row has is, else all in English (never half and half), so the page can mark
 * it as English.
 */
export function keyedRows<English, Row extends ShownRow>(spec: RowSpec<English, Row>) {
  const textsOf = (row: Row) =>
    Object.fromEntries(spec.fields.map((field) => [field, String(row[field] ?? "")]));
  return {
    textsOf: (english: English): RowTexts => ({
      rows: spec.rows(english).map(({ group, row }) => ({
        group,
        key: spec.key(row),
        ...textsOf(row),
      })),
    }),
    apply: (english: English, { rows }: RowTexts): English => {
      const found = new Map(rows.map((row) => [rowId(row.group, row.key), row]));
      return spec.put(english, (group, row) => {
        const translated = found.get(rowId(group, spec.key(row)));
        if (!translated || spec.fields.some((field) => row[field] && !translated[field])) {
          return { ...row, inEnglish: true };
        }
        return { ...row, ...Object.fromEntries(spec.fields.map((f) => [f, translated[f]])) };
      });
    },
    partial: true as const,
  };
}
