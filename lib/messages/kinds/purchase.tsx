import { z } from "zod";
import { prepared } from "../define";
import { Facts, Layout, Link, P } from "../templates/layout";
import { PatientPageLine } from "./booking";

/**
 * The buyer's purchase e-mail (docs/payments.md, decision 084): what was bought, the amount as
 * charged with its currency, the order number, what happens next and the one action: choose the
 * intro plan's consultation time, or open the plan page (a subscription's Customer Portal). Worded
 * when sent from the stored order (lib/payments lends the preparer). The props are a schema, so a
 * field the order gains (the clinic's legal name, say) is one line here and one in the preparer.
 */
const line = z.object({
  name: z.string(),
  /** "$349.00 each month until you cancel it", "$19.00 once" */
  price: z.string(),
});

const purchaseProps = z.object({
  to: z.object({ name: z.string(), address: z.string() }),
  orderNumber: z.string(),
  /** "Starter Care Plan and Intro Plan" */
  names: z.string(),
  lines: z.array(line).min(1),
  /** "$368.00 USD": as charged, the currency named */
  charged: z.string(),
  /** "$368.00", for the subject */
  amount: z.string(),
  /** The intro plan's consultation: the picker's link tied to the order. */
  consultationUrl: z.string().optional(),
  /** A monthly plan: the clinic's next step, and the plan page's link when there is a subscription. */
  monthly: z.boolean(),
  planUrl: z.string().optional(),
  /** The buyer's own page (docs/patients.md), a link minted for the address this goes to. */
  patientPage: z.string().optional(),
  /** Who sold the plan: the clinic's name and postal address as the desk holds them (lib/site). */
  seller: z.object({ name: z.string(), address: z.string().optional() }).optional(),
});

export const purchase = prepared({
  data: z.object({ orderId: z.string().min(1) }),
  props: purchaseProps,
  audience: "visitor",
  channels: ["email"],
  transactional: true,
  email: (order, clinic) => {
    const action = order.consultationUrl
      ? { label: "Choose my consultation time", href: order.consultationUrl }
      : order.planUrl
        ? { label: "Open my plan page", href: order.planUrl }
        : undefined;
    return {
      subject: `Payment received: ${order.names}, ${order.amount}`,
      to: order.to,
      body: (
        <Layout
          clinic={clinic}
          preview={`We have received your payment of ${order.charged}`}
          heading="Thank you: your payment is received"
          action={action}
        >
          <P>Dear {order.to.name},</P>
          <P>
            Thank you: we have received your payment of {order.charged} for {order.names}.
          </P>
          <Facts rows={[["Order number", order.orderNumber], ...order.lines.map((l) => [l.name, l.price] as const)]} />
          <P>
            <strong>What happens next</strong>
          </P>
          {order.consultationUrl ? (
            <>
              <P>
                Your intro plan starts with a 30-minute consultation with one of our doctors. Choose its time with the
                button below.
              </P>
              <P>Your 4-week diet plan follows the consultation.</P>
            </>
          ) : null}
          {order.monthly ? (
            <>
              <P>
                The clinic&apos;s team contacts you within 24 hours to arrange your first consultation. Before your
                first herbal kit is sent, we e-mail you to ask for an identity document, as our shipping policy
                explains: <Link href={`${clinic.url}/shipping`}>{`${clinic.url}/shipping`}</Link>
              </P>
              <P>The kit is dispatched within 2-3 working days of receiving it.</P>
            </>
          ) : null}
          {order.planUrl ? (
            <P>
              Your plan renews each month until you cancel it. To change your card or cancel your plan, open your plan
              page
              {order.consultationUrl ? (
                <>
                  {" "}
                  (<Link href={order.planUrl}>{order.planUrl}</Link>)
                </>
              ) : (
                " (the button below)"
              )}{" "}
              and press its button, which takes you to Stripe&apos;s page for your plan.
            </P>
          ) : null}
          {order.seller ? (
            <P>{`Sold by ${order.seller.name}${order.seller.address ? `, ${order.seller.address}` : ""}.`}</P>
          ) : null}
          <P>
            Questions about your order? Reply to this e-mail, or write to {clinic.email} or call {clinic.phone}.
          </P>
          {order.patientPage ? <PatientPageLine url={order.patientPage} /> : null}
        </Layout>
      ),
    };
  },
});
