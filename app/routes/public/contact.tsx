import { ExternalLink } from "lucide-react";
import { ContactDetails } from "../../components/site/ContactDetails.tsx";
import { ContactForm } from "../../components/site/ContactForm.tsx";
import { PageBanner } from "../../components/site/PageBanner.tsx";
import { defaultContactInfo } from "../../content/default-content.ts";
import { getContactInfo } from "../../domain/contact-info.server.ts";
import { issueFormProof } from "../../domain/form-proof.server.ts";
import { handleContactForm } from "../../http/contact-form.server.ts";
import { withActionHeaders } from "../../http/failures.server.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import { pageMeta, siteMetaFrom } from "../../lib/seo.ts";
import type { Route } from "./+types/contact";

export async function loader({ context }: Route.LoaderArgs) {
  return readPublicContent(
    context,
    async (db) => ({ contact: await getContactInfo(db), formProof: await issueFormProof(db) }),
    () => ({ contact: defaultContactInfo, formProof: "" }),
  );
}

export const action = handleContactForm;
export const headers = withActionHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(siteMetaFrom(matches), {
    title: "Contact Us",
    description:
      "Call, e-mail or visit our office in Paynesville, Liberia, or send us a message. We answer within one working day.",
    path: "/contact",
  });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { contact, formProof } = loaderData;
  return (
    <>
      <PageBanner
        title="Contact Us"
        subtitle="Questions about treatment in Turkey, a materials quote or a shipment? We are here to help."
      />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="details-title">
          <h2 id="details-title" className="mb-6 text-2xl font-bold text-slate-900">
            Get In Touch
          </h2>
          <ContactDetails
            address={`${contact.address}, ${contact.city}, ${contact.country}`}
            email={contact.email}
            phones={contact.phones}
            headingLevel="h3"
          />
          {contact.description ? (
            <p className="mt-8 text-slate-700">{contact.description}</p>
          ) : null}
          {contact.mapUrl ? (
            <a
              href={contact.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex items-center gap-2 font-semibold text-primary-700 hover:underline"
            >
              Find us on the map
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </section>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <ContactForm
            action="/contact"
            variant="full"
            heading="Send us a Message"
            headingLevel="h2"
            formProof={formProof}
          />
        </div>
      </div>
    </>
  );
}
