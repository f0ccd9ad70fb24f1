import { PageBanner } from "../../components/site/PageBanner.tsx";
import { DEFAULT_PRIVACY_NOTICE } from "../../content/privacy-notice.ts";
import { privacyShownIn } from "../../domain/localized-content.server.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import { fill } from "../../i18n/fill.ts";
import { type Language, SOURCE_LANGUAGE } from "../../i18n/languages.ts";
import { languageOfRequest } from "../../i18n/paths.ts";
import { useLanguage, useWords } from "../../i18n/useWords.ts";
import { PUBLIC_PAGE } from "../../lib/route-handle.ts";
import { pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/privacy";

export const handle = PUBLIC_PAGE;

/** The day the notice was last updated, as the page's language writes a date. */
function dayIn(language: Language, at: string): string {
  return new Intl.DateTimeFormat(language === SOURCE_LANGUAGE ? "en-US" : language, {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "Africa/Monrovia",
  }).format(new Date(at));
}

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

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return readPublicContent(
    context,
    async (db) => {
      const { page, language: written } = await privacyShownIn(db, language);
      return { notice: page, noticeLanguage: written };
    },
    () => ({
      notice: { ...DEFAULT_PRIVACY_NOTICE, version: 1, updatedAt: null },
      noticeLanguage: SOURCE_LANGUAGE,
    }),
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
  const { notice, noticeLanguage } = loaderData;
  const language = useLanguage();
  const words = useWords().pages.privacy;
  // The office's notice in English while its translation is not published, and marked so.
  const lang = noticeLanguage === language ? undefined : noticeLanguage;
  const subtitle = notice.updatedAt
    ? fill(words.updated, { version: notice.version, date: dayIn(language, notice.updatedAt) })
    : fill(words.version, { version: notice.version });
  return (
    <>
      <PageBanner
        title={notice.title}
        subtitle={subtitle}
        lang={lang}
        subtitleLang={lang && language}
      />
      <article
        lang={lang}
        className="mx-auto max-w-3xl px-4 py-12 text-lg leading-relaxed text-slate-700"
      >
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
