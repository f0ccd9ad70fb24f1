import { ArrowLeft, Star, Upload } from "lucide-react";
import { useState } from "react";
import { Form, href, Link } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { ConfirmButton } from "../../components/admin/ConfirmButton.tsx";
import { ImageUpload } from "../../components/admin/ImageUpload.tsx";
import { ItemActionButton } from "../../components/admin/ItemActionButton.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { errorsOf, useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
import { TextField } from "../../components/fields.tsx";
import type { Service, ServiceImage } from "../../domain/services.model.ts";
import { ServiceImageInputSchema } from "../../domain/services.schema.ts";
import {
  addServiceImage,
  getServiceById,
  removeServiceImage,
  setPrimaryImage,
} from "../../domain/services.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { imageSrc } from "../../lib/images.ts";
import type { Route } from "./+types/services.$serviceId.images";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Service Images" };

const SERVICES = { to: href("/admin/services"), label: "Back to Services List" };

export const loader = adminLoader(async ({ app, params }: MemberCall<Route.LoaderArgs>) => ({
  service: await getServiceById(app.db, params.serviceId),
}));

export async function action(args: Route.ActionArgs) {
  const serviceId = args.params.serviceId;
  return handleAdminAction(args, {
    add: {
      failed: "Failed to add image.",
      run: async ({ app, user, input }) => {
        await addServiceImage(app.db, serviceId, input, user);
        return "Image added successfully!";
      },
    },
    primary: {
      failed: "Failed to set primary image.",
      run: async ({ app, user, input }) => {
        await setPrimaryImage(app.db, serviceId, String(input.imageId), user);
        return "Primary image updated successfully!";
      },
    },
    delete: {
      failed: "Failed to delete image.",
      run: async ({ app, user, input }) => {
        await removeServiceImage(app.db, serviceId, String(input.imageId), user);
        return "Image deleted successfully!";
      },
    },
  });
}

export function ErrorBoundary() {
  return <AdminPageError back={SERVICES} />;
}

function AddImageForm({
  service,
  result,
}: {
  service: Service;
  result: Route.ComponentProps["actionData"];
}) {
  const form = useSchemaForm({
    result,
    schema: ServiceImageInputSchema,
    defaultValue: {},
    invalidMessage: "Failed to add image.",
    missingMessage: "Please select an image file.",
  });
  const { fields } = form;
  const [image, setImage] = useState<string | null>(null);

  return (
    <Form {...form.formProps} className="max-w-2xl space-y-4 rounded-xl bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">Add an image</h2>
      <SaveFields intent="add" />
      <ImageUpload
        label="Image file"
        name={fields.imageData.name}
        value={image}
        onChange={setImage}
        errors={errorsOf(fields.imageData)}
        previewAlt="The image to add"
        // The button says what to do; an empty box the size of a photo only pushes the rest down.
        emptyText={null}
      />
      <TextField
        label="Description for screen readers"
        field={fields.alt}
        maxLength={200}
        placeholder={service.title}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="isPrimary" className="size-4" />
        Show this image first (primary)
      </label>
      <button type="submit" disabled={form.saving} className={buttonClass()}>
        <Upload aria-hidden="true" className="size-4" />
        {form.saving ? "Adding..." : "Add Image"}
      </button>
      {form.unsavedDialog}
    </Form>
  );
}

function ImageCard({ image }: { image: ServiceImage }) {
  const { busy, post } = useAdminFetcher<typeof action>();
  const submit = (intent: "primary" | "delete") => post({ intent, imageId: image._id });

  return (
    <li className="overflow-hidden rounded-xl bg-white shadow-sm">
      <div className="relative aspect-[4/3] bg-slate-100">
        <img src={imageSrc(image.url)} alt={image.alt} className="size-full object-cover" />
        {image.isPrimary ? (
          <span className="absolute top-2 left-2 rounded-full bg-secondary-400 px-3 py-1 text-xs font-bold text-slate-900">
            Primary
          </span>
        ) : null}
      </div>
      <div className="space-y-3 p-4">
        <p className="text-sm text-slate-700">{image.alt}</p>
        <div className="flex flex-wrap gap-2">
          {!image.isPrimary ? (
            <ItemActionButton
              icon={Star}
              label="Set Primary"
              item={` for ${image.alt}`}
              disabled={busy}
              onClick={() => submit("primary")}
            />
          ) : null}
          <ConfirmButton
            disabled={busy}
            title="Delete this image?"
            message="The image will be removed from the service's page."
            confirmLabel="Delete image"
            onConfirm={() => submit("delete")}
          >
            Delete<span className="sr-only"> image: {image.alt}</span>
          </ConfirmButton>
        </div>
      </div>
    </li>
  );
}

export default function ServiceImages({ loaderData, actionData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-xl font-bold text-slate-900">Images of {service.title}</h2>
        <Link to={SERVICES.to} className={buttonClass("secondary")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {SERVICES.label}
        </Link>
      </div>
      <AddImageForm key={service.version} service={service} result={actionData} />
      {service.images.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {service.images.map((image) => (
            <ImageCard key={image._id} image={image} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          No images yet. Visitors see a placeholder until you add one.
        </p>
      )}
    </div>
  );
}
