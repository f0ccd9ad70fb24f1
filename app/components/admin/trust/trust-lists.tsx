// The lists of the trust page, each described once: its fields, its limits and its preview
// (drawn by the public site's own sections). TrustListEditor does the rest.
import { QUOTE_LINES } from "../../../domain/inquiries.model.ts";
import {
  HOME_TESTIMONIALS,
  type KeyFigure,
  type Partner,
  type Question,
  type Step,
  type Testimonial,
  TRUST_LIMITS,
} from "../../../domain/trust.model.ts";
import { SelectField, TextArea, TextField } from "../../fields.tsx";
import {
  HowItWorks,
  KeyFigures,
  Partners,
  Questions,
  Testimonials,
} from "../../site/TrustSections.tsx";
import { ImageUpload } from "../ImageUpload.tsx";
import type { TrustList } from "./TrustListEditor.tsx";

function LineOptions() {
  return QUOTE_LINES.map((line) => (
    <option key={line.value} value={line.value}>
      {line.label}
    </option>
  ));
}

export const FIGURES: TrustList<KeyFigure> = {
  name: "figures",
  itemName: "Figure",
  blank: { value: "", label: "" },
  max: TRUST_LIMITS.figures,
  filled: ["value", "label"],
  fields: (row) => (
    <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
      <TextField label="Figure" field={row.value} hint="Such as 12 or 1,400+" />
      <TextField label="What it counts" field={row.label} hint="Such as Years in business" />
    </div>
  ),
  preview: (figures, id) => <KeyFigures figures={figures} id={id} />,
  where: () => "as on the home page, below the slideshow",
};

export const STEPS: TrustList<Step> = {
  name: "steps",
  itemName: "Step",
  blank: { title: "", text: "" },
  max: TRUST_LIMITS.stepsMax,
  filled: ["title", "text"],
  fields: (row) => (
    <>
      <TextField label="Title" field={row.title} />
      <TextArea label="What happens" field={row.text} rows={2} />
    </>
  ),
  preview: (steps, id) => <HowItWorks steps={steps} id={id} className="" />,
  where: (line) => `as on each ${line} service page`,
};

export const PARTNERS: TrustList<Partner> = {
  name: "partners",
  itemName: "Partner",
  blank: { name: "", note: "", line: null, logo: null, url: "" },
  max: TRUST_LIMITS.partners,
  filled: ["name", "note"],
  complete: (partner) => ({ ...partner, line: partner.line || null, logo: partner.logo || null }),
  fields: (row, imageOf) => (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" field={row.name} />
        <SelectField label="Also on the service pages of" field={row.line} markOptional={false}>
          <option value="">No service page (home page only)</option>
          <LineOptions />
        </SelectField>
      </div>
      <TextField
        label="Accreditation or description"
        field={row.note}
        hint="Such as JCI-accredited hospital, Istanbul"
      />
      <TextField
        label="Website"
        field={row.url}
        type="url"
        hint="A full address starting with https://"
      />
      <div className="max-w-40">
        <ImageUpload
          label="Logo (optional)"
          previewAlt={`Logo of ${row.name.value || "this partner"}`}
          emptyText="No logo"
          {...imageOf(row.logo)}
        />
      </div>
    </>
  ),
  preview: (partners, id) => <Partners partners={partners} id={id} className="" />,
  where: () => "as on the home page (each also on its line's service pages)",
};

export const TESTIMONIALS: TrustList<Testimonial> = {
  name: "testimonials",
  itemName: "Testimonial",
  blank: { quote: "", name: "", place: "", line: "health-tourism", photo: null },
  max: TRUST_LIMITS.testimonials,
  filled: ["quote", "name"],
  complete: (testimonial) => ({ ...testimonial, photo: testimonial.photo || null }),
  fields: (row, imageOf) => (
    <>
      <TextArea label="What they said" field={row.quote} rows={3} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Name" field={row.name} hint="Such as Patience K." />
        <TextField label="Place" field={row.place} hint="Such as Paynesville" />
        <SelectField label="Business line" field={row.line}>
          <LineOptions />
        </SelectField>
      </div>
      <div className="max-w-[12rem]">
        <ImageUpload
          label="Photo (optional)"
          shape="round"
          previewAlt={`Photo of ${row.name.value || "this client"}`}
          emptyText="No photo"
          {...imageOf(row.photo)}
        />
      </div>
    </>
  ),
  preview: (testimonials, id) => (
    <Testimonials
      testimonials={testimonials.slice(0, HOME_TESTIMONIALS)}
      showLine
      large
      id={id}
      className=""
    />
  ),
  where: () => `as on the home page: the first ${HOME_TESTIMONIALS}`,
};

export const QUESTIONS: TrustList<Question> = {
  name: "questions",
  itemName: "Question",
  blank: { question: "", answer: "" },
  max: TRUST_LIMITS.questions,
  filled: ["question", "answer"],
  fields: (row) => (
    <>
      <TextField label="Question" field={row.question} />
      <TextArea
        label="Answer"
        field={row.answer}
        rows={3}
        hint="A blank line starts a new paragraph."
      />
    </>
  ),
  preview: (questions, id) => <Questions questions={questions} id={id} className="" />,
  where: (service) => `as on the page of ${service}`,
};
