/**
 * The statement US rules require beside claims about a dietary supplement, shown under every
 * list of products (docs/content-standard.md, Products): products are described by their
 * traditional use, never as treating a disease.
 */
export function SupplementStatement({ className }: { className?: string }) {
  return (
    <p className={className} data-supplement-statement>
      These statements have not been evaluated by the Food and Drug Administration. These products are not intended to
      diagnose, treat, cure, or prevent any disease. Descriptions give each herb&apos;s traditional use in Ayurveda.
    </p>
  );
}
