import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { openPlanPortal } from "./plan-portal-action";

/**
 * The plan page's way to Stripe's Customer Portal: a form post, so it works without JavaScript,
 * and a mail scanner that follows the e-mail's link (a GET) opens no portal session.
 */
export function PlanPortalButton({ token, page }: { token: string; page: string }) {
  return (
    <ActionForm action={openPlanPortal} page={page}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={buttonVariants()}>
        Open Stripe&rsquo;s page for my plan
      </button>
    </ActionForm>
  );
}
