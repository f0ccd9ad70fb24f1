// The English items translations are made from, read the same way for every kind: an item by
// its kind and id, or all of them for the overview. A trashed service or member is not found,
// so its translations are out of sight with it.
import type { Db } from "../db/schema.ts";
import type { AuditItem } from "./audit.model.ts";
import { getContactInfo } from "./contact-info.server.ts";
import { NotFoundError } from "./errors.ts";
import { getTreatmentChoices } from "./inquiry-settings.server.ts";
import { getAbout, getHero } from "./page-content.server.ts";
import { getPrivacyNotice } from "./privacy-notice.server.ts";
import type { Service } from "./services.model.ts";
import { getServiceById, listServices } from "./services.server.ts";
import { getSiteTexts } from "./site-texts.server.ts";
import type { TeamMember } from "./team.model.ts";
import { getTeamMember, listTeamMembers } from "./team.server.ts";
import {
  type EnglishItem,
  type EnglishOf,
  subjectOf,
  TRANSLATED_PAGES,
  type TranslatedPage,
  type TranslatedSubject,
  type TranslationKind,
} from "./translations.model.ts";
import { TRUST_SECTION_NAMES, TRUST_SECTIONS, type TrustSection } from "./trust.model.ts";
import { entryKey, getTrust } from "./trust.server.ts";

/** An English item as the translations see it. */
export interface TranslatedItem {
  kind: TranslationKind;
  itemId: string;
  subject: TranslatedSubject;
  english: EnglishItem;
  /** What the overview calls it. */
  name: string;
  /** What the audit log records a change to its translation under. */
  audit: AuditItem;
}

/** Each translated page's English record: what the overview and the audit log call it. */
export const TRANSLATED_PAGE_RECORDS: {
  [Page in TranslatedPage]: {
    name: string;
    label: string;
    read: (db: Db) => Promise<EnglishOf<Page>>;
  };
} = {
  hero: { name: "Home page slides", label: "the hero section", read: getHero },
  about: { name: "About page", label: "the about page", read: getAbout },
  contact: { name: "Contact details", label: "the contact information", read: getContactInfo },
  "site-texts": { name: "Site texts and banners", label: "the site texts", read: getSiteTexts },
  privacy: { name: "Privacy notice", label: "the privacy notice", read: getPrivacyNotice },
  treatments: {
    name: "Health form's treatments",
    label: "the treatments",
    read: getTreatmentChoices,
  },
  ...(Object.fromEntries(
    TRUST_SECTIONS.map((section) => [
      entryKey(section),
      {
        name: `Trust: ${TRUST_SECTION_NAMES[section].replace(/^the /, "")}`,
        label: TRUST_SECTION_NAMES[section],
        read: getTrust,
      },
    ]),
  ) as Record<`trust-${TrustSection}`, { name: string; label: string; read: typeof getTrust }>),
};

const serviceItem = (service: Service): TranslatedItem => ({
  kind: "service",
  itemId: service._id,
  subject: "service",
  english: service,
  name: service.title,
  audit: { type: "service", id: service._id, label: service.title },
});

const memberItem = (member: TeamMember): TranslatedItem => ({
  kind: "team",
  itemId: member._id,
  subject: "team",
  english: member,
  name: member.name,
  audit: { type: "team-member", id: member._id, label: member.name },
});

type Reader = (db: Db) => Promise<EnglishItem>;

/** A page's item; `read` reads its English record (the overview shares one read among pages). */
async function pageItem(
  db: Db,
  page: TranslatedPage,
  read: (reader: Reader) => Promise<EnglishItem> = (reader) => reader(db),
): Promise<TranslatedItem> {
  const { name, label, read: reader } = TRANSLATED_PAGE_RECORDS[page];
  return {
    kind: "page",
    itemId: page,
    subject: page,
    english: await read(reader as Reader),
    name,
    audit: { type: "content", id: page, label },
  };
}

/** The English item, draft or not; not found when it does not exist or is in the trash. */
export async function translatedItem(
  db: Db,
  kind: TranslationKind,
  itemId: string,
): Promise<TranslatedItem> {
  const subject = subjectOf(kind, itemId);
  switch (subject) {
    case "service":
      return serviceItem(await getServiceById(db, itemId));
    case "team":
      return memberItem(await getTeamMember(db, itemId));
    case null:
      throw new NotFoundError("This page is not translated.");
    default:
      return pageItem(db, subject);
  }
}

/** Everything that is translated, drafts included: the services, the team, then the pages. */
export async function translatedItems(db: Db): Promise<TranslatedItem[]> {
  const services = await listServices(db, { includeDrafts: true });
  const members = await listTeamMembers(db, { includeDrafts: true });
  // The five trust sections are one record: read once.
  const reads = new Map<Reader, Promise<EnglishItem>>();
  const readOnce = (reader: Reader) => {
    const read = reads.get(reader) ?? reader(db);
    reads.set(reader, read);
    return read;
  };
  const pages = await Promise.all(TRANSLATED_PAGES.map((page) => pageItem(db, page, readOnce)));
  return [...services.map(serviceItem), ...members.map(memberItem), ...pages];
}
