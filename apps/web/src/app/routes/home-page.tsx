import { GalleryTeaser } from '../../features/gallery/components/gallery-teaser.tsx';
import { AboutSection } from '../../features/home/components/about-section.tsx';
import { ContactSection } from '../../features/home/components/contact-section.tsx';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { HomeTiles } from '../../features/home/components/home-tiles.tsx';
import { WhyChooseUs } from '../../features/home/components/why-choose-us.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** docs/product.md#1: hero, the two tiles, about, Why Choose Us, the gallery teaser and contact. */
export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <HomeHero />
      <HomeTiles />
      <WhyChooseUs />
      <AboutSection />
      <GalleryTeaser />
      <ContactSection />
    </>
  );
}
