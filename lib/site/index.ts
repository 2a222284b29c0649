import "server-only";
import { database } from "@/lib/db";
import { doctorStore, type DoctorStore } from "./doctor-store";
import { siteStore, type SiteStore } from "./store";

/**
 * The clinic's own facts, edited in the desk (/inbox/site, docs/content.md): its name and
 * contact details, the claims of content/clinic-facts.ts and the home page's figures, each save
 * versioned and audited, and live on every instance within seconds, with the pages still
 * prerendered (docs/decisions/115).
 *
 *   await liveSite()             what the pages show: brand, contact, office, confirmed claims
 *   await liveStats()            the home page's figures
 *   const desk = await siteDesk();
 *   desk.read(), desk.history(key), desk.saveContact(...), desk.saveClaim(...), desk.saveFigure(...)
 *   revalidateSite(tags)         after a save, in the action that made it
 *   await liveDoctors()          the doctors the pages show, with their photographs (tagged site:doctors)
 *   const doctors = await doctorDesk();
 *   doctors.read(), doctors.history(id), doctors.save(id, form, doctorRules(types), by), doctors.savePhoto(...)
 */
export { liveDoctors, liveSite, liveStats, revalidateSite } from "./live";
export { doctorRules } from "./doctor-rules";
export type { DoctorSaveResult } from "./doctor-store";
export { photoFile } from "./doctor-store";
export { formOf, shownRoster, specializations, type DoctorForm, type DoctorRecord, type ShownDoctor } from "./doctors";
export { maxPhotoBytes, photoPath, photoWidths, portraitImage, type PhotoFormat } from "./photos";
export { isOwnRevalidation, listenForSiteChanges, revalidateHere } from "./listener";
export { allSiteTags, isSiteTag, siteTags } from "./tags";
export { checkClaim, checkContact, checkFigure, type Intent } from "./checks";
export type { SiteSettings } from "./settings";
export type { SaveResult, SiteVersion } from "./store";
export { defaultFacts, type SiteFacts } from "./defaults";
export { homeStats } from "./settings";
export { claimKeys, figureKeys, isClaimKey, isFigureKey, recordKey, type Claim, type Contact } from "./records";

/** The desk's reads and writes on this process's database. */
export const siteDesk = async (): Promise<SiteStore> => siteStore(await database());

/** The desk's reads and writes of the doctors and their photographs on this process's database. */
export const doctorDesk = async (): Promise<DoctorStore> => doctorStore(await database());
