import { Link } from "@/components/ui/link";
import type { InboxFilters } from "../filters";
import { buttonVariants } from "@/components/ui/button";
import { formTypes } from "@/lib/leads/client";
import { StatusOptions } from "./status";

const field = "min-h-11 w-full rounded-lg border border-muted bg-white px-3 py-2 text-ink";
const label = "text-sm font-semibold text-ink";

/** A GET form: the filters live in the URL, so they work without JavaScript and can be bookmarked. */
export function FilterForm({ filters }: { filters: InboxFilters }) {
  return (
    <form
      method="get"
      action="/inbox"
      className="grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <div className="flex flex-col gap-1 sm:col-span-full">
        <label htmlFor="filter-q" className={label}>
          Find <span className="font-normal text-muted">(name, e-mail or phone)</span>
        </label>
        <input id="filter-q" name="q" type="search" maxLength={100} defaultValue={filters.q ?? ""} className={field} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-form" className={label}>
          Form
        </label>
        <select id="filter-form" name="form" defaultValue={filters.formType ?? ""} className={field}>
          <option value="">All forms</option>
          {formTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-status" className={label}>
          Status
        </label>
        <select id="filter-status" name="status" defaultValue={filters.status ?? ""} className={field}>
          <option value="">Any status</option>
          <StatusOptions />
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-from" className={label}>
          From <span className="font-normal text-muted">(UTC day)</span>
        </label>
        <input id="filter-from" name="from" type="date" defaultValue={filters.from ?? ""} className={field} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-to" className={label}>
          To <span className="font-normal text-muted">(UTC day)</span>
        </label>
        <input id="filter-to" name="to" type="date" defaultValue={filters.to ?? ""} className={field} />
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={buttonVariants()}>
          Apply filters
        </button>
        <Link href="/inbox" className={buttonVariants({ variant: "ghost" })}>
          Clear
        </Link>
      </div>
    </form>
  );
}
