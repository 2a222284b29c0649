/**
 * The tz database's zones of each country in the forms' list (lib/leads/countries.ts), from the
 * tz database's zone.tab and the backward links (version 2025b, Debian's tzdata), so a zone a
 * browser names in its older spelling (Asia/Calcutta) is found too. Separated by spaces and line breaks per country,
 * to keep the browser's copy small.
 */
export const zonesByCountry: Record<string, string> = {
  US: `
    America/Adak America/Anchorage America/Atka America/Boise America/Chicago America/Denver America/Detroit
    America/Fort_Wayne America/Indiana/Indianapolis America/Indiana/Knox America/Indiana/Marengo
    America/Indiana/Petersburg America/Indiana/Tell_City America/Indiana/Vevay America/Indiana/Vincennes
    America/Indiana/Winamac America/Indianapolis America/Juneau America/Kentucky/Louisville
    America/Kentucky/Monticello America/Knox_IN America/Los_Angeles America/Louisville America/Menominee
    America/Metlakatla America/New_York America/Nome America/North_Dakota/Beulah America/North_Dakota/Center
    America/North_Dakota/New_Salem America/Phoenix America/Shiprock America/Sitka America/Yakutat Pacific/Honolulu
    Pacific/Johnston US/Alaska US/Aleutian US/Arizona US/Central US/East-Indiana US/Eastern US/Hawaii
    US/Indiana-Starke US/Michigan US/Mountain US/Pacific
  `,
  CA: `
    America/Atikokan America/Blanc-Sablon America/Cambridge_Bay America/Creston America/Dawson America/Dawson_Creek
    America/Edmonton America/Fort_Nelson America/Glace_Bay America/Goose_Bay America/Halifax America/Inuvik
    America/Iqaluit America/Moncton America/Montreal America/Nipigon America/Pangnirtung America/Rainy_River
    America/Rankin_Inlet America/Regina America/Resolute America/St_Johns America/Swift_Current America/Thunder_Bay
    America/Toronto America/Vancouver America/Whitehorse America/Winnipeg America/Yellowknife Canada/Atlantic
    Canada/Central Canada/Eastern Canada/Mountain Canada/Newfoundland Canada/Pacific Canada/Saskatchewan Canada/Yukon
  `,
  GB: "Europe/Belfast Europe/London",
  AU: `
    Antarctica/Macquarie Australia/ACT Australia/Adelaide Australia/Brisbane Australia/Broken_Hill Australia/Canberra
    Australia/Currie Australia/Darwin Australia/Eucla Australia/Hobart Australia/LHI Australia/Lindeman
    Australia/Lord_Howe Australia/Melbourne Australia/NSW Australia/North Australia/Perth Australia/Queensland
    Australia/South Australia/Sydney Australia/Tasmania Australia/Victoria Australia/West Australia/Yancowinna
  `,
  AE: "Asia/Dubai",
  IN: "Asia/Calcutta Asia/Kolkata",
  AR: `
    America/Argentina/Buenos_Aires America/Argentina/Catamarca America/Argentina/ComodRivadavia
    America/Argentina/Cordoba America/Argentina/Jujuy America/Argentina/La_Rioja America/Argentina/Mendoza
    America/Argentina/Rio_Gallegos America/Argentina/Salta America/Argentina/San_Juan America/Argentina/San_Luis
    America/Argentina/Tucuman America/Argentina/Ushuaia America/Buenos_Aires America/Catamarca America/Cordoba
    America/Jujuy America/Mendoza America/Rosario
  `,
  AT: "Europe/Vienna",
  BH: "Asia/Bahrain",
  BD: "Asia/Dacca Asia/Dhaka",
  BE: "Europe/Brussels",
  BR: `
    America/Araguaina America/Bahia America/Belem America/Boa_Vista America/Campo_Grande America/Cuiaba
    America/Eirunepe America/Fortaleza America/Maceio America/Manaus America/Noronha America/Porto_Acre
    America/Porto_Velho America/Recife America/Rio_Branco America/Santarem America/Sao_Paulo Brazil/Acre
    Brazil/DeNoronha Brazil/East Brazil/West
  `,
  CN: "Asia/Chongqing Asia/Chungking Asia/Harbin Asia/Kashgar Asia/Shanghai Asia/Urumqi",
  DK: "Europe/Copenhagen",
  EG: "Africa/Cairo",
  FJ: "Pacific/Fiji",
  FI: "Europe/Helsinki Europe/Mariehamn",
  FR: "Europe/Paris",
  DE: "Arctic/Longyearbyen Atlantic/Jan_Mayen Europe/Berlin Europe/Busingen",
  GR: "Europe/Athens",
  HK: "Asia/Hong_Kong",
  ID: "Asia/Jakarta Asia/Jayapura Asia/Makassar Asia/Pontianak Asia/Ujung_Pandang",
  IE: "Europe/Dublin",
  IL: "Asia/Jerusalem Asia/Tel_Aviv",
  IT: "Europe/Rome Europe/San_Marino Europe/Vatican",
  JP: "Asia/Tokyo",
  KE: "Africa/Asmera Africa/Nairobi",
  KW: "Asia/Kuwait",
  MY: "Asia/Kuala_Lumpur Asia/Kuching",
  MU: "Indian/Mauritius",
  MX: `
    America/Bahia_Banderas America/Cancun America/Chihuahua America/Ciudad_Juarez America/Ensenada America/Hermosillo
    America/Matamoros America/Mazatlan America/Merida America/Mexico_City America/Monterrey America/Ojinaga
    America/Santa_Isabel America/Tijuana Mexico/BajaNorte Mexico/BajaSur Mexico/General
  `,
  NP: "Asia/Kathmandu Asia/Katmandu",
  NL: "Europe/Amsterdam",
  NZ: "Antarctica/South_Pole Pacific/Auckland Pacific/Chatham",
  NG: "Africa/Lagos",
  NO: "Europe/Oslo",
  OM: "Asia/Muscat",
  PK: "Asia/Karachi",
  PH: "Asia/Manila",
  PL: "Europe/Warsaw",
  PT: "Atlantic/Azores Atlantic/Madeira Europe/Lisbon",
  QA: "Asia/Qatar",
  RU: `
    Asia/Anadyr Asia/Barnaul Asia/Chita Asia/Irkutsk Asia/Kamchatka Asia/Khandyga Asia/Krasnoyarsk Asia/Magadan
    Asia/Novokuznetsk Asia/Novosibirsk Asia/Omsk Asia/Sakhalin Asia/Srednekolymsk Asia/Tomsk Asia/Ust-Nera
    Asia/Vladivostok Asia/Yakutsk Asia/Yekaterinburg Europe/Astrakhan Europe/Kaliningrad Europe/Kirov Europe/Moscow
    Europe/Samara Europe/Saratov Europe/Ulyanovsk Europe/Volgograd
  `,
  SA: "Asia/Riyadh",
  SG: "Asia/Singapore",
  ZA: "Africa/Johannesburg",
  KR: "Asia/Seoul",
  ES: "Africa/Ceuta Atlantic/Canary Europe/Madrid",
  LK: "Asia/Colombo",
  SE: "Europe/Stockholm",
  CH: "Europe/Zurich",
  TH: "Asia/Bangkok",
  TT: "America/Port_of_Spain",
  TR: "Asia/Istanbul Europe/Istanbul",
  UG: "Africa/Kampala",
  VN: "Asia/Ho_Chi_Minh Asia/Saigon",
};
