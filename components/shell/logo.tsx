import { Link } from "@/components/ui/link";
import { liveSite } from "@/lib/site";

/** The clinic's name as the desk holds it (lib/site). */
export async function Logo({ className = "" }: { className?: string }) {
  const { name } = await liveSite();
  return (
    <Link href="/" className={`inline-flex min-h-11 items-center gap-2 ${className}`}>
      <svg aria-hidden viewBox="0 0 40 40" className="size-9 shrink-0">
        <circle cx="20" cy="20" r="20" className="fill-brand" />
        <path d="M20 31c-6-3-9-8-8-15 5 0 9 3 8 15Z" className="fill-highlight" />
        <path d="M20 31c6-3 9-8 8-15-5 0-9 3-8 15Z" className="fill-accent" />
        <path d="M20 31V14" stroke="#fff" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <span className="font-serif text-lg leading-tight font-semibold text-brand sm:text-xl xl:whitespace-nowrap">
        {name}
      </span>
    </Link>
  );
}
