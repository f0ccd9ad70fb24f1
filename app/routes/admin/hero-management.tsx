import { useState } from "react";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog.tsx";
import { HeroTabs } from "../../components/admin/HeroTabs.tsx";
import { ImageUpload } from "../../components/admin/ImageUpload.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import type { HeroPage } from "../../domain/page-content.schema.ts";
import { getHero, setHeroSlot } from "../../domain/page-content.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import type { Route } from "./+types/hero-management";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Hero" };

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => ({
  hero: await getHero(app.db),
}));

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    slot: {
      failed: "Failed to update hero content.",
      run: async ({ app, user, input }) => {
        await setHeroSlot(app.db, input, user);
        return "Hero content updated successfully!";
      },
    },
  });
}

export { AdminPageError as ErrorBoundary };

/** One slide: uploading an image saves it in its slot at once; removing asks first. */
function Slot({ hero, slot }: { hero: HeroPage; slot: number }) {
  const image = hero.images[slot] ?? null;
  const { busy, post } = useAdminFetcher<typeof action>();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const label = `Slide ${slot + 1}`;
  const save = (value: string) =>
    post({ intent: "slot", slot, image: value, version: hero.version });

  return (
    <li className="flex flex-col rounded-xl bg-white p-4 shadow-sm">
      <ImageUpload
        label={label}
        value={image}
        onChange={save}
        onRemove={() => setConfirmRemove(true)}
        previewAlt={`${label} of the home page slideshow`}
        emptyText="Empty: this slide is not shown."
        labelAsHeading
        disabled={busy}
      />
      <ConfirmDialog
        open={confirmRemove}
        title={`Remove ${label.toLowerCase()}?`}
        message="The image leaves the home page slideshow. You can upload another one at any time."
        confirmLabel="Remove image"
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() => {
          setConfirmRemove(false);
          save("");
        }}
      />
    </li>
  );
}

export default function HeroManagement({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData;
  return (
    <div className="space-y-6">
      <HeroTabs />
      <p className="max-w-3xl text-slate-700">
        The home page slideshow shows these images in this order, one every 5 seconds. Empty slots
        are skipped. Large photos are fine: they are made smaller for phones automatically.
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {hero.images.map((_, slot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the four slots are positions.
          <Slot key={slot} hero={hero} slot={slot} />
        ))}
      </ul>
    </div>
  );
}
