import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { colours, type ClinicFacts } from "../clinic";

/**
 * The frame of every e-mail (in the manner of Cal.com's base e-mail): the clinic's name at the
 * top, one heading, the body, at most one button for the one action, and the clinic's name,
 * address and contact at the foot. Inline styles only: many mail clients drop a <style> block.
 */
export function Layout({
  clinic,
  preview,
  heading,
  children,
  action,
}: {
  clinic: ClinicFacts;
  /** The line a mail client shows beside the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
  action?: { label: string; href: string };
}) {
  return (
    <Html lang="en">
      <Head>
        <title>{heading}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.cream, fontFamily: "Arial, Helvetica, sans-serif", margin: 0 }}>
        <Container style={{ maxWidth: "560px", margin: "0 auto", padding: "24px 16px" }}>
          <Text style={{ color: colours.brand, fontSize: "20px", fontWeight: 700, margin: "0 0 16px" }}>
            {clinic.name}
          </Text>
          <Section
            style={{
              backgroundColor: "#ffffff",
              border: `1px solid ${colours.line}`,
              borderRadius: "8px",
              padding: "24px",
            }}
          >
            <Heading as="h1" style={{ color: colours.ink, fontSize: "22px", lineHeight: "28px", margin: "0 0 16px" }}>
              {heading}
            </Heading>
            {children}
            {action ? (
              <Section style={{ margin: "24px 0 8px" }}>
                <Button
                  href={action.href}
                  style={{
                    backgroundColor: colours.brand,
                    borderRadius: "6px",
                    color: "#ffffff",
                    fontSize: "16px",
                    fontWeight: 700,
                    padding: "12px 20px",
                    textDecoration: "none",
                  }}
                >
                  {action.label}
                </Button>
                {/* For a client that shows no button; the text part has the address beside the button's words already. */}
                <Text data-skip-in-text="true" style={{ color: colours.muted, fontSize: "13px", margin: "12px 0 0" }}>
                  Or open this address: <Link href={action.href}>{action.href}</Link>
                </Text>
              </Section>
            ) : null}
          </Section>
          <Hr style={{ borderColor: colours.line, margin: "24px 0 12px" }} />
          <Text style={{ color: colours.muted, fontSize: "13px", lineHeight: "20px", margin: 0 }}>
            {clinic.name}
            <br />
            {clinic.address}
            <br />
            {clinic.phone} · <Link href={`mailto:${clinic.email}`}>{clinic.email}</Link>
            <br />
            <Link href={clinic.url}>{clinic.url}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph in the body's style. */
export function P({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: colours.body, fontSize: "16px", lineHeight: "24px", margin: "0 0 12px" }}>{children}</Text>
  );
}

/** Label and value lines (the time, the order number, a contact), one per row. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <Section
      style={{ backgroundColor: colours.highlightSoft, borderRadius: "6px", padding: "12px 16px", margin: "0 0 16px" }}
    >
      {rows.map(([label, value]) => (
        <Text key={label} style={{ color: colours.ink, fontSize: "15px", lineHeight: "22px", margin: "0 0 4px" }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  );
}

export { Link };
