import { PageBanner } from "../../components/site/PageBanner.tsx";
import { DEFAULT_PRIVACY_NOTICE } from "../../content/privacy-notice.ts";
import { getPrivacyNotice } from "../../domain/privacy-notice.server.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import { PUBLIC_PAGE } from "../../lib/route-handle.ts";
import { pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/privacy";

export const handle = PUBLIC_PAGE;

const DAY = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "Africa/Monrovia",
});

type Block = { key: string; kind: "heading" | "paragraph"; text: string };

/**
 * The notice's plain text as headings and paragraphs: a blank line ends a paragraph, a line
 * starting with "## " is a heading, other line breaks are kept inside their paragraph.
 */
function blocksOf(body: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of body.split(/\r?\n\s*\r?\n/)) {
    let lines: string[] = [];
    const endParagraph = () => {
      const text = lines.join("\n").trim();
      if (text) blocks.push({ key: `p${blocks.length}`, kind: "paragraph", text });
      lines = [];
    };
    for (const line of chunk.split(/\r?\n/)) {
      if (line.startsWith("## ")) {
        endParagraph();
        blocks.push({ key: `h${blocks.length}`, kind: "heading", text: line.slice(3).trim() });
      } else {
        lines.push(line);
      }
    }
    endParagraph();
  }
  return blocks;
}

export async function loader({ context }: Route.LoaderArgs) {
  return readPublicContent(
    context,
    async (db) => ({ notice: await getPrivacyNotice(db) }),
    () => ({ notice: { ...DEFAULT_PRIVACY_NOTICE, version: 1, updatedAt: null } }),
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const notice = loaderData?.notice;
  if (!notice) return [];
  return pageMeta(siteMetaFrom(matches), {
    title: notice.title,
    description: blocksOf(notice.body).find((block) => block.kind === "paragraph")?.text ?? "",
    path: "/privacy",
  });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  const updated = notice.updatedAt
    ? `, last updated ${DAY.format(new Date(notice.updatedAt))}`
    : "";
  return (
    <>
      <PageBanner title={notice.title} subtitle={`Version ${notice.version}${updated}`} />
      <article className="mx-auto max-w-3xl px-4 py-12 text-lg leading-relaxed text-slate-700">
        {blocksOf(notice.body).map((block) =>
          block.kind === "heading" ? (
            <h2 key={block.key} className="mt-10 mb-3 text-2xl font-bold text-slate-900">
              {block.text}
            </h2>
          ) : (
            <p key={block.key} className="mb-4 whitespace-pre-line break-words">
              {block.text}
            </p>
          ),
        )}
      </article>
    </>
  );
}
