import { Container } from "@/components/ui/container";

/** A simple page heading used by the policy and information pages. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="border-b border-line bg-highlight-soft/60">
      <Container className="py-12 md:py-16">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-saffron uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-4xl md:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg">{children}</div> : null}
      </Container>
    </div>
  );
}
