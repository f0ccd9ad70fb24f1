import { ClockArrowLeft, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Form, href, Link } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import { ConfirmButton } from "../../components/admin/ConfirmButton.tsx";
import { ImageUpload } from "../../components/admin/ImageUpload.tsx";
import { Modal } from "../../components/admin/Modal.tsx";
import { MoveButtons } from "../../components/admin/MoveButtons.tsx";
import { FORM_WITH_PREVIEW, Preview } from "../../components/admin/Preview.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { useAdminFetcher } from "../../components/admin/useAdminFetcher.ts";
import { useAdminForm } from "../../components/admin/useAdminForm.tsx";
import { useDialogParams } from "../../components/admin/useDialogParams.ts";
import { DraftBadge, VisibilityField } from "../../components/admin/VisibilityField.tsx";
import { TextArea, TextField } from "../../components/fields.tsx";
import { Avatar } from "../../components/site/Avatar.tsx";
import { TeamMemberCard } from "../../components/site/TeamMemberCard.tsx";
import { TRASH_DAYS } from "../../domain/revisions.model.ts";
import { SOCIAL_NETWORKS, type SocialNetwork, type TeamMember } from "../../domain/team.model.ts";
import { TeamMemberInputSchema } from "../../domain/team.schema.ts";
import {
  createTeamMember,
  deleteTeamMember,
  listTeamMembers,
  moveTeamMember,
  updateTeamMember,
} from "../../domain/team.server.ts";
import { type AdminCall, adminLoader, handleAdminAction } from "../../http/admin-routes.server.ts";
import type { FormFailure } from "../../lib/forms.ts";
import type { Route } from "./+types/team";
import type { AdminHandle } from "./layout.tsx";

export const handle: AdminHandle = { title: "Team Members" };

const NETWORK_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  facebook: "Facebook",
  instagram: "Instagram",
  other: "Other website",
};

export const loader = adminLoader(async ({ app }: AdminCall<Route.LoaderArgs>) => ({
  team: await listTeamMembers(app.db, { includeDrafts: true }),
}));

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    create: {
      failed: "Failed to add team member.",
      run: async ({ app, user, input }) => {
        await createTeamMember(app.db, input, user);
        return "Team member added successfully!";
      },
    },
    update: {
      failed: "Failed to update team member.",
      run: async ({ app, user, input }) => {
        await updateTeamMember(app.db, String(input.id), input, user);
        return "Team member updated successfully!";
      },
    },
    move: {
      failed: "Failed to update the team order.",
      run: async ({ app, user, input }) => {
        await moveTeamMember(app.db, input, user);
        return "Team order updated successfully!";
      },
    },
    delete: {
      failed: "Failed to delete team member.",
      run: async ({ app, input, user }) => {
        await deleteTeamMember(app.db, String(input.id), user);
        return "Team member deleted successfully!";
      },
    },
  });
}

export { AdminPageError as ErrorBoundary };

interface MemberValues {
  name: string;
  position: string;
  bio: string;
  email: string;
  phone: string;
  socialLinks: Partial<Record<SocialNetwork, string>>;
}

/**
 * Add or edit a member; a chosen photo is uploaded at once and saved with the form. Their card
 * is previewed beside the fields (below them on a phone) as the team page will show it.
 */
function MemberForm({
  member,
  result,
}: {
  member: TeamMember | null;
  result: FormFailure | undefined;
}) {
  const form = useAdminForm<MemberValues>({
    result,
    schema: TeamMemberInputSchema,
    invalidMessage: member ? "Failed to update team member." : "Failed to add team member.",
  });
  const [photo, setPhoto] = useState(member?.image ?? null);
  const typed = form.values ?? {
    name: member?.name ?? "",
    position: member?.position ?? "",
    bio: member?.bio ?? "",
    email: member?.email ?? "",
    phone: member?.phone ?? "",
    socialLinks: member?.socialLinks ?? {},
  };

  return (
    <Form {...form.formProps} className={FORM_WITH_PREVIEW}>
      <div className="space-y-5">
        {form.conflictAlert}
        <SaveFields
          intent={member ? "update" : "create"}
          id={member?._id}
          version={member?.version}
        />
        <ImageUpload
          label="Photo"
          name="image"
          value={photo}
          onChange={setPhoto}
          onRemove={() => setPhoto(null)}
          errors={form.errors}
          previewAlt={member ? member.name : "The new team member"}
          shape="round"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Name"
            name="name"
            required
            defaultValue={member?.name}
            errors={form.errors}
          />
          <TextField
            label="Position"
            name="position"
            required
            defaultValue={member?.position}
            errors={form.errors}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            defaultValue={member?.email}
            errors={form.errors}
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            defaultValue={member?.phone}
            errors={form.errors}
          />
        </div>
        <TextArea label="Bio" name="bio" rows={3} defaultValue={member?.bio} errors={form.errors} />
        <VisibilityField published={member?.published ?? true} what="this member" />
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">Social links</legend>
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              label={NETWORK_LABELS[network]}
              name={`socialLinks.${network}`}
              type="url"
              placeholder="https://"
              defaultValue={member?.socialLinks[network] ?? ""}
              errors={form.errors}
            />
          ))}
        </fieldset>
      </div>
      <Preview where="as on /team" beside>
        <TeamMemberCard
          member={{ ...typed, name: typed.name.trim() || "Name", image: photo }}
          detailed
          headingLevel="h3"
        />
      </Preview>
      <div className="flex justify-end">
        <button type="submit" disabled={form.saving} className={buttonClass()}>
          {form.saving ? "Saving..." : member ? "Save Changes" : "Add Team Member"}
        </button>
      </div>
      {form.unsavedDialog}
    </Form>
  );
}

function MemberCard({
  member,
  position,
  count,
  onEdit,
  onMove,
  onDelete,
  busy,
}: {
  member: TeamMember;
  position: number;
  count: number;
  onEdit: () => void;
  onMove: (direction: "up" | "down") => void;
  onDelete: () => void;
  busy: boolean;
}) {
  return (
    <li className="flex flex-col items-center rounded-xl bg-white p-5 text-center shadow-sm">
      {member.published ? null : (
        <p className="mb-3">
          <DraftBadge />
        </p>
      )}
      <Avatar name={member.name} image={member.image} />
      <h2 className="mt-3 font-semibold text-slate-900">{member.name}</h2>
      <p className="text-sm text-primary-700">{member.position}</p>
      {member.email ? (
        <p className="mt-1 text-sm break-all text-slate-700">{member.email}</p>
      ) : null}
      {member.phone ? <p className="text-sm text-slate-700">{member.phone}</p> : null}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <button type="button" onClick={onEdit} className={buttonClass("secondary")}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {member.name}</span>
        </button>
        <Link
          to={href("/admin/team/:memberId/history", { memberId: member._id })}
          className={buttonClass("secondary")}
        >
          <ClockArrowLeft aria-hidden="true" className="size-4" />
          History<span className="sr-only"> of {member.name}</span>
        </Link>
        <ConfirmButton
          disabled={busy}
          title={`Delete ${member.name}?`}
          message={`The team member will be removed from the website. You can restore them from the Trash for ${TRASH_DAYS} days.`}
          confirmLabel="Delete team member"
          onConfirm={onDelete}
        >
          Delete<span className="sr-only"> {member.name}</span>
        </ConfirmButton>
      </div>
      <MoveButtons
        name={member.name}
        position={position}
        count={count}
        busy={busy}
        onMove={onMove}
      />
    </li>
  );
}

export default function TeamAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { team } = loaderData;
  const dialog = useDialogParams(team);
  // Moves and deletions live here, not in the cards, which change or go by the time of the answer.
  const change = useAdminFetcher<typeof action>();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-700">The team page shows the published members in this order.</p>
        <button type="button" onClick={dialog.openNew} className={buttonClass()}>
          <Plus aria-hidden="true" className="size-4" />
          Add Team Member
        </button>
      </div>
      {team.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {team.map((member, index) => (
            <MemberCard
              key={member._id}
              member={member}
              position={index}
              count={team.length}
              busy={change.busy}
              onEdit={() => dialog.openEdit(member._id)}
              onMove={(direction) => change.post({ intent: "move", id: member._id, direction })}
              onDelete={() => change.post({ intent: "delete", id: member._id })}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">No team members yet.</p>
      )}
      <Modal
        open={dialog.open}
        title={dialog.editing ? "Edit Team Member" : "Add Team Member"}
        onClose={dialog.close}
        size="with-preview"
      >
        <MemberForm key={dialog.formKey} member={dialog.editing ?? null} result={actionData} />
      </Modal>
    </div>
  );
}
