import { type Kysely, sql } from "kysely";

// The proof of trust is saved section by section (decision 071): the one `trust` record becomes
// five, `trust-figures` … `trust-questions`, each holding its list under its own name and the
// version the whole had, and the logos and photos are used by the partners' and testimonials'
// records. The names are copied here as data: a migration must not import domain code.
const SECTIONS: [section: string, title: string][] = [
  ["figures", "Key figures"],
  ["steps", "How it works"],
  ["partners", "Partners and accreditations"],
  ["testimonials", "Testimonials"],
  ["questions", "Questions and answers"],
];

/** Which section shows each image: its address holds the image's hash. */
const IMAGE_FIELDS: [section: string, field: string][] = [
  ["partners", "logo"],
  ["testimonials", "photo"],
];

interface StoredRow {
  content: string;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<StoredRow>`select content, version, updated_at, updated_by
    from content_entries where page = 'trust'`.execute(db);
  const row = rows[0];
  if (!row) return;
  const content = JSON.parse(row.content) as Record<string, unknown>;
  for (const [section, title] of SECTIONS) {
    await sql`insert into content_entries (page, title, content, images, version, updated_at, updated_by)
      values (${`trust-${section}`}, ${title}, ${JSON.stringify({ [section]: content[section] })},
        '[]', ${row.version}, ${row.updated_at}, ${row.updated_by})`.execute(db);
  }
  const { rows: used } = await sql<{ id: string; hash: string }>`select media.id, media.hash
    from media_uses join media on media.id = media_uses.media_id
    where media_uses.owner = 'page:trust'`.execute(db);
  for (const [section, field] of IMAGE_FIELDS) {
    const list = Array.isArray(content[section])
      ? (content[section] as Record<string, unknown>[])
      : [];
    const shown = list.map((item) => String(item[field] ?? ""));
    for (const image of used.filter(({ hash }) => shown.some((url) => url.includes(hash)))) {
      await sql`insert into media_uses (owner, media_id)
        values (${`page:trust-${section}`}, ${image.id})`.execute(db);
    }
  }
  await sql`delete from media_uses where owner = 'page:trust'`.execute(db);
  await sql`delete from content_entries where page = 'trust'`.execute(db);
}

// Back to one record, from the sections saved so far (one never saved is left out, which the
// one record read as an empty list); its version is the highest of theirs.
export async function down(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<StoredRow & { page: string }>`select page, content, version,
    updated_at, updated_by from content_entries where page like 'trust-%'
    order by updated_at`.execute(db);
  const last = rows.at(-1);
  if (last) {
    const content = Object.assign({}, ...rows.map((row) => JSON.parse(row.content)));
    const version = Math.max(...rows.map((row) => row.version));
    await sql`insert into content_entries (page, title, content, images, version, updated_at, updated_by)
      values ('trust', 'Trust and proof', ${JSON.stringify(content)}, '[]', ${version},
        ${last.updated_at}, ${last.updated_by})`.execute(db);
  }
  await sql`insert into media_uses (owner, media_id)
    select distinct 'page:trust', media_id from media_uses
    where owner in ('page:trust-partners', 'page:trust-testimonials')`.execute(db);
  await sql`delete from media_uses
    where owner in ('page:trust-partners', 'page:trust-testimonials')`.execute(db);
  await sql`delete from content_entries where page like 'trust-%'`.execute(db);
}
