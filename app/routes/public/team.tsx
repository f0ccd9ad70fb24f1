import { Gem, Lightbulb, ShieldCheck } from "lucide-react";
import { PageBanner } from "../../components/site/PageBanner.tsx";
import { TeamMemberCard } from "../../components/site/TeamMemberCard.tsx";
import { useSiteLayout } from "../../components/site/useSiteLayout.ts";
import { defaultTeamMembers } from "../../content/default-content.ts";
import { PAGE_HEADINGS } from "../../content/page-headings.ts";
import { listTeamMembers } from "../../domain/team.server.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import { PUBLIC_PAGE } from "../../lib/route-handle.ts";
import { pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/team";

export const handle = PUBLIC_PAGE;

const VALUES = [
  {
    Icon: Gem,
    title: "Excellence",
    text: "We hold every treatment plan, delivery and shipment to the standard we would expect for ourselves.",
  },
  {
    Icon: ShieldCheck,
    title: "Integrity",
    text: "Honest advice and clear prices, even when the answer is not the one a client hoped for.",
  },
  {
    Icon: Lightbulb,
    title: "Innovation",
    text: "We keep improving how we work so our clients get better results with less effort.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  return readPublicContent(
    context,
    async (db) => ({ team: await listTeamMembers(db) }),
    () => ({
      team: defaultTeamMembers,
    }),
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteMetaFrom(matches), {
    title: PAGE_HEADINGS["/team"].title,
    description:
      "Meet the people in Paynesville and Istanbul who arrange your care, your materials and your freight.",
    path: "/team",
  });
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { team } = loaderData;
  const banners = useSiteLayout()?.texts.banners;
  return (
    <>
      <PageBanner {...PAGE_HEADINGS["/team"]} picture={banners?.["/team"]} />
      <section aria-label="Team members" className="mx-auto max-w-6xl px-4 py-12">
        {team.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((member) => (
              <li key={member._id}>
                <TeamMemberCard member={member} detailed headingLevel="h2" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-lg text-slate-700">No team members found.</p>
        )}
      </section>
      <section aria-labelledby="values-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="values-title" className="text-3xl font-bold text-slate-900">
            Our Values
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {VALUES.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-xl bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-10 text-primary-700" />
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
