// The health form's country list: Liberia first (most patients), then its region, then the
// world in the page's alphabetical order, and "Other". Countries are ISO 3166 codes named by
// the platform's own Unicode data (Intl.DisplayNames) in each language, so no list of names is
// kept here; the request stores the English name, whatever language the form was in.
import type { Language } from "../i18n/languages.ts";

const FIRST = ["LR", "GN", "SL", "CI", "GH", "NG"];

const REST =
  "AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG CH CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA GB GD GE GM GQ GR GT GW GY HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KP KR KW KZ LA LB LC LI LK LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MR MT MU MV MW MX MY MZ NA NE NI NL NO NP NR NZ OM PA PE PG PH PK PL PS PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VN VU WS YE ZA ZM ZW".split(
    " ",
  );

/** The value a visitor sends for a country not in the list. */
export const OTHER_COUNTRY = "Other";

const ENGLISH = new Intl.DisplayNames(["en"], { type: "region" });

/** A country as the form lists it: the value it sends, and the name it shows. */
export interface CountryChoice {
  value: string;
  label: string;
}

/** The countries in the order a form in `language` lists them, without "Other". */
export function countriesIn(language: Language): CountryChoice[] {
  const names = new Intl.DisplayNames([language], { type: "region" });
  const choice = (code: string) => ({
    value: ENGLISH.of(code) ?? code,
    label: names.of(code) ?? code,
  });
  const collator = new Intl.Collator(language);
  const rest = REST.map(choice).sort((a, b) => collator.compare(a.label, b.label));
  return [...FIRST.map(choice), ...rest];
}

/** The country a fresh form has chosen. */
export const FIRST_COUNTRY = ENGLISH.of("LR") ?? "Liberia";
