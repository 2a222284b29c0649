type Props = {
  title: string;
  text: string;
  /** Renders the page again, fetching it afresh: the cause may have passed. */
  retry: () => void;
  /** The way back: a page that does not depend on the one that failed. */
  back: { href: string; label: string };
};

/**
 * What a visitor or the clinic sees when a page throws, inside the frame of the part of the
 * site they are in (docs/product.md, Pages). The way back is a plain link, a full page load:
 * it works even when the page's scripts do not, and leaves nothing of the failed page behind.
 *
 * Every page of a frame loads its error page, so this one is written with plain elements and
 * the buttons' classes (components/ui/button.tsx) spelled out: the button component's variant
 * code would otherwise be loaded again with it, on every page.
 */
export function ErrorMessage({ title, text, retry, back }: Props) {
  const button =
    "inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold transition-colors";
  return (
    <div className="mx-auto flex min-h-[60vh] w-full max-w-page flex-col items-center justify-center px-4 py-20 text-center sm:px-6 lg:px-8">
      <h1 className="text-3xl">{title}</h1>
      <p className="mt-3 max-w-md text-body">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={`${button} bg-brand text-white hover:bg-brand-strong`}>
          Try again
        </button>
        <a href={back.href} className={`${button} border border-brand bg-white text-brand hover:bg-highlight-soft`}>
          {back.label}
        </a>
      </div>
    </div>
  );
}
