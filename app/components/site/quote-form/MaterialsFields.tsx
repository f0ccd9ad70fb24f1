import { Plus, Trash2 } from "lucide-react";
import { MATERIAL_ROWS_MAX, MATERIAL_UNITS } from "../../../domain/inquiries.model.ts";
import { useWords } from "../../../i18n/useWords.ts";
import { type FormField, requiredAs, SelectField, TextArea, TextField } from "../../fields.tsx";
import { ContactDetailsGroup, Group, type QuoteForm } from "./shared-fields.tsx";

/** A button only the enhancement script works: hidden until the script shows it. */
function ScriptButton({
  icon: Icon,
  className,
  children,
  ...data
}: {
  icon: typeof Plus;
  className: string;
  children: React.ReactNode;
} & ({ "data-add-row": true } | { "data-remove-row": true })) {
  return (
    <button type="button" {...data} hidden className={className}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}

/** One product of the list; the enhancement shows its Remove button and renumbers the rows. */
function ProductRow({
  row,
  index,
  form,
}: {
  row: ReturnType<QuoteForm["fields"]["items"]["getFieldList"]>[number];
  index: number;
  form: QuoteForm;
}) {
  const { product, quantity, unit } = row.getFieldset();
  const { quoteFields: q } = useWords();
  const number = <span data-row-number>{index + 1}</span>;
  const [legendStart, legendEnd] = q.productRow.split("{number}");
  const [whichStart, whichEnd] = q.removeWhich.split("{number}");
  // The first row is required, so a browser without JavaScript asks for one product.
  const cell = (field: FormField) => requiredAs(field, index === 0);
  return (
    <fieldset
      data-row
      className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[3fr_1fr_1fr_auto] sm:items-start"
    >
      <legend className="sr-only">
        {legendStart}
        {number}
        {legendEnd}
      </legend>
      <TextField label={q.product} markOptional={false} {...form.typed(cell(product))} />
      <TextField
        label={q.quantity}
        type="number"
        inputMode="decimal"
        markOptional={false}
        {...form.typed(cell(quantity))}
      />
      <SelectField label={q.unit} markOptional={false} {...form.choice(cell(unit))}>
        <option value="">{q.unit}</option>
        {MATERIAL_UNITS.map((choice) => (
          <option key={choice} value={choice}>
            {q.units[choice]}
          </option>
        ))}
      </SelectField>
      <ScriptButton
        data-remove-row
        icon={Trash2}
        className="inline-flex items-center justify-center gap-2 self-end rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        {q.remove}
        <span className="sr-only">
          {whichStart}
          {number}
          {whichEnd}
        </span>
      </ScriptButton>
    </fieldset>
  );
}

/** The building materials form: the products, row by row, the delivery, the contact details. */
export function MaterialsFields({ form }: { form: QuoteForm }) {
  const { fields, typed } = form;
  const { quoteFields: q } = useWords();
  const { items } = fields;
  const itemsError = items.errors?.[0];
  return (
    <>
      <fieldset
        data-rows
        data-max-rows={MATERIAL_ROWS_MAX}
        data-messages={form.messagesOf(items)}
        aria-describedby={items.errorId}
        className="grid gap-4 border-t border-slate-200 pt-6"
      >
        <legend className="float-left mb-1 w-full text-lg font-semibold text-slate-900">
          {q.products}
        </legend>
        <p className="text-sm text-slate-600">{q.productsHint}</p>
        <p
          id={items.errorId}
          data-error-for="items"
          hidden={!itemsError}
          className="text-sm font-medium text-error-700"
        >
          {itemsError}
        </p>
        {items
          .getFieldList()
          .slice(0, MATERIAL_ROWS_MAX)
          .map((row, index) => (
            <ProductRow key={row.key} row={row} index={index} form={form} />
          ))}
        <div>
          <ScriptButton
            data-add-row
            icon={Plus}
            className="inline-flex items-center gap-2 rounded-md border border-primary-700 px-4 py-2 font-semibold text-primary-700 hover:bg-primary-50"
          >
            {q.addProduct}
          </ScriptButton>
        </div>
      </fieldset>
      <Group legend={q.delivery}>
        <TextField
          label={q.deliveryTown}
          autoComplete="address-level2"
          {...typed(fields.deliveryTown)}
        />
        <TextField label={q.neededBy} type="date" {...typed(fields.neededBy)} />
        <TextArea
          label={q.notes}
          rows={3}
          className="sm:col-span-2"
          hint={q.notesHint}
          {...typed(fields.notes)}
        />
      </Group>
      <ContactDetailsGroup form={form} />
    </>
  );
}
