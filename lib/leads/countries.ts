/**
 * The country list of every lead form: one entry per country with its own dial code,
 * the clinic's target markets first (docs/product.md: the first site's list repeated
 * countries and gave several the wrong code). The value a form sends is the ISO code,
 * because +1 alone cannot tell the United States from Canada.
 */
export type Country = { iso: string; name: string; dial: string };

const targets: Country[] = [
  { iso: "US", name: "United States", dial: "+1" },
  { iso: "CA", name: "Canada", dial: "+1" },
  { iso: "GB", name: "United Kingdom", dial: "+44" },
  { iso: "AU", name: "Australia", dial: "+61" },
  { iso: "AE", name: "United Arab Emirates", dial: "+971" },
  { iso: "IN", name: "India", dial: "+91" },
];

const others: Country[] = [
  { iso: "AR", name: "Argentina", dial: "+54" },
  { iso: "AT", name: "Austria", dial: "+43" },
  { iso: "BH", name: "Bahrain", dial: "+973" },
  { iso: "BD", name: "Bangladesh", dial: "+880" },
  { iso: "BE", name: "Belgium", dial: "+32" },
  { iso: "BR", name: "Brazil", dial: "+55" },
  { iso: "CN", name: "China", dial: "+86" },
  { iso: "DK", name: "Denmark", dial: "+45" },
  { iso: "EG", name: "Egypt", dial: "+20" },
  { iso: "FJ", name: "Fiji", dial: "+679" },
  { iso: "FI", name: "Finland", dial: "+358" },
  { iso: "FR", name: "France", dial: "+33" },
  { iso: "DE", name: "Germany", dial: "+49" },
  { iso: "GR", name: "Greece", dial: "+30" },
  { iso: "HK", name: "Hong Kong", dial: "+852" },
  { iso: "ID", name: "Indonesia", dial: "+62" },
  { iso: "IE", name: "Ireland", dial: "+353" },
  { iso: "IL", name: "Israel", dial: "+972" },
  { iso: "IT", name: "Italy", dial: "+39" },
  { iso: "JP", name: "Japan", dial: "+81" },
  { iso: "KE", name: "Kenya", dial: "+254" },
  { iso: "KW", name: "Kuwait", dial: "+965" },
  { iso: "MY", name: "Malaysia", dial: "+60" },
  { iso: "MU", name: "Mauritius", dial: "+230" },
  { iso: "MX", name: "Mexico", dial: "+52" },
  { iso: "NP", name: "Nepal", dial: "+977" },
  { iso: "NL", name: "Netherlands", dial: "+31" },
  { iso: "NZ", name: "New Zealand", dial: "+64" },
  { iso: "NG", name: "Nigeria", dial: "+234" },
  { iso: "NO", name: "Norway", dial: "+47" },
  { iso: "OM", name: "Oman", dial: "+968" },
  { iso: "PK", name: "Pakistan", dial: "+92" },
  { iso: "PH", name: "Philippines", dial: "+63" },
  { iso: "PL", name: "Poland", dial: "+48" },
  { iso: "PT", name: "Portugal", dial: "+351" },
  { iso: "QA", name: "Qatar", dial: "+974" },
  { iso: "RU", name: "Russia", dial: "+7" },
  { iso: "SA", name: "Saudi Arabia", dial: "+966" },
  { iso: "SG", name: "Singapore", dial: "+65" },
  { iso: "ZA", name: "South Africa", dial: "+27" },
  { iso: "KR", name: "South Korea", dial: "+82" },
  { iso: "ES", name: "Spain", dial: "+34" },
  { iso: "LK", name: "Sri Lanka", dial: "+94" },
  { iso: "SE", name: "Sweden", dial: "+46" },
  { iso: "CH", name: "Switzerland", dial: "+41" },
  { iso: "TH", name: "Thailand", dial: "+66" },
  { iso: "TT", name: "Trinidad and Tobago", dial: "+1" },
  { iso: "TR", name: "Turkey", dial: "+90" },
  { iso: "UG", name: "Uganda", dial: "+256" },
  { iso: "VN", name: "Vietnam", dial: "+84" },
];

export const countries: Country[] = [...targets, ...others];

export const countryByIso = (iso: string): Country | undefined => countries.find((c) => c.iso === iso);

/** Countries whose national numbers are exactly ten digits, where the first site's ten-digit messages hold. */
export const tenDigitDialCodes = new Set(["+1", "+91"]);
