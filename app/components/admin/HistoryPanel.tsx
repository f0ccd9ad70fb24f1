import { ArrowLeft, ClockArrowLeft, Undo2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { ContentHistory, FieldChange, VersionSummary } from "../../domain/revisions.model.ts";
import { formatDate } from "../../lib/dates.ts";
import { imageSrc } from "../../lib/images.ts";
import { buttonClass } from "./buttons.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { ItemActionButton } from "./ItemActionButton.tsx";
import { Panel } from "./Panel.tsx";
import { useAdminFetcher } from "./useAdminFetcher.ts";

function savedLine(savedBy: string | null, savedAt: string) {
  return (
    <>
      saved <time dateTime={savedAt}>{formatDate(savedAt)}</time>
      {savedBy ? ` by ${savedBy}` : null}
    </>
  );
}

/** An image of a version, small: the history shows what changed, not the address. */
function Thumbnail({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={imageSrc(src)}
      alt={alt}
      width={96}
      height={72}
      loading="lazy"
      className="inline-block h-18 w-24 rounded border border-slate-200 bg-white object-cover align-middle"
    />
  );
}

/** One side of a change: its text, or for an image its thumbnail; "empty" when there is none. */
function ChangeValue({
  change,
  side,
  label,
}: {
  change: FieldChange;
  side: "before" | "after";
  label: string;
}) {
  const value = change[side];
  if (!value) return <em>empty</em>;
  if (change.image) return <Thumbnail src={value} alt={`${change.field}, ${label}`} />;
  return <>{value}</>;
}

/** What differs between two versions, field by field, each named as the reader knows it. */
function Changes({
  changes,
  before,
  after,
}: {
  changes: FieldChange[];
  before: string;
  after: string;
}) {
  if (changes.length === 0) {
    return <p className="mt-2 text-sm text-slate-600">No difference.</p>;
  }
  return (
    <dl className="mt-2 space-y-3 text-sm">
      {changes.map((change) => (
        <div key={change.field} className="rounded-md bg-slate-50 p-3">
          <dt className="font-semibold capitalize text-slate-900">{change.field}</dt>
          <dd className="mt-1 break-words text-slate-700">
            <span className="font-medium text-red-800">{before}: </span>
            <ChangeValue change={change} side="before" label={before} />
          </dd>
          <dd className="mt-1 break-words text-slate-700">
            <span className="font-medium text-green-800">{after}: </span>
            <ChangeValue change={change} side="after" label={after} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What a restore of `version` takes off the record: the images it shows now and that one did not. */
function RemovedByRestore({ version }: { version: VersionSummary }) {
  const images = version.removedByRestore;
  if (images.length === 0) return null;
  return (
    <div className="mt-4">
      <p className="font-medium text-slate-900">
        {images.length === 1
          ? "This image, added since, comes off it:"
          : `These ${images.length} images, added since, come off it:`}
      </p>
      <ul aria-label="Images the restore removes" className="mt-2 flex flex-wrap gap-2">
        {images.map((image, index) => (
          <li key={image}>
            <Thumbnail src={image} alt={`Image ${index + 1} the restore removes`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A disclosure with the changes inside: it works by keyboard and needs no script to read. */
function ChangesDisclosure({
  summary,
  ...changes
}: { summary: React.ReactNode } & React.ComponentProps<typeof Changes>) {
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-medium text-primary-700 hover:underline">
        {summary}
      </summary>
      <Changes {...changes} />
    </details>
  );
}

/** What a version changed from the one before it, when that one is kept. */
function ChangesFromPrevious({
  version,
}: {
  version: Pick<VersionSummary, "version" | "changesFromPrevious">;
}) {
  if (!version.changesFromPrevious) return null;
  return (
    <ChangesDisclosure
      summary={`What version ${version.version} changed`}
      changes={version.changesFromPrevious}
      before="Before"
      after={`Version ${version.version}`}
    />
  );
}

/**
 * An editor's history (decision 053): the versions kept of the record, newest first, each to
 * compare with the current one and to restore. The page's action answers the intent `restore`
 * with `id` (the kept version) and `version` (the current one, so a save in between is a
 * conflict, not lost).
 */
export function HistoryPanel({ history, what }: { history: ContentHistory; what: string }) {
  const restore = useAdminFetcher();
  const [asking, setAsking] = useState<VersionSummary | null>(null);
  const { current, versions } = history;

  return (
    <Panel
      icon={ClockArrowLeft}
      title="History"
      description={
        current ? (
          <>
            Now at version {current.version}, {savedLine(current.savedBy, current.savedAt)}.
          </>
        ) : undefined
      }
    >
      {current ? (
        <div className="mb-4">
          <ChangesFromPrevious version={current} />
        </div>
      ) : null}
      {versions.length === 0 ? (
        <p className="text-sm text-slate-600">
          No earlier versions yet: each save keeps the one it replaces here.
        </p>
      ) : (
        <ol className="divide-y divide-slate-200">
          {versions.map((version) => (
            <li key={version._id} className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-slate-800">
                  <span className="font-semibold">Version {version.version}</span>,{" "}
                  {savedLine(version.savedBy, version.savedAt)}
                </p>
                <ItemActionButton
                  icon={Undo2}
                  label="Restore"
                  item={` version ${version.version}`}
                  disabled={restore.busy}
                  onClick={() => setAsking(version)}
                />
              </div>
              <ChangesFromPrevious version={version} />
              <ChangesDisclosure
                summary={
                  <>
                    Compare with current
                    <span className="sr-only"> (version {version.version})</span>
                  </>
                }
                changes={version.changesFromCurrent}
                before={`Version ${version.version}`}
                after="Now"
              />
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={`Restore version ${asking?.version}?`}
        message={`${what} goes back to version ${asking?.version}. What it shows now is kept in the history, so you can come back to it.`}
        confirmLabel="Restore"
        details={asking ? <RemovedByRestore version={asking} /> : null}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) {
            restore.post({
              intent: "restore",
              id: String(asking._id),
              version: String(current?.version ?? ""),
            });
          }
          setAsking(null);
        }}
      />
    </Panel>
  );
}

/**
 * A page of its own for an item whose editor is a dialog (a service, a team member): its name,
 * the way back to its list, and its history.
 */
export function ItemHistoryPage({
  name,
  back,
  history,
  what,
}: {
  name: string;
  back: { to: string; label: string };
  history: ContentHistory;
  what: string;
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-xl font-bold text-slate-900">{name}</h2>
        <Link to={back.to} className={buttonClass("secondary")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      </div>
      <HistoryPanel history={history} what={what} />
    </div>
  );
}
