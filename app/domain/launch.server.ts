import { z } from "zod";
import {
  BUILT_IN_OFFICE_PICTURE,
  defaultContactInfo,
  defaultHero,
  defaultServices,
  defaultTeamMembers,
} from "../content/default-content.ts";
import { defaultTrust } from "../content/default-trust.ts";
import type { Db } from "../db/schema.ts";
import { inTransaction } from "../db/values.ts";
import type { Actor } from "./audit.model.ts";
import { getBrand } from "./brand.server.ts";
import type { ContactInfo } from "./contact-info.schema.ts";
import { getContactInfo } from "./contact-info.server.ts";
import { readRecord, writeEntry } from "./content-entries.server.ts";
import type { ChecklistItem, LaunchState, Placeholder } from "./launch.model.ts";
import { getAbout, getHero } from "./page-content.server.ts";
import type { Service } from "./services.model.ts";
import { listServices } from "./services.server.ts";
import type { TeamMember } from "./team.model.ts";
import { listTeamMembers } from "./team.server.ts";
import type { TrustContent, TrustPage, TrustSection } from "./trust.model.ts";
import { getTrust } from "./trust.server.ts";

// Whether search engines may list the site, and what of the install's built-in content is
// still published (decision 069). The launch is content, not a setting (decision 061): every
// public page carries it in its robots meta, so saving it clears the stored pages.

const LaunchSchema = z.object({ launched: z.boolean() });

export async function isLaunched(db: Db): Promise<boolean> {
  return (await readRecord(db, "launch", LaunchSchema, { launched: false })).launched;
}

/**
 * Lets search engines list the site, in the audit log; false when it was already launched
 * (nothing is written then).
 */
export function launchSite(db: Db, actor: Actor): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const current = await readRecord(trx, "launch", LaunchSchema, { launched: false });
    if (current.launched) return false;
    await writeEntry(
      trx,
      "launch",
      { title: "Site launch", content: { launched: true }, images: [] },
      {
        expectedVersion: current.version,
        actor,
        conflictMessage: "Someone else launched the site at the same moment.",
        detail: "launched: search engines may list the site",
      },
    );
    return true;
  });
}

const TRUST = "/admin/trust/";
const memberScreen = (member: TeamMember) => `/admin/team?edit=${member._id}`;

/** The built-in examples a value is compared with: the defaults themselves, never copies. */
const builtIn = {
  figures: new Set(defaultTrust.figures.map(({ value, label }) => `${value}\n${label}`)),
  partners: new Set(defaultTrust.partners.map(({ name }) => name)),
  testimonials: new Set(defaultTrust.testimonials.map(({ quote }) => quote)),
  testifiers: new Set(defaultTrust.testimonials.map(({ name }) => name)),
  pictures: new Set<string>([
    ...defaultHero.images.filter((image) => image !== null),
    BUILT_IN_OFFICE_PICTURE,
    ...defaultServices.flatMap((service) => service.images.map((image) => image.url)),
  ]),
  phones: new Set([
    ...defaultContactInfo.phones,
    defaultContactInfo.whatsapp,
    ...defaultTeamMembers.map((member) => member.phone),
  ]),
  emails: new Set([defaultContactInfo.email, ...defaultTeamMembers.map((member) => member.email)]),
};

/** The figures, partners and testimonials still the built-in examples, one list each. */
export function builtInTrust(trust: TrustContent) {
  return {
    figures: trust.figures.filter(({ value, label }) => builtIn.figures.has(`${value}\n${label}`)),
    partners: trust.partners.filter(({ name }) => builtIn.partners.has(name)),
    testimonials: trust.testimonials.filter(
      ({ quote, name }) => builtIn.testimonials.has(quote) || builtIn.testifiers.has(name),
    ),
  };
}

/**
 * The Trust & Proof sections still showing built-in content: the invented lists (figures,
 * partners, testimonials) while any item of theirs is a built-in one, the others until saved.
 */
export function builtInTrustSections(trust: TrustPage): TrustSection[] {
  const invented = builtInTrust(trust);
  return [
    ...(["figures", "partners", "testimonials"] as const).filter(
      (section) => invented[section].length > 0,
    ),
    ...(["steps", "questions"] as const).filter((section) => trust.versions[section] === 0),
  ];
}

function trustItems(trust: TrustContent): ChecklistItem[] {
  const { figures, partners, testimonials } = builtInTrust(trust);
  const item = (id: "figures" | "partners" | "testimonials", label: string, texts: string[]) => ({
    id,
    label,
    to: `${TRUST}${id}`,
    area: "content" as const,
    remaining: texts.map((text) => ({ text, to: `${TRUST}${id}` })),
  });
  return [
    item(
      "figures",
      "Key figures",
      figures.map(({ value, label }) => `${value} ${label}`),
    ),
    item(
      "partners",
      "Partners",
      partners.map(({ name }) => name),
    ),
    item(
      "testimonials",
      "Testimonials",
      testimonials.map(({ name }) => `From ${name}`),
    ),
  ];
}

function illustrations(
  hero: (string | null)[],
  office: string | undefined,
  services: Service[],
): Placeholder[] {
  const isBuiltIn = (url: string | null | undefined) => !url || builtIn.pictures.has(url);
  return [
    ...hero.flatMap((image, slot) =>
      image && isBuiltIn(image)
        ? [{ text: `Home page picture ${slot + 1}`, to: "/admin/hero-management" }]
        : [],
    ),
    ...(isBuiltIn(office) ? [{ text: "About page picture", to: "/admin/content/about" }] : []),
    ...services
      .filter((service) => service.images.some((image) => isBuiltIn(image.url)))
      .map((service) => ({
        text: `${service.title} picture`,
        to: `/admin/services/${service._id}/images`,
      })),
  ];
}

function exampleContacts(contact: ContactInfo, team: TeamMember[]): Placeholder[] {
  const screen = "/admin/content/contact";
  const office = [
    ...contact.phones.filter((phone) => builtIn.phones.has(phone)).map((phone) => `Phone ${phone}`),
    ...(builtIn.phones.has(contact.whatsapp) ? [`WhatsApp ${contact.whatsapp}`] : []),
    ...(builtIn.emails.has(contact.email) ? [`E-mail ${contact.email}`] : []),
    ...(contact.address === defaultContactInfo.address ? [`Address ${contact.address}`] : []),
  ].map((text) => ({ text, to: screen }));
  const members = team
    .filter((member) => builtIn.phones.has(member.phone) || builtIn.emails.has(member.email))
    .map((member) => ({ text: `${member.name}'s phone or e-mail`, to: memberScreen(member) }));
  return [...office, ...members];
}

/** The checklist the dashboard shows: every kind of placeholder, with what of it is left. */
export async function launchState(db: Db): Promise<LaunchState> {
  const [launched, trust, hero, about, services, team, contact, brand] = await Promise.all([
    isLaunched(db),
    getTrust(db),
    getHero(db),
    getAbout(db),
    listServices(db),
    listTeamMembers(db),
    getContactInfo(db),
    getBrand(db),
  ]);
  const content = "content" as const;
  const checklist: ChecklistItem[] = [
    ...trustItems(trust),
    {
      id: "illustrations",
      label: "Built-in illustrations",
      to: "/admin/hero-management",
      area: content,
      remaining: illustrations(hero.images, about.images[0], services),
    },
    {
      id: "team-photos",
      label: "Team members without photos",
      to: "/admin/team",
      area: content,
      remaining: team
        .filter((member) => !member.image)
        .map((member) => ({ text: member.name, to: memberScreen(member) })),
    },
    {
      id: "example-contacts",
      label: "Example phone numbers and addresses",
      to: "/admin/content/contact",
      area: content,
      remaining: exampleContacts(contact, team),
    },
    {
      id: "logo",
      label: "The built-in logo",
      to: "/admin/content/brand",
      area: "settings",
      remaining: brand.logo
        ? []
        : [{ text: "The drawn mark and name", to: "/admin/content/brand" }],
    },
  ];
  return { launched, checklist };
}
