import { redirect } from "next/navigation";
import { BookingForm } from "@/components/booking/booking-form";
import { DayLinks, PickerControls, TimeLinks } from "@/components/booking/slot-picker";
import { visitorLanguages } from "@/components/booking/visitor-languages";
import { ZoneDetect } from "@/components/booking/zone-detect";
import { LeadForm } from "@/components/forms/lead-form";
import { consultationPopupText } from "@/components/forms/popup-texts";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import {
  bookingDoctors,
  bookingService,
  openToAll,
  parsePickerQuery,
  utcOffset,
  zoneOption,
  zoneOptions,
  zonedTime,
} from "@/lib/booking";
import { consultationTypeOptions, defaultCountry } from "@/lib/leads";
import { config } from "@/lib/config";
import { formFields } from "@/lib/leads/client";
import {
  offeredPhoneChannels,
  phoneChannelField,
  phoneChannelLabels,
  phoneConsentField,
  phoneConsentText,
} from "@/lib/messages";
import { introOrderOf } from "@/lib/payments";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";
import { anAyurvedicDoctor } from "@/content/clinic-facts";

export const metadata = pageMetadata({
  title: "Book an Ayurvedic Consultation",
  description: `Book an online consultation with ${anAyurvedicDoctor} of ${siteConfig.name}, by video or phone, at a free time shown in your own time zone.`,
  path: "/book-consultation",
});

const base = "/book-consultation";

/** The doctors page's request form with the doctor chosen: where a card led before booking, for a doctor of the roster. */
const doctorRequestPath = (id: string) =>
  bookingDoctors().some((d) => d.id === id) ? `/doctors?doctor=${id}#book-appointment` : undefined;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The slot picker (docs/booking.md, decision 055), rendered per request from its address alone:
 * ?type=&doctor=&tz=&day=&at=. Every choice is a link or a GET form, so it works without
 * JavaScript; the one island adds the browser's zone when the address has none. While booking
 * is off, the consultation request form, as before.
 */
export default async function BookConsultationPage({ searchParams }: Props) {
  // Read first: the page is the address's, rendered per request, never at build.
  const query = parsePickerQuery(await searchParams, config().timeZone);
  // The visitor's languages: the phone's country when the address names no zone, and 12- or 24-hour times.
  const { languages, clock } = await visitorLanguages();
  const service = await bookingService();
  const state = await service.state();
  // A doctor's card leads here; a doctor nobody can book yet keeps the request form that names them.
  if (query.doctorId !== "any" && !state.doctorIds.includes(query.doctorId) && doctorRequestPath(query.doctorId))
    redirect(doctorRequestPath(query.doctorId)!);
  if (!state.on) return <RequestOnly />;

  const [allTypes, rules, intro] = await Promise.all([
    service.types(),
    service.rules(),
    query.order ? introOrderOf(query.order) : undefined,
  ]);
  // The consultation a paid order bought is offered with its link only, first, until it is booked (decision 118).
  const paidFor = intro && !intro.booked ? allTypes.filter((t) => t.byOrder) : [];
  const types = [...paidFor, ...openToAll(allTypes)];
  const type = types.find((t) => t.id === query.typeId) ?? types[0];
  if (!type) return <RequestOnly />;
  const roster = bookingDoctors();
  const doctors = state.doctorIds.map((id) => ({ id, name: roster.find((d) => d.id === id)?.name ?? id }));
  const doctorId = query.doctorId === "any" || state.doctorIds.includes(query.doctorId) ? query.doctorId : "any";
  const list = await service.listSlots({ typeId: type.id, doctorId, timeZone: query.timeZone });
  const choices = {
    type: type.id,
    doctor: doctorId,
    tz: query.timeZone,
    ...(intro ? { order: query.order } : {}),
  };
  const days = list.status === "ok" ? list.days : [];
  const open = days.filter((d) => d.slots.length);
  const day = open.find((d) => d.date === query.day) ?? open[0];
  const chosen = query.at
    ? open.flatMap((d) => d.slots).find((s) => Date.parse(s.startsAt) === Date.parse(query.at!))
    : undefined;
  // The offset of the day shown, not of today: they differ across a daylight-saving change.
  const at = day ? Date.parse(day.slots[0]!.startsAt) : undefined;
  const shown = zoneOption(query.timeZone, at);

  return (
    <>
      <PageHeader eyebrow="Online consultation" title="Book a Consultation">
        <p>
          Choose a consultation, a doctor and a free time. The doctors work in India; every time below is shown in your
          own time zone.
        </p>
        {intro ? (
          <p className="mt-4 rounded-lg border border-line bg-white p-3 text-base font-medium" id="intro-order">
            {intro.booked
              ? `The consultation of your ${intro.plan} is already booked: the confirmation e-mail has its link to see or move it.`
              : `Your ${intro.plan} is paid: choose the time of its consultation below.`}
          </p>
        ) : query.order ? (
          <p className="mt-4 rounded-lg border border-line bg-white p-3 text-base font-medium" id="intro-order">
            This booking link no longer opens a paid consultation: its order may have been refunded. Please write to us
            with your order number, and we will arrange it.
          </p>
        ) : null}
      </PageHeader>
      <Container className="py-10">
        <PickerControls
          action={base}
          choices={choices}
          types={types}
          doctors={doctors}
          zones={zoneOptions(at, query.timeZone)}
        />
        <p className="mt-6 text-sm" id="zone-note">
          Times shown in <strong>{shown.zone.replaceAll("_", " ")}</strong> ({utcOffset(shown.offset)})
          {query.zoneGiven ? "" : ", the clinic's zone: choose yours above"}.
        </p>
        {query.zoneGiven ? null : (
          <p className="mt-1 min-h-6 text-sm">
            <ZoneDetect shown={query.timeZone} />
          </p>
        )}
        {state.sample ? (
          <p className="mt-2 text-sm text-muted">
            The doctors listed include sample profiles on sample hours, for demonstration: not real doctors.
          </p>
        ) : null}
        <div className="mt-4">
          <DayLinks base={base} choices={choices} days={days} day={day?.date} />
          {day ? (
            <TimeLinks
              base={base}
              choices={choices}
              day={day}
              timeZone={query.timeZone}
              chosen={chosen?.startsAt}
              clock={clock}
            />
          ) : null}
        </div>
        {query.at && !chosen ? (
          <p role="alert" className="mt-6 rounded-lg bg-danger/10 p-3 text-sm text-danger">
            That time is no longer free. Please choose another time above.
          </p>
        ) : null}
        {chosen ? (
          <section
            id="your-details"
            aria-labelledby="details-heading"
            className="mt-10 scroll-mt-24 rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8"
          >
            <h2 id="details-heading" className="text-2xl">
              Your details
            </h2>
            <p className="mt-2">
              {type.name} ({type.minutes} minutes) with{" "}
              {doctorId === "any" ? "any available doctor" : doctors.find((d) => d.id === doctorId)?.name},{" "}
              <strong>{zonedTime(Date.parse(chosen.startsAt), query.timeZone, clock).text}</strong>
              <span className="block text-sm text-muted">
                {zonedTime(Date.parse(chosen.startsAt), rules.hoursZone, clock).text} for the doctor
              </span>
            </p>
            <div className="mt-6">
              <BookingForm
                fields={formFields("Consultation Booking")}
                hidden={{
                  typeId: type.id,
                  doctorId,
                  startsAt: chosen.startsAt,
                  timeZone: query.timeZone,
                  ...(type.byOrder && intro ? { order: query.order } : {}),
                }}
                initial={{
                  countryCode: defaultCountry({ timeZone: query.zoneGiven ? query.timeZone : undefined, languages }),
                }}
                phone={{
                  box: phoneConsentField,
                  channel: phoneChannelField,
                  consent: phoneConsentText(siteConfig.name),
                  channels: offeredPhoneChannels().map((value) => ({ value, label: phoneChannelLabels[value] })),
                }}
              />
            </div>
          </section>
        ) : null}
        <section aria-labelledby="request-heading" className="mt-14 rounded-2xl border border-line bg-white p-6 md:p-8">
          <h2 id="request-heading" className="text-2xl">
            No time that suits you?
          </h2>
          <p className="mt-2">
            Send us a consultation request instead, and we will contact you within 24 hours to arrange one.
          </p>
          <div className="mt-6">
            {/* The address's zone gives the phone's country here as for the booking form: the browser then loads no rule or zone table of its own for it (decision 086). */}
            <RequestForm
              countryCode={query.zoneGiven ? defaultCountry({ timeZone: query.timeZone, languages }) : undefined}
            />
          </div>
        </section>
      </Container>
    </>
  );
}

/**
 * The consultation request form, where every 'Book Consultation' button leads before JavaScript
 * runs. It does not offer to pick a time: on this page the picker is above it, or booking is off.
 */
const RequestForm = ({ countryCode }: { countryCode?: string }) => (
  <LeadForm
    formType="Consultation Popup"
    submitLabel={consultationPopupText.submitLabel}
    options={{ consultationTypes: consultationTypeOptions() }}
    columns={2}
    offer={false}
    initial={countryCode ? { countryCode } : undefined}
  />
);

/** Booking is off (docs/booking.md, Turning it on): the consultation request form, as this page was before booking. */
function RequestOnly() {
  return (
    <>
      <PageHeader eyebrow="Free consultation" title={consultationPopupText.title}>
        <p>{consultationPopupText.description}</p>
      </PageHeader>
      <Container className="py-12">
        <p className="mx-auto mb-6 max-w-2xl rounded-xl bg-highlight-soft p-4 text-sm">
          Booking a time online is not open yet. Send us a consultation request below, and we will contact you to
          arrange a time.
        </p>
        <div className="mx-auto max-w-2xl rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8">
          <RequestForm />
        </div>
      </Container>
    </>
  );
}
