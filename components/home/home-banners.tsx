import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { Link } from "@/components/ui/link";
import { ArrowRight } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { bannersShown, type Banner } from "@/content/banners";
import { liveSite } from "@/lib/site";
import { bannerDrawing } from "@/lib/artwork/banner-drawing";
import { BannerSlider, type BannerSlide } from "./banner-slider";

/**
 * The banners between the promo strip and the intro; their words are server HTML handed to the
 * slider, stating the claims the desk has confirmed (tagged site:claims).
 */
export async function HomeBanners() {
  const banners = bannersShown((await liveSite()).confirmed);
  // The first banner is on the first screen: a drawing is drawn in the page (decision 044), a
  // photograph is the page's largest paint on a phone and is requested from the head (decision 022).
  const slides: BannerSlide[] = banners.map((banner, i) => ({
    id: banner.id,
    image: picture(banner.image),
    drawing: i === 0 ? bannerDrawing(banner.image.src, `banner-${banner.id}`) : undefined,
    content: <BannerText banner={banner} />,
  }));
  const first = slides[0];
  if (first && !first.drawing) {
    const { src, srcSet, sizes } = first.image;
    preload(src, { as: "image", fetchPriority: "high", imageSrcSet: srcSet, imageSizes: sizes });
  }
  return (
    <Container className="pt-4 sm:pt-6">
      <BannerSlider label="Offers and plans" slides={slides} />
    </Container>
  );
}

/** A drawing is served as it is; a photograph (docs/pictures.md) in the widths the banner takes, as AVIF or WebP. */
function picture(image: Banner["image"]) {
  if (image.src.endsWith(".svg")) return image;
  const { src, srcSet, sizes } = getImageProps({ ...image, sizes: "(min-width: 1280px) 1232px, 100vw" }).props;
  return { ...image, src, srcSet, sizes };
}

function BannerText({ banner }: { banner: Banner }) {
  const { href, label } = banner.link;
  const className = buttonVariants({ className: "mt-6" });
  return (
    <div className="max-w-md p-6 sm:max-w-sm sm:p-10 sm:pb-20 lg:max-w-lg lg:p-14">
      <p className="text-sm font-semibold tracking-wide text-saffron uppercase">{banner.eyebrow}</p>
      <p className="mt-2 font-serif text-2xl leading-tight font-semibold text-balance text-ink sm:text-3xl lg:text-4xl">
        {banner.headline}
      </p>
      <p className="mt-3 text-body">{banner.text}</p>
      {/* A banner that books leads to the slot picker like any other link, with JavaScript or without. */}
      <Link href={href} className={className}>
        {label} <ArrowRight aria-hidden />
      </Link>
    </div>
  );
}
