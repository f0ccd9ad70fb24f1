// Apart from the word files, so the enhancement script can fill a word the page gave it
// without bundling every language's words.

/** A word with its places filled in: `fill("{slide} of {count}", { slide: 1, count: 3 })`. */
export function fill(word: string, values: Record<string, string | number>): string {
  return word.replace(/\{(\w+)\}/g, (place, name: string) => String(values[name] ?? place));
}
