// Writes the table of every environment variable into docs/configuration.md, from the schema
// and the descriptions in lib/config.ts. Usage: npm run docs:config
import { readFileSync, writeFileSync } from "node:fs";
import { configDescriptions, configVariables } from "@/lib/config";
import { configDocument, configRows, configTable, withTable } from "./config-table/render";

const rows = configRows(configVariables, configDescriptions);
writeFileSync(configDocument, withTable(readFileSync(configDocument, "utf8"), configTable(rows)));
console.log(`${configDocument}: ${rows.length} variables`);
