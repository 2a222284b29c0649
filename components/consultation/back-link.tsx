import { Link } from "@/components/ui/link";
import { ArrowLeft } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className={buttonVariants({ variant: "secondary", className: "mb-6" })}>
      <ArrowLeft aria-hidden /> {children}
    </Link>
  );
}
