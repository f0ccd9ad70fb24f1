import { FileText } from "lucide-react";
import { useId } from "react";
import { useSearchParams } from "react-router";
import type { ReplyTemplate } from "../../../domain/reply-templates.schema.ts";
import { inputClass } from "../../fields.tsx";
import { buttonClass } from "../buttons.tsx";

/** The address's parameter that names the template a reply starts from (`?template=1`). */
export const TEMPLATE_PARAM = "template";

/** The template the address asks a reply to start from, if any. */
export function useTemplateFromAddress(templates: ReplyTemplate[]): ReplyTemplate | undefined {
  const [params] = useSearchParams();
  const chosen = params.get(TEMPLATE_PARAM);
  return chosen === null ? undefined : templates[Number(chosen)];
}

/**
 * "Start from a template": a form of its own that, without JavaScript, reloads the page with
 * the chosen template in the address (the page's other parameters kept); with it, the choice
 * fills the reply box in place and nothing reloads.
 */
export function TemplatePicker({
  templates,
  onUse,
}: {
  templates: ReplyTemplate[];
  onUse: (template: ReplyTemplate) => void;
}) {
  const id = useId();
  const [params] = useSearchParams();
  const chosen = useTemplateFromAddress(templates);
  if (templates.length === 0) return null;
  const kept = [...params].filter(([name]) => name !== TEMPLATE_PARAM);
  return (
    <form
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const index = new FormData(event.currentTarget).get(TEMPLATE_PARAM);
        const template = templates[Number(index)];
        if (template) onUse(template);
      }}
      className="flex flex-wrap items-end gap-2"
    >
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
          Start from a template
        </label>
        <select
          id={id}
          name={TEMPLATE_PARAM}
          defaultValue={chosen ? String(templates.indexOf(chosen)) : "0"}
          className={inputClass}
        >
          {templates.map((template, index) => (
            <option key={template.title} value={index}>
              {template.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        <FileText aria-hidden="true" className="size-4" />
        Use template
      </button>
    </form>
  );
}
