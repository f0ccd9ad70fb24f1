import { COUNTRY_SIDES, INCOTERMS, SHIPPING_MODES } from "../../../domain/inquiries.model.ts";
import { SelectField, TextArea, TextField } from "../../fields.tsx";
import { Checkbox, ContactDetailsGroup, Group, type QuoteForm } from "./shared-fields.tsx";

function CountrySelect({ label, ...choice }: { label: string } & ReturnType<QuoteForm["choice"]>) {
  return (
    <SelectField label={label} {...choice}>
      <option value="">Choose a country</option>
      {COUNTRY_SIDES.map((country) => (
        <option key={country}>{country}</option>
      ))}
    </SelectField>
  );
}

/** The logistics form: the route, the cargo, the contact details. */
export function LogisticsFields({ form }: { form: QuoteForm }) {
  const { fields, typed, choice } = form;
  return (
    <>
      <Group legend="The route">
        <TextField label="From: city or port" {...typed(fields.originPlace)} />
        <CountrySelect label="From: country" {...choice(fields.originCountry)} />
        <TextField label="To: city or port" {...typed(fields.destinationPlace)} />
        <CountrySelect label="To: country" {...choice(fields.destinationCountry)} />
      </Group>
      <Group legend="The cargo">
        <SelectField
          label="How should it travel?"
          className="sm:col-span-2"
          {...choice(fields.mode)}
        >
          <option value="">Choose a mode</option>
          {SHIPPING_MODES.map((mode) => (
            <option key={mode.value} value={mode.value}>
              {mode.label}
            </option>
          ))}
        </SelectField>
        <TextArea
          label="Cargo description"
          rows={4}
          className="sm:col-span-2"
          hint="What it is, how it is packed, and anything special (fragile, hazardous, refrigerated)."
          {...typed(fields.cargo)}
        />
        <TextField
          label="Weight (kg)"
          type="number"
          inputMode="decimal"
          {...typed(fields.weightKg)}
        />
        <TextField
          label="Volume (m³)"
          type="number"
          inputMode="decimal"
          {...typed(fields.volumeM3)}
        />
        <TextField label="Ready for collection on" type="date" {...typed(fields.readyDate)} />
        <SelectField label="Incoterm" {...choice(fields.incoterm)}>
          <option value="">Not sure</option>
          {INCOTERMS.map((incoterm) => (
            <option key={incoterm}>{incoterm}</option>
          ))}
        </SelectField>
        <Checkbox
          {...choice(fields.ctnHelp)}
          label="I would like help with Liberia's Cargo Tracking Note (CTN) and pre-shipment inspection"
        />
      </Group>
      <ContactDetailsGroup form={form} />
    </>
  );
}
