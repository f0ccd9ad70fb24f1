import { Outlet, useLocation } from "react-router";
import { Footer } from "../../components/site/Footer.tsx";
import { Header, pageNameOf } from "../../components/site/Header.tsx";
import { defaultContactInfo, defaultServices } from "../../content/default-content.ts";
import { getContactInfo } from "../../domain/contact-info.server.ts";
import type { Service } from "../../domain/services.model.ts";
import { listServices } from "../../domain/services.server.ts";
import { readPublicContent } from "../../http/public-content.server.ts";
import { whatsappHref, whatsappText } from "../../lib/links.ts";
import type { Route } from "./+types/layout";

const serviceLinks = (services: Service[]) => services.map(({ title, slug }) => ({ title, slug }));

export async function loader({ context }: Route.LoaderArgs) {
  return readPublicContent(
    context,
    async (db) => ({
      contact: await getContactInfo(db),
      services: serviceLinks(await listServices(db)),
    }),
    () => ({ contact: defaultContactInfo, services: serviceLinks(defaultServices) }),
  );
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { contact, services } = loaderData;
  const { pathname } = useLocation();
  const whatsappLink = contact.whatsapp
    ? whatsappHref(contact.whatsapp, whatsappText(pageNameOf(pathname, services)))
    : null;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-primary-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to main content
      </a>
      <Header
        email={contact.email}
        phones={contact.phones}
        whatsappLink={whatsappLink}
        services={services}
      />
      {/* The enhancement script says here when a message kept offline has been sent. */}
      <p
        data-outbox-notice
        role="status"
        hidden
        className="bg-green-50 px-4 py-3 text-center font-medium text-green-900"
      />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <Footer
        address={`${contact.address}, ${contact.city}, ${contact.country}`}
        email={contact.email}
        phones={contact.phones}
        services={services}
      />
    </>
  );
}
