import { leadPath } from "@/lib/desk-paths";

export const LeadLink = ({ id, name }: { id: string | null; name: string }) =>
  id ? (
    <a href={leadPath(id)} className="link-brand">
      {name || "Lead (erased or not found)"}
    </a>
  ) : (
    <span>No lead</span>
  );
