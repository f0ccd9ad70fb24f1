/**
 * What a save posts besides what was typed: the action's intent and, for a record being
 * edited, its id and the version the editor started from (the server refuses the save if
 * someone saved in between).
 */
export function SaveFields({
  intent,
  id,
  version,
}: {
  intent: string;
  id?: string | undefined;
  version?: number | undefined;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
    </>
  );
}
