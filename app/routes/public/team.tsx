import { Gem, Lightbulb, ShieldCheck } from "lucide-react";
import { PageBanner } from "../../components/site/PageBanner.tsx";
import { TeamMemberCard } from "../../components/site/TeamMemberCard.tsx";
import { useBanner } from "../../components/site/useSiteLayout.ts";
import { defaultTeamMembers } from "../../content/default-content.ts";
import { listLocalizedTeam } from "../../domain/localized-content.server.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import { languageOfRequest } from "../../i18n/paths.ts";
import { useWords } from "../../i18n/useWords.ts";
import { wordsOfPath } from "../../i18n/words.ts";
import { PUBLIC_PAGE } from "../../lib/route-handle.ts";
import { pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/team";

export const handle = PUBLIC_PAGE;

/** The spec's three values, named by their key in the words' `team` (with `<key>Text`). */
const VALUES = [
  { Icon: Gem, name: "excellence" },
  { Icon: ShieldCheck, name: "integrity" },
  { Icon: Lightbulb, name: "innovation" },
] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return readPublicContent(
    context,
    async (db) => ({ team: await listLocalizedTeam(db, language) }),
    () => ({
      team: defaultTeamMembers.map((member) => ({ ...member, englishFields: [] })),
    }),
  );
}

export function meta({ matches, location }: Route.MetaArgs) {
  const { title, description } = wordsOfPath(location.pathname).pages.team;
  return pageMeta(siteMetaFrom(matches), { title, description, path: "/team" });
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { team } = loaderData;
  const banner = useBanner("/team");
  const { team: words, pages } = useWords();
  return (
    <>
      <PageBanner title={pages.team.title} subtitle={pages.team.subtitle} picture={banner} />
      <section aria-label={words.members} className="mx-auto max-w-6xl px-4 py-12">
        {team.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((member) => (
              <li key={member._id}>
                <TeamMemberCard member={member} detailed headingLevel="h2" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-lg text-slate-700">{words.none}</p>
        )}
      </section>
      <section aria-labelledby="values-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="values-title" className="text-3xl font-bold text-slate-900">
            {words.values}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {VALUES.map(({ Icon, name }) => (
              <li key={name} className="rounded-xl bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-10 text-primary-700" />
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{words[name]}</h3>
                <p className="mt-2 text-slate-700">{words[`${name}Text`]}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
