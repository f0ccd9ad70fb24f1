import { COUNTRY_SIDES, INCOTERMS, SHIPPING_MODES } from "../../../domain/inquiries.model.ts";
import { useWords } from "../../../i18n/useWords.ts";
import { SelectField, TextArea, TextField } from "../../fields.tsx";
import { Checkbox, ContactDetailsGroup, Group, type QuoteForm } from "./shared-fields.tsx";

function CountrySelect({ label, ...choice }: { label: string } & ReturnType<QuoteForm["choice"]>) {
  const { quoteFields: q } = useWords();
  return (
    <SelectField label={label} {...choice}>
      <option value="">{q.chooseCountry}</option>
      {COUNTRY_SIDES.map((country) => (
        <option key={country} value={country}>
          {q.countrySides[country]}
        </option>
      ))}
    </SelectField>
  );
}

/** The logistics form: the route, the cargo, the contact details. */
export function LogisticsFields({ form }: { form: QuoteForm }) {
  const { fields, typed, choice } = form;
  const { quoteFields: q } = useWords();
  return (
    <>
      <Group legend={q.route}>
        <TextField label={q.fromPlace} {...typed(fields.originPlace)} />
        <CountrySelect label={q.fromCountry} {...choice(fields.originCountry)} />
        <TextField label={q.toPlace} {...typed(fields.destinationPlace)} />
        <CountrySelect label={q.toCountry} {...choice(fields.destinationCountry)} />
      </Group>
      <Group legend={q.cargo}>
        <SelectField label={q.mode} className="sm:col-span-2" {...choice(fields.mode)}>
          <option value="">{q.chooseMode}</option>
          {SHIPPING_MODES.map((mode) => (
            <option key={mode.value} value={mode.value}>
              {q.modes[mode.value]}
            </option>
          ))}
        </SelectField>
        <TextArea
          label={q.cargoDescription}
          rows={4}
          className="sm:col-span-2"
          hint={q.cargoHint}
          {...typed(fields.cargo)}
        />
        <TextField label={q.weight} type="number" inputMode="decimal" {...typed(fields.weightKg)} />
        <TextField label={q.volume} type="number" inputMode="decimal" {...typed(fields.volumeM3)} />
        <TextField label={q.readyDate} type="date" {...typed(fields.readyDate)} />
        <SelectField label={q.incoterm} {...choice(fields.incoterm)}>
          <option value="">{q.notSure}</option>
          {INCOTERMS.map((incoterm) => (
            <option key={incoterm}>{incoterm}</option>
          ))}
        </SelectField>
        <Checkbox {...choice(fields.ctnHelp)} label={q.ctnHelp} />
      </Group>
      <ContactDetailsGroup form={form} />
    </>
  );
}
