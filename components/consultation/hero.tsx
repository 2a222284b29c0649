import { Artwork } from "@/components/artwork/artwork";
import type { ArtSubject } from "@/lib/artwork/subjects";
import { Container } from "@/components/ui/container";

/** The category and condition hero: artwork in the category's tint, 60vh, 70vh from md. */
export function Hero({
  title,
  eyebrow,
  art,
  children,
}: {
  title: string;
  eyebrow?: React.ReactNode;
  art: ArtSubject;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative isolate flex h-[60vh] min-h-[22rem] items-end overflow-hidden md:h-[70vh]">
      <Artwork subject={art} priority backdrop sizes="100vw" className="absolute inset-0 -z-10 size-full" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-white/95 via-white/60 to-white/0" />
      <Container className="pb-10 md:pb-14">
        {eyebrow ? <div className="mb-3 text-sm font-medium text-body">{eyebrow}</div> : null}
        <h1 className="max-w-3xl text-4xl font-semibold text-ink sm:text-5xl md:text-6xl">{title}</h1>
        {children}
      </Container>
    </section>
  );
}
