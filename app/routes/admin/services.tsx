import { ClockArrowLeft, ImageIcon, Pencil, Plus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, href, Link } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { ConfirmButton } from "../../components/admin/ConfirmButton.tsx";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog.tsx";
import { ImageUpload } from "../../components/admin/ImageUpload.tsx";
import { Modal } from "../../components/admin/Modal.tsx";
import { MoveButtons } from "../../components/admin/MoveButtons.tsx";
import { FORM_WITH_PREVIEW, Preview } from "../../components/admin/Preview.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { useAdminForm } from "../../components/admin/useAdminForm.tsx";
import { useDialogParams } from "../../components/admin/useDialogParams.ts";
import { DraftBadge, VisibilityField } from "../../components/admin/VisibilityField.tsx";
import { SelectField, TextArea, TextField } from "../../components/fields.tsx";
import {
  CARD_FEATURES,
  ServiceCard as PublicServiceCard,
} from "../../components/site/ServiceCard.tsx";
import { TRASH_DAYS } from "../../domain/revisions.model.ts";
import {
  PUBLIC_CATEGORIES,
  primaryImageOf,
  type Service,
  SHORT_DESCRIPTION_MAX,
  slugify,
} from "../../domain/services.model.ts";
import {
  MAX_IMAGES_ON_CREATE,
  ServiceCreateSchema,
  ServiceInputSchema,
} from "../../domain/services.schema.ts";
import {
  createService,
  deleteService,
  listOldSlugs,
  listServices,
  moveService,
  removeOldSlug,
  updateService,
} from "../../domain/services.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { imageSrc } from "../../lib/images.ts";
import { linesOf } from "../../lib/paragraphs.ts";
import type { Route } from "./+types/services";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Manage Services" };

export const loader = adminLoader(async ({ app }: AdminCall<Route.LoaderArgs>) => {
  const [services, oldSlugs] = await Promise.all([
    listServices(app.db, { includeDrafts: true }),
    listOldSlugs(app.db),
  ]);
  return { services, oldSlugs };
});

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    create: {
      failed: "Failed to create service.",
      run: async ({ app, user, input }) => {
        await createService(app.db, input, user);
        return "Service created successfully!";
      },
    },
    update: {
      failed: "Failed to update service.",
      run: async ({ app, user, input }) => {
        await updateService(app.db, String(input.id), input, user);
        return "Service updated successfully!";
      },
    },
    move: {
      failed: "Failed to update the order of services.",
      run: async ({ app, user, input }) => {
        await moveService(app.db, input, user);
        return "Order of services updated successfully!";
      },
    },
    delete: {
      failed: "Failed to delete service.",
      run: async ({ app, input, user }) => {
        await deleteService(app.db, String(input.id), user);
        return "Service deleted successfully.";
      },
    },
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

/** What the preview reads of the form as it is being typed. */
interface ServiceValues {
  category: string;
  shortDescription: string;
  features: string;
}

/**
 * Add or edit a service; the slug follows the title until the administrator types one. A new
 * service takes its images here too (each uploaded when chosen, the first the primary one);
 * an existing one has its own images screen. Its card is previewed beside the fields (below
 * them on a phone), and an existing one lists its old addresses.
 */
function ServiceForm({
  service,
  oldSlugs,
  result,
  onCancel,
}: {
  service: Service | null;
  oldSlugs: string[];
  result: FormFailure | undefined;
  onCancel: () => void;
}) {
  const form = useAdminForm<ServiceValues>({
    result,
    schema: service ? ServiceInputSchema : ServiceCreateSchema,
    invalidMessage: service ? "Failed to update service." : "Failed to create service.",
    missingMessage: "Please fill in all required fields.",
  });
  const [title, setTitle] = useState(service?.title ?? "");
  const [slug, setSlug] = useState(service?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(Boolean(service));
  const [shortLength, setShortLength] = useState(service?.shortDescription.length ?? 0);
  const [images, setImages] = useState<string[]>([]);
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const cancel = () => (form.dirty || images.length > 0 ? setAskingToDiscard(true) : onCancel());
  const categories: { value: string; label: string }[] = [...PUBLIC_CATEGORIES];
  if (service && !categories.some((item) => item.value === service.category)) {
    categories.push({ value: service.category, label: service.category });
  }
  const typed = form.values ?? {
    category: service?.category ?? "",
    shortDescription: service?.shortDescription ?? "",
    features: service?.features.join("\n") ?? "",
  };
  // The service's card as /services and the home page will show it.
  const card = {
    title: title.trim() || "The service's title",
    slug,
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
        <TextField
          label="Title"
          name="title"
          required
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            if (!slugEdited) setSlug(slugify(event.target.value));
          }}
          errors={form.errors}
        />
        <TextField
          label="Slug"
          name="slug"
          hint={`The page address: /services/${slug || "…"}`}
          value={slug}
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugEdited(true);
          }}
          errors={form.errors}
        />
        <SelectField
          label="Category"
          name="category"
          required
          defaultValue={service?.category ?? ""}
          errors={form.errors}
        >
          <option value="">Choose a category</option>
          {categories.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </SelectField>
        <TextArea
          label="Short description"
          name="shortDescription"
          required
          rows={3}
          maxLength={SHORT_DESCRIPTION_MAX}
          counter={{ length: shortLength, max: SHORT_DESCRIPTION_MAX }}
          onChange={(event) => setShortLength(event.target.value.length)}
          defaultValue={service?.shortDescription}
          errors={form.errors}
        />
        <TextArea
          label="Full description"
          name="fullDescription"
          required
          rows={6}
          defaultValue={service?.fullDescription}
          errors={form.errors}
        />
        <TextArea
          label="Features"
          name="features"
          rows={5}
          hint="One per line."
          defaultValue={service?.features.join("\n")}
          errors={form.errors}
        />
        {service ? (
          <OldAddresses service={service} slugs={oldSlugs} />
        ) : (
          <NewServiceImages images={images} onChange={setImages} errors={form.errors} />
        )}
        <VisibilityField published={service?.published ?? true} what="this service" />
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

/**
 * The addresses the service had before its slug was changed, which still lead to it (decision
 * 042), each with Remove: from then on it answers "page not found". Removing keeps the dialog
 * open with whatever was typed in the form.
 */
function OldAddresses({ service, slugs }: { service: Service; slugs: string[] }) {
  const change = useAdminFetcher<typeof action>();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const removing = useRef<string | null>(null);
  useEffect(() => {
    // The removed address's button went with it: the focus waits on the list's heading.
    if (removing.current && !slugs.includes(removing.current)) {
      removing.current = null;
      heading.current?.focus();
    }
  }, [slugs]);
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-lg bg-slate-50 p-4">
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-sm font-semibold text-slate-900"
      >
        Old addresses that still lead here
      </h3>
      {slugs.length === 0 ? (
        <p className="text-sm text-slate-600">
          None. When you change the slug, the old address keeps leading here until you remove it.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            Links and bookmarks from before the slug changed. Remove one only if nothing should
            reach this service through it any more.
          </p>
          <ul className="space-y-2">
            {slugs.map((slug) => (
              <li key={slug} className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono text-sm break-all text-slate-800">/services/{slug}</span>
                <ConfirmButton
                  disabled={change.busy}
                  title={`Remove the old address /services/${slug}?`}
                  message={`Links and bookmarks to /services/${slug} will no longer reach ${service.title}: visitors will see "page not found". Another service may then take this address.`}
                  confirmLabel="Remove address"
                  onConfirm={() => {
                    removing.current = slug;
                    change.post({ intent: "remove-old-slug", id: service._id, slug });
                  }}
                >
                  Remove<span className="sr-only"> /services/{slug}</span>
                </ConfirmButton>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The images a new service starts with, as chosen so far; sent as addresses, one per line. */
function NewServiceImages({
  images,
  onChange,
  errors,
}: {
  images: string[];
  onChange: (images: string[]) => void;
  errors: FormFailure["fieldErrors"];
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Images</legend>
      <p className="text-sm text-slate-600">
        Optional. The first image is shown on the service's card; you can change this later under
        Manage Images.
      </p>
      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((url, index) => (
            <li key={url} className="space-y-2">
              <img
                src={imageSrc(url)}
                alt=""
                className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
              />
              <p className="text-xs text-slate-600">
                {index === 0 ? "Primary" : `Image ${index + 1}`}
              </p>
              <button
                type="button"
                onClick={() => onChange(images.filter((each) => each !== url))}
                className={buttonClass("secondary")}
              >
                <X aria-hidden="true" className="size-4" />
                Remove<span className="sr-only"> image {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {images.length < MAX_IMAGES_ON_CREATE ? (
        // Narrow: the empty slot only invites a file, it need not span the dialog.
        <div className="max-w-xs">
          <ImageUpload
            label={images.length === 0 ? "Add an image" : "Add another image"}
            value={null}
            onChange={(url) => onChange([...images, url])}
            errors={errors}
            previewAlt=""
            emptyText="Choose a photo to upload"
          />
        </div>
      ) : null}
      {errors.images?.[0] ? (
        <p role="alert" className="text-sm font-medium text-error-700">
          {errors.images[0]}
        </p>
      ) : null}
      <input type="hidden" name="images" value={images.join("\n")} />
    </fieldset>
  );
}

function ServiceCard({
  service,
  position,
  count,
  onEdit,
  onMove,
  onDelete,
  busy,
}: {
  service: Service;
  position: number;
  count: number;
  onEdit: () => void;
  onMove: (direction: "up" | "down") => void;
  onDelete: () => void;
  busy: boolean;
}) {
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
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <button type="button" onClick={onEdit} className={buttonClass("secondary")}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit Details<span className="sr-only"> of {service.title}</span>
          </button>
          <Link
            to={href("/admin/services/:serviceId/images", { serviceId: service._id })}
            className={buttonClass("secondary")}
          >
            <ImageIcon aria-hidden="true" className="size-4" />
            Manage Images<span className="sr-only"> of {service.title}</span>
          </Link>
          <Link
            to={href("/admin/services/:serviceId/history", { serviceId: service._id })}
            className={buttonClass("secondary")}
          >
            <ClockArrowLeft aria-hidden="true" className="size-4" />
            History<span className="sr-only"> of {service.title}</span>
          </Link>
          <ConfirmButton
            disabled={busy}
            title={`Delete ${service.title}?`}
            message={`The service, its page and its images will be removed from the website. You can restore them from the Trash for ${TRASH_DAYS} days.`}
            confirmLabel="Delete service"
            onConfirm={onDelete}
          >
            Delete<span className="sr-only"> {service.title}</span>
          </ConfirmButton>
        </div>
        <MoveButtons
          name={service.title}
          position={position}
          count={count}
          busy={busy}
          onMove={onMove}
        />
      </div>
    </li>
  );
}

export { AdminPageError as ErrorBoundary };

export default function ServicesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { services, oldSlugs } = loaderData;
  const dialog = useDialogParams(services);
  // Moves and deletions live here, not in the cards, which change or go by the time of the answer.
  const change = useAdminFetcher<typeof action>();
  const drafts = services.filter((service) => !service.published).length;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-700">
          {services.length - drafts} {services.length - drafts === 1 ? "service" : "services"} on
          the website{drafts > 0 ? `, ${drafts} ${drafts === 1 ? "draft" : "drafts"}` : ""}, shown
          in this order.
        </p>
        <button type="button" onClick={dialog.openNew} className={buttonClass()}>
          <Plus aria-hidden="true" className="size-4" />
          Add New Service
        </button>
      </div>
      {services.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {services.map((service, index) => (
            <ServiceCard
              key={service._id}
              service={service}
              position={index}
              count={services.length}
              busy={change.busy}
              onEdit={() => dialog.openEdit(service._id)}
              onMove={(direction) => change.post({ intent: "move", id: service._id, direction })}
              onDelete={() => change.post({ intent: "delete", id: service._id })}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          No services yet. Add the first one with Add New Service.
        </p>
      )}
      <Modal
        open={dialog.open}
        title={dialog.editing ? "Edit Service" : "Add New Service"}
        onClose={dialog.close}
        size="with-preview"
      >
        <ServiceForm
          key={dialog.formKey}
          service={dialog.editing ?? null}
          oldSlugs={dialog.editing ? (oldSlugs[dialog.editing._id] ?? []) : []}
          result={actionData}
          onCancel={dialog.close}
        />
      </Modal>
    </div>
  );
}
