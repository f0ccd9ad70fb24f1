import { ArrowDown, ArrowUp, Pencil, Plus, Trash2, X } from "lucide-react";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog.tsx";
import { buttonClass, TextArea, TextField } from "../../components/admin/fields.tsx";
import { Modal } from "../../components/admin/Modal.tsx";
import { useToast } from "../../components/admin/Toast.tsx";
import { UploadProgress } from "../../components/admin/UploadProgress.tsx";
import { Avatar } from "../../components/site/Avatar.tsx";
import type { FieldErrors } from "../../domain/errors.ts";
import { ACCEPTED_IMAGE_TYPES } from "../../domain/media.model.ts";
import { SOCIAL_NETWORKS, type TeamMember } from "../../domain/team.model.ts";
import { TeamMemberInputSchema } from "../../domain/team.schema.ts";
import { listTeamMembers } from "../../domain/team.server.ts";
import { adminUser } from "../../http/auth.server.ts";
import { appServices } from "../../http/context.server.ts";
import { formDataToObject, validateForm } from "../../lib/forms.ts";
import { imageSrc } from "../../lib/images.ts";
import { readFileAsDataUrl, sendWithProgress } from "../../lib/upload.ts";
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

export async function loader({ context }: Route.LoaderArgs) {
  adminUser(context);
  return { team: await listTeamMembers(appServices(context).db) };
}

/**
 * Add or edit a member. It saves through the REST API so the photo (sent as a data URL) can
 * show its upload progress; field errors come back keyed like the form's names.
 */
function MemberForm({ member, onSaved }: { member: TeamMember | null; onSaved: () => void }) {
  const toast = useToast();
  const photoId = useId();
  const photoErrorId = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  // undefined: keep the current photo; null: remove it; a data URL: the new photo.
  const [photo, setPhoto] = useState<string | null | undefined>(undefined);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const failed = member ? "Failed to update team member." : "Failed to add team member.";
  const shownPhoto = photo === undefined ? (member?.image ?? null) : photo;

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      setPhotoError(
        "This file is not an image. Please choose a JPEG, PNG, WebP, AVIF or GIF file.",
      );
      return;
    }
    setPhotoError(null);
    setPhoto(await readFileAsDataUrl(file));
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const found = validateForm(TeamMemberInputSchema, form, { invalid: failed });
    if (found) {
      setErrors(found.fieldErrors);
      toast.error(found.message);
      return;
    }
    const body = {
      ...formDataToObject(form),
      ...(photo !== undefined ? { image: photo } : {}),
    };
    setProgress(0);
    const sent = await sendWithProgress(
      member ? "PUT" : "POST",
      member ? `/api/team/${member._id}` : "/api/team",
      body,
      setProgress,
    );
    setProgress(null);
    if (sent.status === 200 || sent.status === 201) {
      toast.success(
        member ? "Team member updated successfully!" : "Team member added successfully!",
      );
      onSaved();
      return;
    }
    setErrors((sent.body.errors as FieldErrors | undefined) ?? {});
    toast.error(sent.status === 409 ? String(sent.body.message) : failed);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {member ? <input type="hidden" name="version" value={member.version} /> : null}
      <div className="flex flex-wrap items-center gap-4">
        {shownPhoto ? (
          <img
            src={imageSrc(shownPhoto)}
            alt={member ? member.name : "The new team member"}
            className="size-24 rounded-full object-cover"
          />
        ) : (
          <span className="flex size-24 items-center justify-center rounded-full bg-slate-100 text-center text-xs text-slate-600">
            No photo
          </span>
        )}
        <div className="space-y-2">
          <label htmlFor={photoId} className="block text-sm font-medium text-slate-800">
            Photo
          </label>
          <input
            id={photoId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            aria-invalid={Boolean(photoError)}
            aria-describedby={photoError ? photoErrorId : undefined}
            onChange={(event) => void choosePhoto(event.target.files?.[0])}
            className="block text-sm"
          />
          {photoError ? (
            <p id={photoErrorId} className="text-sm font-medium text-red-700">
              {photoError}
            </p>
          ) : null}
          {shownPhoto ? (
            <button
              type="button"
              onClick={() => setPhoto(null)}
              className={buttonClass("secondary")}
            >
              <X aria-hidden="true" className="size-4" />
              Remove photo
            </button>
          ) : null}
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" name="name" required defaultValue={member?.name} errors={errors} />
        <TextField
          label="Position"
          name="position"
          required
          defaultValue={member?.position}
          errors={errors}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          defaultValue={member?.email}
          errors={errors}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          defaultValue={member?.phone}
          errors={errors}
        />
      </div>
      <TextArea label="Bio" name="bio" rows={3} defaultValue={member?.bio} errors={errors} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Social links (optional)</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={NETWORK_LABELS[network]}
            name={`socialLinks.${network}`}
            type="url"
            placeholder="https://"
            defaultValue={member?.socialLinks[network] ?? ""}
            errors={errors}
          />
        ))}
      </fieldset>
      {progress !== null ? <UploadProgress fraction={progress} label="Saving" /> : null}
      <div className="flex justify-end">
        <button type="submit" disabled={progress !== null} className={buttonClass()}>
          {progress !== null ? "Saving..." : member ? "Save Changes" : "Add Team Member"}
        </button>
      </div>
    </form>
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
  onMove: (offset: -1 | 1) => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-col items-center rounded-xl bg-white p-5 text-center shadow-sm">
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
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={busy}
          className={buttonClass("secondary")}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete<span className="sr-only"> {member.name}</span>
        </button>
        <button
          type="button"
          aria-label={`Move ${member.name} up`}
          disabled={busy || position === 0}
          onClick={() => onMove(-1)}
          className={buttonClass("secondary")}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={`Move ${member.name} down`}
          disabled={busy || position === count - 1}
          onClick={() => onMove(1)}
          className={buttonClass("secondary")}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${member.name}?`}
        message="The team member will be removed from the website."
        confirmLabel="Delete team member"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </li>
  );
}

export default function TeamAdmin({ loaderData }: Route.ComponentProps) {
  const { team } = loaderData;
  const toast = useToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<TeamMember | "new" | null>(null);
  const [busy, setBusy] = useState(false);

  const request = async (method: "PUT" | "DELETE", url: string, body?: unknown) => {
    setBusy(true);
    const response = await fetch(url, {
      method,
      headers: body ? { "Content-Type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).catch(() => null);
    setBusy(false);
    revalidator.revalidate();
    return Boolean(response?.ok);
  };

  const move = async (index: number, offset: -1 | 1) => {
    const ids = team.map((member) => member._id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + offset, 0, moved);
    if (await request("PUT", "/api/team/order", { ids }))
      toast.success("Team order updated successfully!");
    else toast.error("Failed to update the team order.");
  };

  const remove = async (member: TeamMember) => {
    if (await request("DELETE", `/api/team/${member._id}`))
      toast.success("Team member deleted successfully!");
    else toast.error("Failed to delete team member.");
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-700">The team page shows the members in this order.</p>
        <button type="button" onClick={() => setEditing("new")} className={buttonClass()}>
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
              busy={busy}
              onEdit={() => setEditing(member)}
              onMove={(offset) => void move(index, offset)}
              onDelete={() => void remove(member)}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">No team members yet.</p>
      )}
      <Modal
        open={editing !== null}
        title={editing === "new" ? "Add Team Member" : "Edit Team Member"}
        onClose={() => setEditing(null)}
      >
        {editing !== null ? (
          <MemberForm
            key={editing === "new" ? "new" : `${editing._id}-${editing.version}`}
            member={editing === "new" ? null : editing}
            onSaved={() => {
              setEditing(null);
              revalidator.revalidate();
            }}
          />
        ) : null}
      </Modal>
    </div>
  );
}
