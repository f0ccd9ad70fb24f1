import type { ContactInfo } from "../domain/contact-info.schema.ts";
import type { AboutPage, HeroPage } from "../domain/page-content.schema.ts";
import type { Service } from "../domain/services.model.ts";
import type { SiteTexts } from "../domain/site-texts.schema.ts";
import type { TeamMember } from "../domain/team.model.ts";
import { OFFICE_WHATSAPP } from "../lib/links.ts";

// The built-in content: what an empty database is seeded with, and what public pages show when
// the database cannot be read. One module, so the two can never drift apart.

const BUILT_IN = "2026-11-22T00:00:00.000Z";

export const defaultHero: HeroPage = {
  page: "hero",
  title: "Connecting Liberia and Turkey",
  content: {
    subtitle: "Health tourism, building materials and logistics under one roof",
    description:
      "We arrange treatment at accredited Turkish hospitals, supply quality construction materials and move your cargo between Monrovia and Turkish ports, with one team you can call by name.",
    // The first screen asks for the inquiry (decision 065).
    buttonText: "Request a Quote",
    buttonLink: "/quote",
    secondButtonText: "Chat on WhatsApp",
    secondButtonLink: OFFICE_WHATSAPP,
  },
  images: [
    "/images/health-tourism.svg",
    "/images/building-materials.svg",
    "/images/logistics.svg",
    null,
  ],
  version: 1,
  updatedAt: BUILT_IN,
};

/** The footer's few words about the group, until the office writes its own. */
export const BUILT_IN_FOOTER_BLURB =
  "A Liberian-owned group in Paynesville, working with hospitals, manufacturers and shipping lines across Turkey.";

/**
 * Until the office saves its own: the built-in footer text, everything else the pages' own (the
 * banners their plain band).
 */
export const defaultSiteTexts: SiteTexts = {
  adminLoginLink: "shown",
  footerBlurb: BUILT_IN_FOOTER_BLURB,
  homeHeadings: { about: "", services: "", team: "", contact: "" },
  banners: {},
  search: {},
  version: 0,
};

/** The about page's picture until the office chooses its own. */
export const BUILT_IN_OFFICE_PICTURE = "/images/office-paynesville.svg";

/** The about page's line under its title (the vision has its own card). */
export const BUILT_IN_ABOUT_INTRO =
  "Who we are, what we stand for, and how a family errand became three companies.";

/** The home page's short about, until the office writes its own. */
export const BUILT_IN_ABOUT_SUMMARY =
  "Our staff have lived, studied and worked in Turkey. We speak the language, we know the system, and we visit the hospitals, factories and ports we recommend, so you deal with people who have seen them first-hand.";

/** The about page's "What Sets Us Apart" cards, as first built. */
export const BUILT_IN_ABOUT_CARDS = [
  {
    title: "Quality Excellence",
    text: "We check every hospital's accreditation and every product's certificate ourselves before we put it in front of a client.",
  },
  {
    title: "Trusted Partnerships",
    text: "Years with the same doctors, suppliers and brokers mean quick answers, fair terms and someone to call when plans change.",
  },
  {
    title: "Innovation Focus",
    text: "Quote requests online, updates on WhatsApp and scanned documents: simple tools that spare you trips to the office.",
  },
];

export const defaultAbout: AboutPage = {
  page: "about",
  title: "About Us",
  content: {
    vision:
      "To be the most trusted bridge between West Africa and Turkey, for the care people need and the goods that build the region.",
    mission:
      "To give every family, builder and trader in Liberia the access to Turkish hospitals, manufacturers and shipping lines that only large companies used to have.",
    goals: [
      "Make treatment in Turkey as simple to arrange as a visit to a clinic in Monrovia.",
      "Keep building projects in Liberia supplied on schedule, from the foundations to the finishes.",
      "Carry goods between Liberia and Turkey in both directions, every week of the year.",
    ],
    whyChooseUs: [
      "Turkish-speaking staff in Paynesville and a coordinator in Istanbul",
      "One named person answers for your case, order or shipment",
      "Written quotes that show every cost before you pay anything",
    ],
    companyHistory:
      "Founded in Paynesville by Liberians who had studied and worked in Turkey, the group began by helping relatives reach Turkish hospitals. Contractors soon asked for the materials we saw on Turkish building sites, and the logistics line followed to carry them home.\n\nMany of our clients still come to us through a relative or a neighbour we once helped.",
    coreValues: ["Honesty", "Care", "Reliability", "Respect"],
    intro: BUILT_IN_ABOUT_INTRO,
    homeSummary: BUILT_IN_ABOUT_SUMMARY,
    cards: BUILT_IN_ABOUT_CARDS,
    imageAlt: "Our office building in Paynesville",
  },
  images: [],
  version: 1,
  updatedAt: BUILT_IN,
};

export const defaultContactInfo: ContactInfo = {
  address: "ELWA Junction, Robertsfield Highway",
  city: "Paynesville",
  country: "Liberia",
  phones: ["+231 770 123 456", "+231 886 123 456"],
  email: "info@lonestar-anatolia.com",
  whatsapp: "+231 770 123 456",
  // The hours every public page showed before they could be edited (spec section 9).
  workingHours: "Mon-Fri 8 AM-5 PM\nSat 9 AM-1 PM",
  answerDays: 1,
  mapUrl: "",
  description:
    "Come to the office at ELWA Junction without an appointment, or call ahead and we will have your file ready.",
  version: 1,
  updatedAt: BUILT_IN,
};

function service(
  fields: Omit<Service, "images" | "published" | "version" | "createdAt" | "updatedAt">,
  illustration: { url: string; alt: string },
): Service {
  const image = { _id: `${fields._id}-image`, ...illustration, isPrimary: true };
  return {
    ...fields,
    images: [image],
    published: true,
    version: 1,
    createdAt: BUILT_IN,
    updatedAt: BUILT_IN,
  };
}

export const defaultServices: Service[] = [
  service(
    {
      _id: "default-service-health-tourism",
      title: "Health Tourism",
      slug: "health-tourism",
      category: "health-tourism",
      shortDescription:
        "Treatment at accredited Turkish hospitals, arranged from Liberia: consultations, visas, travel, interpreters and aftercare.",
      fullDescription:
        "We connect patients in Liberia with accredited hospitals and specialists in Turkey. Before you travel we collect your medical records, obtain a second opinion and a written cost estimate, and help with the visa and flights. In Turkey a coordinator meets you at the airport, stays with you at appointments as an interpreter and arranges your accommodation. When you return home we keep in touch with your doctors for follow-up care.",
      features: [
        "Free review of your medical records",
        "Accredited hospitals and specialists",
        "Visa, flights and accommodation arranged",
        "Interpreter and coordinator in Turkey",
        "Follow-up care after you return",
      ],
    },
    { url: "/images/health-tourism.svg", alt: "A hospital in Turkey" },
  ),
  service(
    {
      _id: "default-service-building-materials",
      title: "Building & Construction Materials",
      slug: "building-and-construction-materials",
      category: "building-materials",
      shortDescription:
        "Cement, steel, tiles, sanitary ware and finishing materials from Turkish manufacturers, delivered to your site in Liberia.",
      fullDescription:
        "We source building and construction materials directly from manufacturers in Turkey and deliver them to projects across Liberia. Contractors, developers and homeowners get certified products, from reinforcement steel and cement to tiles, doors, sanitary ware and paint, with quotes in writing and delivery dates you can plan around.",
      features: [
        "Certified materials from Turkish manufacturers",
        "Steel, cement, tiles, sanitary ware and finishes",
        "Written quotes for bulk and project orders",
        "Delivery to sites across Liberia",
        "Advice on specifications and quantities",
      ],
    },
    { url: "/images/building-materials.svg", alt: "Building materials on a construction site" },
  ),
  service(
    {
      _id: "default-service-logistics",
      title: "Logistics Services",
      slug: "logistics-services",
      category: "logistics",
      shortDescription:
        "Import and export between Liberia and Turkey: sea and air freight, customs clearance and door-to-door delivery.",
      fullDescription:
        "Our logistics team moves goods between Liberia and Turkey in both directions. We book sea freight in full or shared containers and air freight for urgent shipments, prepare the documents, clear customs at the Freeport of Monrovia and deliver to your door. You get one point of contact and regular updates until your cargo arrives.",
      features: [
        "Sea freight, full and shared containers",
        "Air freight for urgent shipments",
        "Customs clearance and documentation",
        "Door-to-door delivery",
        "Shipment updates until arrival",
      ],
    },
    { url: "/images/logistics.svg", alt: "A cargo ship carrying containers" },
  ),
];

function member(
  fields: Omit<TeamMember, "published" | "version" | "createdAt" | "updatedAt">,
): TeamMember {
  return { ...fields, published: true, version: 1, createdAt: BUILT_IN, updatedAt: BUILT_IN };
}

export const defaultTeamMembers: TeamMember[] = [
  member({
    _id: "default-member-1",
    name: "Joseph K. Flomo",
    position: "Managing Director",
    bio: "Joseph studied engineering in Ankara and founded the group to bring Turkish quality within reach of Liberian families and businesses.",
    email: "joseph@lonestar-anatolia.com",
    phone: "+231 770 123 456",
    image: null,
    socialLinks: {},
    order: 0,
  }),
  member({
    _id: "default-member-2",
    name: "Aylin Demir",
    position: "Health Tourism Coordinator",
    bio: "Aylin works with our partner hospitals in Istanbul and stays beside each patient from arrival to discharge.",
    email: "aylin@lonestar-anatolia.com",
    phone: "+90 532 000 1234",
    image: null,
    socialLinks: {},
    order: 1,
  }),
  member({
    _id: "default-member-3",
    name: "Musa B. Kamara",
    position: "Logistics Manager",
    bio: "Musa has cleared cargo at the Freeport of Monrovia for over ten years and keeps every shipment on schedule.",
    email: "musa@lonestar-anatolia.com",
    phone: "+231 886 123 456",
    image: null,
    socialLinks: {},
    order: 2,
  }),
];
