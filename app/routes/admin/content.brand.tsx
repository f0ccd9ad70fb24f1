import { useState } from "react";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog.tsx";
import { ImageUpload } from "../../components/admin/ImageUpload.tsx";
import { Panel } from "../../components/admin/Panel.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { Logo } from "../../components/site/Logo.tsx";
import { getBrand, updateBrand } from "../../domain/brand.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import type { Route } from "./+types/content.brand";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Logo" };

const FAILED = "The logo was not saved.";

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => ({
  brand: await getBrand(app.db),
}));

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    save: {
      failed: FAILED,
      run: async ({ app, user, input }) => {
        const { logo } = await updateBrand(app.db, input, user);
        return logo
          ? "Logo saved: the site now shows it."
          : "Logo removed: the site shows the built-in one.";
      },
    },
  });
}

export { AdminPageError as ErrorBoundary };

/** The logo as the site's header (white) and footer (dark) will show it. */
function LogoPreview({ logo }: { logo: string | null }) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200">
      <div className="bg-white p-4">
        <Logo uploaded={logo} on="light" />
      </div>
      <div className="on-dark bg-slate-900 p-4">
        <Logo uploaded={logo} on="dark" />
      </div>
    </div>
  );
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
  const { busy, post } = useAdminFetcher<typeof action>();
  const [confirmRemove, setConfirmRemove] = useState(false);
  // The first save has no version to check against: nothing was stored before it.
  const save = (logo: string) =>
    post({ intent: "save", logo, ...(brand.version ? { version: brand.version } : {}) });

  return (
    <div className="grid max-w-5xl gap-8 lg:grid-cols-2">
      <Panel
        title="Your logo"
        description="Shown in the header and the footer of every page instead of the built-in logo. Use a wide PNG with a transparent background, drawn for a white page; it is shown 40 pixels high. Uploading saves it at once."
      >
        <ImageUpload
          label="Logo"
          value={brand.logo}
          onChange={save}
          onRemove={() => setConfirmRemove(true)}
          previewAlt="The uploaded logo"
          shape="whole"
          emptyText="None: the site shows the built-in logo."
          disabled={busy}
        />
        <ConfirmDialog
          open={confirmRemove}
          title="Remove your logo?"
          message="The site goes back to the built-in logo. You can upload yours again at any time."
          confirmLabel="Remove logo"
          onCancel={() => setConfirmRemove(false)}
          onConfirm={() => {
            setConfirmRemove(false);
            save("");
          }}
        />
      </Panel>
      <Panel title="Preview">
        <LogoPreview logo={brand.logo} />
      </Panel>
    </div>
  );
}
