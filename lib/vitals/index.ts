// The page speed domain's public module (docs/decisions/080): what the endpoint, the beacon and the inbox use.
export { maxBeaconBytes, testSuiteHeader, countryFrom } from "./beacon";
export { vitalsService, vitalsSince } from "./service";
export { vitalsDays, shownMetrics, type TemplateRow } from "./summary";
