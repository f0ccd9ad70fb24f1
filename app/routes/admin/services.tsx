import { ImageIcon, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, useActionData, useFetcher } from "react-router";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog.tsx";
import { buttonClass, SelectField, TextArea, TextField } from "../../components/admin/fields.tsx";
import { Modal } from "../../components/admin/Modal.tsx";
import { useAdminForm } from "../../components/admin/useAdminForm.tsx";
import { useFetcherToast } from "../../components/admin/useFetcherToast.ts";
import { DomainError } from "../../domain/errors.ts";
import {
  PUBLIC_CATEGORIES,
  primaryImageOf,
  type Service,
  SHORT_DESCRIPTION_MAX,
  slugify,
} from "../../domain/services.model.ts";
import { ServiceInputSchema } from "../../domain/services.schema.ts";
import {
  createService,
  deleteService,
  listServices,
  updateService,
} from "../../domain/services.server.ts";
import { saveForm } from "../../http/admin-action.server.ts";
import { adminUser } from "../../http/auth.server.ts";
import { appServices, requestInfo } from "../../http/context.server.ts";
import { type ActionResult, formDataToObject } from "../../lib/forms.ts";
import { imageSrc } from "../../lib/images.ts";
import type { Route } from "./+types/services";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Manage Services" };

export async function loader({ context }: Route.LoaderArgs) {
  adminUser(context);
  return { services: await listServices(appServices(context).db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = adminUser(context);
  const { db } = appServices(context);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  switch (form.get("intent")) {
    case "create":
      return saveForm(context, () => createService(db, formDataToObject(form), user.username), {
        saved: "Service created successfully!",
        failed: "Failed to create service.",
      });
    case "update":
      return saveForm(context, () => updateService(db, id, formDataToObject(form), user.username), {
        saved: "Service updated successfully!",
        failed: "Failed to update service.",
      });
    case "delete":
      try {
        await deleteService(db, id);
        return data({ ok: true, message: "Service deleted successfully." });
      } catch (error) {
        if (!(error instanceof DomainError)) {
          requestInfo(context).log.error({ err: error }, "service could not be deleted");
        }
        return data({ ok: false, message: "Failed to delete service." }, { status: 400 });
      }
    default:
      return data({ ok: false, message: "Unknown action." }, { status: 400 });
  }
}

function categoryLabel(category: string): string {
  return PUBLIC_CATEGORIES.find((item) => item.value === category)?.label ?? category;
}

/** Add or edit a service; the slug follows the title until the administrator types one. */
function ServiceForm({ service }: { service: Service | null }) {
  const form = useAdminForm({
    schema: ServiceInputSchema,
    invalidMessage: service ? "Failed to update service." : "Failed to create service.",
    missingMessage: "Please fill in all required fields.",
  });
  const [title, setTitle] = useState(service?.title ?? "");
  const [slug, setSlug] = useState(service?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(Boolean(service));
  const [shortLength, setShortLength] = useState(service?.shortDescription.length ?? 0);
  const categories: { value: string; label: string }[] = [...PUBLIC_CATEGORIES];
  if (service && !categories.some((item) => item.value === service.category)) {
    categories.push({ value: service.category, label: service.category });
  }

  return (
    <Form {...form.formProps} className="space-y-5">
      {form.conflictAlert}
      <input type="hidden" name="intent" value={service ? "update" : "create"} />
      {service ? (
        <>
          <input type="hidden" name="id" value={service._id} />
          <input type="hidden" name="version" value={service.version} />
        </>
      ) : null}
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
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <button type="submit" disabled={form.saving} className={buttonClass()}>
          {form.saving ? "Saving..." : service ? "Save Changes" : "Create Service"}
        </button>
      </div>
      {form.unsavedDialog}
    </Form>
  );
}

function ServiceCard({
  service,
  onEdit,
  onDelete,
  deleting,
}: {
  service: Service;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const image = primaryImageOf(service);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
      <div className="aspect-[16/9] bg-slate-100">
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
          <Link to={`/admin/services/${service._id}/images`} className={buttonClass("secondary")}>
            <ImageIcon aria-hidden="true" className="size-4" />
            Manage Images<span className="sr-only"> of {service.title}</span>
          </Link>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={deleting}
            className={buttonClass("secondary")}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete<span className="sr-only"> {service.title}</span>
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${service.title}?`}
        message="The service, its page and its images will be removed from the website."
        confirmLabel="Delete service"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </li>
  );
}

export default function ServicesAdmin({ loaderData }: Route.ComponentProps) {
  const { services } = loaderData;
  const result = useActionData() as ActionResult | undefined;
  // null: the modal is closed; "new": adding; a service: editing it.
  const [editing, setEditing] = useState<Service | "new" | null>(null);
  // Deletion lives here, not in the card: the card is gone by the time the answer is shown.
  const deletion = useFetcher<{ ok: boolean; message: string }>();
  useFetcherToast(deletion);

  useEffect(() => {
    if (result?.ok) setEditing(null);
  }, [result]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-700">
          {services.length} {services.length === 1 ? "service" : "services"} on the website.
        </p>
        <button type="button" onClick={() => setEditing("new")} className={buttonClass()}>
          <Plus aria-hidden="true" className="size-4" />
          Add New Service
        </button>
      </div>
      {services.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {services.map((service) => (
            <ServiceCard
              key={service._id}
              service={service}
              onEdit={() => setEditing(service)}
              deleting={deletion.state !== "idle"}
              onDelete={() =>
                deletion.submit({ intent: "delete", id: service._id }, { method: "post" })
              }
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          No services yet. Add the first one with Add New Service.
        </p>
      )}
      <Modal
        open={editing !== null}
        title={editing === "new" ? "Add New Service" : "Edit Service"}
        onClose={() => setEditing(null)}
      >
        {editing !== null ? (
          <ServiceForm
            key={editing === "new" ? "new" : `${editing._id}-${editing.version}`}
            service={editing === "new" ? null : editing}
          />
        ) : null}
      </Modal>
    </div>
  );
}
