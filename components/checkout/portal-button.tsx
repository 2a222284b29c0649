import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { openCustomerPortal } from "./portal-action";

/** The way to Stripe's Customer Portal: a form post, so it works without JavaScript. */
export function PortalButton({ sessionId }: { sessionId: string }) {
  return (
    <ActionForm action={openCustomerPortal} page={`/checkout/success?session_id=${encodeURIComponent(sessionId)}`}>
      <input type="hidden" name="sessionId" value={sessionId} />
      <button type="submit" className={buttonVariants({ variant: "secondary" })}>
        Change my card or cancel my plan
      </button>
    </ActionForm>
  );
}
