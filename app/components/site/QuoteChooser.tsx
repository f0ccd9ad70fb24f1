import { ArrowRight } from "lucide-react";
import { QUOTE_LINES } from "../../domain/inquiries.model.ts";
import { fill } from "../../i18n/fill.ts";
import { usePathIn, useWords } from "../../i18n/useWords.ts";
import { CategoryIcon } from "./CategoryIcon.tsx";

/** The three business lines' quote forms as cards, each with its icon and one line. */
export function QuoteChooser() {
  const pathIn = usePathIn();
  const { quoteCards, services } = useWords();
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-3">
      {QUOTE_LINES.map((line) => (
        <li key={line.value}>
          <a
            href={pathIn(`/quote/${line.value}`)}
            className="flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-primary-700 hover:shadow-md"
          >
            <CategoryIcon category={line.value} />
            <span>
              <span className="flex items-center gap-1 font-semibold text-slate-900">
                {fill(quoteCards.title, { line: services.categories[line.value] })}
                <ArrowRight aria-hidden="true" className="size-4 text-primary-700" />
              </span>
              <span className="mt-1 block text-sm text-slate-700">{quoteCards[line.value]}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
