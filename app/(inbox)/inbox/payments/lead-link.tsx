import { leadPath } from "@/lib/staff/inbox-gate";

export const LeadLink = ({ id, name }: { id: string | null; name: string }) =>
  id ? (
    <a href={leadPath(id)} className="link-brand">
      {name || "Lead (erased or not found)"}
    </a>
  ) : (
    <span>No lead</span>
  );
