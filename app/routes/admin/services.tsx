import { ImageIcon } from "lucide-react";
import { useState } from "react";
import { Form, href, Link } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog.tsx";
import {
  CollectionScreen,
  type ItemCardControls,
} from "../../components/admin/collection/CollectionScreen.tsx";
import { ItemControls } from "../../components/admin/collection/ItemControls.tsx";
import { MinorEditField } from "../../components/admin/MinorEditField.tsx";
import { FORM_WITH_PREVIEW, Preview } from "../../components/admin/Preview.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { NewServiceImages } from "../../components/admin/services/NewServiceImages.tsx";
import { OldAddresses } from "../../components/admin/services/OldAddresses.tsx";
import { TranslationsLine } from "../../components/admin/translations/TranslationBadges.tsx";
import { useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { DraftBadge, VisibilityField } from "../../components/admin/VisibilityField.tsx";
import { SelectField, TextArea, TextField } from "../../components/fields.tsx";
import {
  CARD_FEATURES,
  ServiceCard as PublicServiceCard,
} from "../../components/site/ServiceCard.tsx";
import { TRASH_DAYS } from "../../domain/revisions.model.ts";
import { listOldSlugs, removeOldSlug } from "../../domain/service-slugs.server.ts";
import {
  PUBLIC_CATEGORIES,
  primaryImageOf,
  type Service,
  SHORT_DESCRIPTION_MAX,
  slugify,
} from "../../domain/services.model.ts";
import { ServiceCreateSchema, ServiceInputSchema } from "../../domain/services.schema.ts";
import {
  createService,
  deleteService,
  listServices,
  moveService,
  updateService,
} from "../../domain/services.server.ts";
import type { LanguageState } from "../../domain/translations.model.ts";
import { translationStates } from "../../domain/translations.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { collectionIntents } from "../../http/collection-intents.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { imageSrc } from "../../lib/images.ts";
import { linesOf } from "../../lib/paragraphs.ts";
import type { Route } from "./+types/services";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Manage Services" };

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => {
  const [services, oldSlugs, translations] = await Promise.all([
    listServices(app.db, { includeDrafts: true }),
    listOldSlugs(app.db),
    translationStates(app.db, "service"),
  ]);
  return { services, oldSlugs, translations };
});

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    ...collectionIntents({
      create: {
        call: createService,
        failed: "Failed to create service.",
        done: "Service created successfully!",
      },
      update: {
        call: updateService,
        failed: "Failed to update service.",
        done: "Service updated successfully!",
      },
      move: {
        call: moveService,
        failed: "Failed to update the order of services.",
        done: "Order of services updated successfully!",
      },
      delete: {
        call: deleteService,
        failed: "Failed to delete service.",
        done: "Service deleted successfully.",
      },
    }),
    "remove-old-slug": {
      failed: "Failed to remove the old address.",
      staysInDialog: true,
      run: async ({ app, user, input }) => {
        const slug = String(input.slug);
        await removeOldSlug(app.db, String(input.id), slug, user);
        return `The old address /services/${slug} was removed: it now answers "page not found".`;
      },
    },
  });
}

function categoryLabel(category: string): string {
  return PUBLIC_CATEGORIES.find((item) => item.value === category)?.label ?? category;
}

/** The service as the form shows it: the saved one, or empty for a new service. */
function savedValuesOf(service: Service | null) {
  return {
    title: service?.title ?? "",
    slug: service?.slug ?? "",
    category: service?.category ?? "",
    shortDescription: service?.shortDescription ?? "",
    fullDescription: service?.fullDescription ?? "",
    features: service?.features.join("\n") ?? "",
    // A new service's images, one address a line (NewServiceImages).
    images: "",
  };
}

/** The form's fields: the service's, and whether the edit is minor (decision 074). */
type ServiceShape = ReturnType<typeof savedValuesOf> & { minor?: boolean };

function useServiceForm(service: Service | null, result: FormFailure | undefined) {
  return useSchemaForm<typeof ServiceInputSchema | typeof ServiceCreateSchema, ServiceShape>({
    result,
    schema: service ? ServiceInputSchema : ServiceCreateSchema,
    defaultValue: savedValuesOf(service),
    invalidMessage: service ? "Failed to update service." : "Failed to create service.",
    missingMessage: "Please fill in all required fields.",
    // Typed one a line, read as a list: none is fine.
    required: { features: false, images: false },
  });
}

type ServiceForm = ReturnType<typeof useServiceForm>;

/** What the form holds now, as the preview reads it. */
function typedValuesOf(form: ServiceForm) {
  const typed = { ...savedValuesOf(null), ...form.values };
  return {
    title: String(typed.title ?? ""),
    slug: String(typed.slug ?? ""),
    category: String(typed.category ?? ""),
    shortDescription: String(typed.shortDescription ?? ""),
    features: String(typed.features ?? ""),
  };
}

/**
 * The fields of a service's text: title, address, category and descriptions. A new service's
 * slug follows its title until one is typed.
 */
function ServiceTextFields({ service, form }: { service: Service | null; form: ServiceForm }) {
  const { fields } = form;
  const typed = typedValuesOf(form);
  const [slugEdited, setSlugEdited] = useState(Boolean(service));
  const categories: { value: string; label: string }[] = [...PUBLIC_CATEGORIES];
  if (service && !categories.some((item) => item.value === service.category)) {
    categories.push({ value: service.category, label: service.category });
  }
  return (
    <>
      <TextField
        label="Title"
        field={fields.title}
        onChange={(event) => {
          if (!slugEdited)
            form.form.update({ name: fields.slug.name, value: slugify(event.target.value) });
        }}
      />
      <TextField
        label="Slug"
        field={fields.slug}
        hint={`The page address: /services/${typed.slug || "…"}`}
        onChange={() => setSlugEdited(true)}
      />
      <SelectField label="Category" field={fields.category}>
        <option value="">Choose a category</option>
        {categories.map((category) => (
          <option key={category.value} value={category.value}>
            {category.label}
          </option>
        ))}
      </SelectField>
      <TextArea
        label="Short description"
        field={fields.shortDescription}
        rows={3}
        maxLength={SHORT_DESCRIPTION_MAX}
        counter={{ length: typed.shortDescription.length, max: SHORT_DESCRIPTION_MAX }}
      />
      <TextArea label="Full description" field={fields.fullDescription} rows={6} />
      <TextArea label="Features" field={fields.features} rows={5} hint="One per line." />
    </>
  );
}

/**
 * Add or edit a service. A new service takes its images here too (each uploaded when chosen,
 * the first the primary one); an existing one has its own images screen. Its card is previewed
 * beside the fields (below them on a phone), and an existing one lists its old addresses.
 */
function ServiceForm({
  service,
  oldSlugs,
  translations,
  result,
  onCancel,
}: {
  service: Service | null;
  oldSlugs: string[];
  /** An existing service's translations, each language's state. */
  translations: LanguageState[];
  result: FormFailure | undefined;
  onCancel: () => void;
}) {
  const form = useServiceForm(service, result);
  const [images, setImages] = useState<string[]>([]);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const cancel = () => (form.dirty || images.length > 0 ? setAskingToDiscard(true) : onCancel());
  const typed = typedValuesOf(form);
  // The service's card as /services and the home page will show it.
  const card = {
    title: typed.title.trim() || "The service's title",
    slug: typed.slug,
    category: typed.category,
    shortDescription: typed.shortDescription,
    features: linesOf(typed.features),
    images:
      service?.images ??
      images.map((url, index) => ({ _id: url, url, alt: "", isPrimary: index === 0 })),
  };

  return (
    <Form {...form.formProps} className={FORM_WITH_PREVIEW}>
      <div className="space-y-5">
        {form.conflictAlert}
        <SaveFields
          intent={service ? "update" : "create"}
          id={service?._id}
          version={service?.version}
        />
        {service ? (
          <TranslationsLine kind="service" itemId={service._id} states={translations} />
        ) : null}
        <ServiceTextFields service={service} form={form} />
        {service ? (
          <OldAddresses service={service} slugs={oldSlugs} />
        ) : (
          <NewServiceImages images={images} onChange={setImages} field={form.fields.images} />
        )}
        <VisibilityField published={service?.published ?? true} what="this service" />
        {service ? <MinorEditField field={form.fields.minor} /> : null}
      </div>
      <Preview
        where={`as on /services (the home page lists ${CARD_FEATURES.home} features)`}
        beside
      >
        <PublicServiceCard service={card} featureCount={CARD_FEATURES.services} headingLevel="h3" />
      </Preview>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={cancel} className={buttonClass("secondary")}>
          Cancel
        </button>
        <button type="submit" disabled={form.saving} className={buttonClass()}>
          {form.saving ? "Saving..." : service ? "Save Changes" : "Create Service"}
        </button>
      </div>
      {form.unsavedDialog}
      <ConfirmDialog
        open={askingToDiscard}
        title={service ? "Discard your changes?" : "Discard the new service?"}
        message="What you typed and the images you chose here will not be saved."
        confirmLabel="Discard"
        onConfirm={() => {
          setAskingToDiscard(false);
          onCancel();
        }}
        onCancel={() => setAskingToDiscard(false)}
      />
    </Form>
  );
}

function ServiceCard({ service, controls }: { service: Service; controls: ItemCardControls }) {
  const image = primaryImageOf(service);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
      <div className="relative aspect-[16/9] bg-slate-100">
        {service.published ? null : (
          <span className="absolute top-2 left-2">
            <DraftBadge />
          </span>
        )}
        {image ? (
          <img src={imageSrc(image.url)} alt={image.alt} className="size-full object-cover" />
        ) : (
          <p className="flex size-full items-center justify-center text-sm text-slate-600">
            No image yet
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase">
          {categoryLabel(service.category)}
        </p>
        <h2 className="mt-1 text-lg font-semibold text-slate-900">{service.title}</h2>
        <p className="mt-2 line-clamp-3 text-sm text-slate-700">{service.shortDescription}</p>
        <ItemControls
          name={service.title}
          controls={controls}
          className="mt-auto flex flex-wrap gap-2 pt-4"
          editLabel={
            <>
              Edit Details<span className="sr-only"> of {service.title}</span>
            </>
          }
          historyTo={href("/admin/services/:serviceId/history", { serviceId: service._id })}
          trash={{
            message: `The service, its page and its images will be removed from the website. You can restore them from the Trash for ${TRASH_DAYS} days.`,
            confirmLabel: "Delete service",
          }}
        >
          <Link
            to={href("/admin/services/:serviceId/images", { serviceId: service._id })}
            className={buttonClass("secondary")}
          >
            <ImageIcon aria-hidden="true" className="size-4" />
            Manage Images<span className="sr-only"> of {service.title}</span>
          </Link>
        </ItemControls>
      </div>
    </li>
  );
}

export { AdminPageError as ErrorBoundary };

export default function ServicesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { services, oldSlugs, translations } = loaderData;
  const drafts = services.filter((service) => !service.published).length;
  return (
    <CollectionScreen
      items={services}
      summary={
        <>
          {services.length - drafts} {services.length - drafts === 1 ? "service" : "services"} on
          the website{drafts > 0 ? `, ${drafts} ${drafts === 1 ? "draft" : "drafts"}` : ""}, shown
          in this order.
        </>
      }
      addLabel="Add New Service"
      editTitle="Edit Service"
      empty="No services yet. Add the first one with Add New Service."
      card={(service, controls) => <ServiceCard service={service} controls={controls} />}
      form={(editing, close) => (
        <ServiceForm
          service={editing}
          oldSlugs={editing ? (oldSlugs[editing._id] ?? []) : []}
          translations={editing ? (translations[editing._id] ?? []) : []}
          result={actionData}
          onCancel={close}
        />
      )}
    />
  );
}
