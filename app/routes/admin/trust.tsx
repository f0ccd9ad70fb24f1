import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import {
  builtInNote,
  TRUST_DESCRIPTIONS,
  TRUST_PATHS,
  TrustTabs,
} from "../../components/admin/trust/TrustSectionScreen.tsx";
import { QUOTE_LINES } from "../../domain/inquiries.model.ts";
import { builtInTrustSections } from "../../domain/launch.server.ts";
import { listServices } from "../../domain/services.server.ts";
import {
  TRUST_SECTION_TITLES,
  TRUST_SECTIONS,
  type TrustPage,
  type TrustSection,
} from "../../domain/trust.model.ts";
import { getTrust } from "../../domain/trust.server.ts";
import { adminLoader, type MemberCall } from "../../http/admin-routes.server.ts";
import type { Route } from "./+types/trust";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Trust & Proof" };

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => {
  const trust = await getTrust(app.db);
  return {
    trust,
    // The dashboard's launch checklist reads the same rule (decision 069).
    builtIn: builtInTrustSections(trust),
    services: (await listServices(app.db)).length,
  };
});

export { AdminPageError as ErrorBoundary };

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What each section holds now, in a line. */
function summaryOf(section: TrustSection, trust: TrustPage, services: number): string {
  switch (section) {
    case "figures":
      return trust.figures.length === 0
        ? "None: the band is hidden."
        : `${count(trust.figures.length, "figure")}: ${trust.figures.map((figure) => figure.value).join(", ")}`;
    case "steps":
      return QUOTE_LINES.map(({ value, label }) => {
        const steps = trust.steps[value].length;
        return `${label}: ${steps === 0 ? "hidden" : count(steps, "step")}`;
      }).join(" · ");
    case "partners": {
      const logos = trust.partners.filter((partner) => partner.logo).length;
      return `${count(trust.partners.length, "partner")}, ${logos} with a logo`;
    }
    case "testimonials": {
      const photos = trust.testimonials.filter((testimonial) => testimonial.photo).length;
      return `${count(trust.testimonials.length, "testimonial")}, ${photos} with a photo`;
    }
    case "questions": {
      const lists = Object.values(trust.questions).filter((list) => list.length > 0);
      const total = lists.reduce((sum, list) => sum + list.length, 0);
      return `${count(total, "question")} on ${lists.length} of ${count(services, "service page")}`;
    }
  }
}

/** A section's card: its name leads to its screen, with what it holds and whether it is built in. */
function SectionCard({
  section,
  trust,
  services,
  builtIn: builtInSections,
}: { section: TrustSection } & Route.ComponentProps["loaderData"]) {
  const builtIn = builtInSections.includes(section);
  return (
    <li className="relative flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-primary-700 hover:shadow-md sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">
        <Link
          to={TRUST_PATHS[section]}
          className="flex items-center justify-between gap-2 text-primary-800 after:absolute after:inset-0 focus:outline-none"
        >
          {TRUST_SECTION_TITLES[section]}
          <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
        </Link>
      </h2>
      <p className="font-medium text-slate-900">{summaryOf(section, trust, services)}</p>
      <p className="text-sm text-slate-600">{TRUST_DESCRIPTIONS[section]}</p>
      {builtIn ? (
        <p className="mt-auto rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {builtInNote(section)}
        </p>
      ) : null}
    </li>
  );
}

export default function TrustOverview({ loaderData }: Route.ComponentProps) {
  return (
    <div className="max-w-5xl">
      <TrustTabs />
      <p className="text-slate-700">
        What visitors see as proof they can trust the group: on the home page and on each service
        page. Open a section to edit it; each is saved on its own, and a list left empty is hidden
        on the site.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {TRUST_SECTIONS.map((section) => (
          <SectionCard key={section} section={section} {...loaderData} />
        ))}
      </ul>
    </div>
  );
}
