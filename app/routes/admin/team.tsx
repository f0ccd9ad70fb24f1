import { useState } from "react";
import { Form, href } from "react-router";
import { AdminPageError } from "../../components/admin/AdminPageError.tsx";
import { buttonClass } from "../../components/admin/buttons.tsx";
import {
  CollectionScreen,
  type ItemCardControls,
} from "../../components/admin/collection/CollectionScreen.tsx";
import { ItemControls } from "../../components/admin/collection/ItemControls.tsx";
import { ImageUpload } from "../../components/admin/ImageUpload.tsx";
import { MinorEditField } from "../../components/admin/MinorEditField.tsx";
import { FORM_WITH_PREVIEW, Preview } from "../../components/admin/Preview.tsx";
import { SaveFields } from "../../components/admin/SaveFields.tsx";
import { TranslationsLine } from "../../components/admin/translations/TranslationBadges.tsx";
import { errorsOf, useSchemaForm } from "../../components/admin/useSchemaForm.tsx";
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
import type { LanguageState } from "../../domain/translations.model.ts";
import { translationStates } from "../../domain/translations.server.ts";
import { adminLoader, handleAdminAction, type MemberCall } from "../../http/admin-routes.server.ts";
import { collectionIntents } from "../../http/collection-intents.server.ts";
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

export const loader = adminLoader(async ({ app }: MemberCall<Route.LoaderArgs>) => {
  const [team, translations] = await Promise.all([
    listTeamMembers(app.db, { includeDrafts: true }),
    translationStates(app.db, "team"),
  ]);
  return { team, translations };
});

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(
    args,
    collectionIntents({
      create: {
        call: createTeamMember,
        failed: "Failed to add team member.",
        done: "Team member added successfully!",
      },
      update: {
        call: updateTeamMember,
        failed: "Failed to update team member.",
        done: "Team member updated successfully!",
      },
      move: {
        call: moveTeamMember,
        failed: "Failed to update the team order.",
        done: "Team order updated successfully!",
      },
      delete: {
        call: deleteTeamMember,
        failed: "Failed to delete team member.",
        done: "Team member deleted successfully!",
      },
    }),
  );
}

export { AdminPageError as ErrorBoundary };

/** The member as the form shows it: the saved one, or empty for a new member. */
function savedValuesOf(member: TeamMember | null) {
  return {
    name: member?.name ?? "",
    position: member?.position ?? "",
    bio: member?.bio ?? "",
    email: member?.email ?? "",
    phone: member?.phone ?? "",
    socialLinks: member?.socialLinks ?? {},
    image: member?.image ?? null,
  };
}

/** Their name, position, contact details and bio. */
function MemberTextFields({ fields }: { fields: ReturnType<typeof useMemberForm>["fields"] }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" field={fields.name} />
        <TextField label="Position" field={fields.position} />
        <TextField label="Email" field={fields.email} type="email" />
        <TextField label="Phone" field={fields.phone} type="tel" />
      </div>
      <TextArea label="Bio" field={fields.bio} rows={3} />
    </>
  );
}

/** A field for each network; one left empty shows no link. */
function SocialLinkFields({ fields }: { fields: ReturnType<typeof useMemberForm>["fields"] }) {
  const links = fields.socialLinks.getFieldset();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Social links</legend>
      {SOCIAL_NETWORKS.map((network) => (
        <TextField
          key={network}
          label={NETWORK_LABELS[network]}
          field={links[network]}
          type="url"
          placeholder="https://"
        />
      ))}
    </fieldset>
  );
}

function useMemberForm(member: TeamMember | null, result: FormFailure | undefined) {
  return useSchemaForm({
    result,
    schema: TeamMemberInputSchema,
    defaultValue: savedValuesOf(member),
    invalidMessage: member ? "Failed to update team member." : "Failed to add team member.",
  });
}

/**
 * Add or edit a member; a chosen photo is uploaded at once and saved with the form. Their card
 * is previewed beside the fields (below them on a phone) as the team page will show it.
 */
function MemberForm({
  member,
  translations,
  result,
}: {
  member: TeamMember | null;
  /** An existing member's translations, each language's state. */
  translations: LanguageState[];
  result: FormFailure | undefined;
}) {
  const form = useMemberForm(member, result);
  const [photo, setPhoto] = useState(member?.image ?? null);
  const typed = { ...savedValuesOf(null), ...form.values };

  return (
    <Form {...form.formProps} className={FORM_WITH_PREVIEW}>
      <div className="space-y-5">
        {form.conflictAlert}
        <SaveFields
          intent={member ? "update" : "create"}
          id={member?._id}
          version={member?.version}
        />
        {member ? <TranslationsLine kind="team" itemId={member._id} states={translations} /> : null}
        <ImageUpload
          label="Photo"
          name="image"
          value={photo}
          onChange={setPhoto}
          onRemove={() => setPhoto(null)}
          errors={errorsOf(form.fields.image)}
          previewAlt={member ? member.name : "The new team member"}
          shape="round"
        />
        <MemberTextFields fields={form.fields} />
        <VisibilityField published={member?.published ?? true} what="this member" />
        <SocialLinkFields fields={form.fields} />
        {member ? <MinorEditField field={form.fields.minor} /> : null}
      </div>
      <Preview where="as on /team" beside>
        <TeamMemberCard
          member={{
            ...typed,
            socialLinks: typed.socialLinks as Partial<Record<SocialNetwork, string>>,
            name: String(typed.name).trim() || "Name",
            image: photo,
          }}
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

function MemberCard({ member, controls }: { member: TeamMember; controls: ItemCardControls }) {
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
      <ItemControls
        name={member.name}
        controls={controls}
        className="mt-4 flex flex-wrap justify-center gap-2"
        editLabel={
          <>
            Edit<span className="sr-only"> {member.name}</span>
          </>
        }
        historyTo={href("/admin/team/:memberId/history", { memberId: member._id })}
        trash={{
          message: `The team member will be removed from the website. You can restore them from the Trash for ${TRASH_DAYS} days.`,
          confirmLabel: "Delete team member",
        }}
      />
    </li>
  );
}

export default function TeamAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CollectionScreen
      items={loaderData.team}
      summary="The team page shows the published members in this order."
      addLabel="Add Team Member"
      editTitle="Edit Team Member"
      empty="No team members yet."
      card={(member, controls) => <MemberCard member={member} controls={controls} />}
      form={(editing) => (
        <MemberForm
          member={editing}
          translations={editing ? (loaderData.translations[editing._id] ?? []) : []}
          result={actionData}
        />
      )}
    />
  );
}
