import { type Kysely, sql } from "kysely";

// The built-in pictures were redrawn under new names (the old names are cached by browsers for
// 30 days, see server/http-app.ts); a hero slot or service image still showing an old drawing
// shows its new one. Images the office uploaded are untouched.
const RENAMED: [from: string, to: string][] = [
  ["/images/hero-health.svg", "/images/health-tourism.svg"],
  ["/images/hero-materials.svg", "/images/building-materials.svg"],
  ["/images/hero-logistics.svg", "/images/logistics.svg"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of RENAMED) {
    await sql`update content_entries set images = replace(images, ${`"${from}"`}, ${`"${to}"`}) where page = 'hero'`.execute(
      db,
    );
    await sql`update service_images set url = ${to} where url = ${from}`.execute(db);
  }
}

// The old drawings are gone, so there is nothing to go back to.
export async function down(): Promise<void> {}
