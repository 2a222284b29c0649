import { AlarmClock, Check, Search } from "lucide-react";
import { markPrivacyRequestDone } from "../privacy/actions";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { clinicTime } from "@/lib/clinic-time";
import { daysLeft, deadlineDay, isOverdue, requestMessageRef, type PrivacyRequest } from "@/lib/privacy";
import type { RequestKind } from "@/lib/privacy/client";
import type { MessageRow } from "@/lib/messages";
import { cn } from "@/lib/utils";

const asked: Record<RequestKind, string> = { copy: "A copy of their details", erasure: "Erasure of their details" };

const section = "rounded-2xl border border-line bg-white p-4 sm:p-6";

function Deadline({ request, now, timeZone }: { request: PrivacyRequest; now: Date; timeZone: string }) {
  const passesAt = new Date(request.dueAt);
  const day = deadlineDay(passesAt, timeZone);
  const date = <time dateTime={day.iso}>{day.text}</time>;
  if (isOverdue(passesAt, now)) {
    const late = -daysLeft(passesAt, now, timeZone);
    return (
      // Said in words and with an icon, never by colour alone, as the leads' overdue marker.
      <span className="inline-flex flex-wrap items-center gap-1 rounded-full border-2 border-danger bg-white px-2 py-0.5 text-xs font-semibold text-danger">
        <AlarmClock aria-hidden className="size-3.5" />
        Overdue: the answer was due by {date}
        {late > 0 ? ` (${late} ${late === 1 ? "day" : "days"} ago)` : null}
      </span>
    );
  }
  const left = daysLeft(passesAt, now, timeZone);
  return (
    <span>
      Answer by {date} ({left === 0 ? "today is the last day" : `${left} ${left === 1 ? "day" : "days"} left`})
    </span>
  );
}

/**
 * The requests visitors sent from the privacy policy's form (docs/decisions/067): the open ones,
 * nearest deadline first, each with its deadline (30 days, never past one calendar month), an
 * overdue marker, a link that finds the person's leads, and a button that records who answered
 * it and when; then the latest answered ones, without the address.
 */
export function PrivacyRequests({
  open,
  done,
  now,
  timeZone,
  notices = new Map(),
}: {
  open: PrivacyRequest[];
  done: PrivacyRequest[];
  /** The clinic's e-mail of each request (lib/messages), by its ref, to say when it failed. */
  notices?: Map<string, MessageRow>;
  now: Date;
  timeZone: string;
}) {
  return (
    <section aria-labelledby="requests-heading" className={section}>
      <h2 id="requests-heading" className="mb-1 scroll-mt-24 text-2xl">
        Requests from the website
      </h2>
      <p className="mb-4 text-sm text-muted">
        Sent with the form on the privacy policy&apos;s page. Write to the address to check the request is theirs before
        sending a copy (only to that address) or erasing. Answer within 30 days, and never later than one month from the
        day it arrived (UK GDPR); days are {timeZone}&apos;s.
      </p>
      {open.length ? (
        <ul className="space-y-3" data-testid="open-requests">
          {open.map((request) => {
            const overdue = isOverdue(new Date(request.dueAt), now);
            const notice = notices.get(requestMessageRef(request.id));
            return (
              <li
                key={request.id}
                data-overdue={overdue ? "true" : undefined}
                className={cn("rounded-xl border border-line p-4 text-sm", overdue && "border-l-4 border-l-danger")}
              >
                <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
                  <h3 className="font-sans text-base font-semibold text-ink">{asked[request.kind]}</h3>
                  <span className="break-all">{request.email}</span>
                  <span>
                    Received <time dateTime={request.receivedAt}>{clinicTime(request.receivedAt, timeZone)}</time>
                  </span>
                  <Deadline request={request} now={now} timeZone={timeZone} />
                </div>
                {request.note ? <p className="mt-2 whitespace-pre-line">Their note: {request.note}</p> : null}
                {notice?.status === "failed" ? (
                  <p className="mt-2 text-danger">
                    The e-mail telling the clinic of this request failed: {notice.lastError}
                  </p>
                ) : null}
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <a
                    href={`/inbox/privacy?${new URLSearchParams({ email: request.email })}#found-heading`}
                    className={buttonVariants({ variant: "secondary" })}
                  >
                    <Search aria-hidden /> Find their leads<span className="sr-only">: {request.email}</span>
                  </a>
                  <ActionForm action={markPrivacyRequestDone} page="/inbox/privacy">
                    <input type="hidden" name="id" value={request.id} />
                    <button type="submit" className={buttonVariants()}>
                      <Check aria-hidden /> Mark as answered
                      <span className="sr-only">
                        : {asked[request.kind].toLowerCase()}, {request.email}
                      </span>
                    </button>
                  </ActionForm>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-muted">No open request.</p>
      )}
      {done.length ? (
        <table className="mt-6 w-full border-collapse text-left text-sm" data-testid="answered-requests">
          <caption className="mb-2 text-left font-semibold text-ink">Answered lately, newest first</caption>
          <thead>
            <tr>
              {["Asked for", "Received", "Answered", "By"].map((h) => (
                <th key={h} scope="col" className="py-2 pr-2 font-semibold text-ink">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {done.map((request) => (
              <tr key={request.id} className="border-t border-line">
                <td className="py-2 pr-2">{asked[request.kind]}</td>
                <td className="py-2 pr-2">{clinicTime(request.receivedAt, timeZone)}</td>
                <td className="py-2 pr-2">{request.done ? clinicTime(request.done.at, timeZone) : ""}</td>
                <td className="py-2 pr-2">{request.done?.staffName || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/** A plain link, as the inbox's menu has them: the inbox needs no client-side navigation. */
const requestsPath = "/inbox/privacy#requests-heading";

/** On the lead inbox: how many requests from the website wait for an answer, and how many are late, with the way to them. */
export function OpenPrivacyRequests({ open, now }: { open: PrivacyRequest[]; now: Date }) {
  if (!open.length) return null;
  const late = open.filter((request) => isOverdue(new Date(request.dueAt), now)).length;
  return (
    <p
      data-testid="open-privacy-requests"
      className={cn(
        "flex flex-wrap items-center gap-2 rounded-xl border bg-white px-4 py-3 text-ink",
        late ? "border-2 border-danger" : "border-line",
      )}
    >
      {late ? <AlarmClock aria-hidden className="size-5 shrink-0 text-danger" /> : null}
      {open.length === 1
        ? "1 privacy request from the website is"
        : `${open.length} privacy requests from the website are`}{" "}
      waiting for an answer
      {late ? `, ${late} overdue` : ""}.{" "}
      <a href={requestsPath} className="link-brand font-semibold underline">
        Answer them
      </a>
    </p>
  );
}
