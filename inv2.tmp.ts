import { buildCatalogue } from "@/lib/catalogue/build";
import { readCatalogueInput } from "@/lib/catalogue";
try { buildCatalogue(readCatalogueInput()); console.log("OK"); } catch (e) { console.log((e as Error).message); }
