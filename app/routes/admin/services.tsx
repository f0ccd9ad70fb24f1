import { ImageIcon, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Form, href, Link } from "react-router";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { ConfirmButton } from "../../components/admin/ConfirmButton.tsx";
import { Modal } from "../../components/admin/Modal.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { useAdminForm } from "../../components/admin/useAdminForm.tsx";
import { useDialogParams } from "../../components/admin/useDialogParams.ts";
import { SelectField, TextArea, TextField } from "../../components/fields.tsx";
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
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { imageSrc } from "../../lib/images.ts";
import type { Route } from "./+types/services";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Manage Services" };

export const loader = adminLoader(async ({ app }: AdminCall<Route.LoaderArgs>) => ({
  services: await listServices(app.db),
}));

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    create: {
      failed: "Failed to create service.",
      run: async ({ app, user, input }) => {
        await createService(app.db, input, user.username);
        return "Service created successfully!";
      },
    },
    update: {
      failed: "Failed to update service.",
      run: async ({ app, user, input }) => {
        await updateService(app.db, String(input.id), input, user.username);
        return "Service updated successfully!";
      },
    },
    delete: {
      failed: "Failed to delete service.",
      run: async ({ app, input }) => {
        await deleteService(app.db, String(input.id));
        return "Service deleted successfully.";
      },
    },
  });
}

function categoryLabel(category: string): string {
  return PUBLIC_CATEGORIES.find((item) => item.value === category)?.label ?? category;
}

/** Add or edit a service; the slug follows the title until the administrator types one. */
function ServiceForm({
  service,
  result,
}: {
  service: Service | null;
  result: FormFailure | undefined;
}) {
  const form = useAdminForm({
    result,
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
          <Link
            to={href("/admin/services/:serviceId/images", { serviceId: service._id })}
            className={buttonClass("secondary")}
          >
            <ImageIcon aria-hidden="true" className="size-4" />
            Manage Images<span className="sr-only"> of {service.title}</span>
          </Link>
          <ConfirmButton
            disabled={deleting}
            title={`Delete ${service.title}?`}
            message="The service, its page and its images will be removed from the website."
            confirmLabel="Delete service"
            onConfirm={onDelete}
          >
            Delete<span className="sr-only"> {service.title}</span>
          </ConfirmButton>
        </div>
      </div>
    </li>
  );
}

export default function ServicesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { services } = loaderData;
  const dialog = useDialogParams(services);
  // Deletion lives here, not in the card: the card is gone by the time the answer is shown.
  const deletion = useAdminFetcher<typeof action>();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-700">
          {services.length} {services.length === 1 ? "service" : "services"} on the website.
        </p>
        <button type="button" onClick={dialog.openNew} className={buttonClass()}>
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
              onEdit={() => dialog.openEdit(service._id)}
              deleting={deletion.busy}
              onDelete={() => deletion.post({ intent: "delete", id: service._id })}
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
      >
        <ServiceForm key={dialog.formKey} service={dialog.editing ?? null} result={actionData} />
      </Modal>
    </div>
  );
}
