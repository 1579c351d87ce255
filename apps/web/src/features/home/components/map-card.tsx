import { ExternalLink, Map, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useSalonProfile } from '../../../lib/use-salon-profile.ts';
import { useT } from '../../../lib/use-language.tsx';

/**
 * The home page's map embed (docs/product.md#1), click-to-load: a third-party iframe on every home visit would cost
 * a heavy download, share the visit with Google, and show a broken frame offline. Until
 * asked, a drawn map card carries the address and a link out.
 */
export function MapCard() {
  const salon = useSalonProfile();
  const t = useT();
  const [isMapShown, setIsMapShown] = useState(false);

  if (isMapShown) {
    return (
      <div className="overflow-hidden rounded-3xl border border-sand-200 bg-sand-100 shadow-sm">
        <iframe
          title={t('Map showing {name}, {address}', { name: salon.name, address: salon.address })}
          src={salon.mapEmbedSrc}
          width={800}
          height={400}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="block h-80 w-full border-0 sm:h-96"
        />
      </div>
    );
  }

  return (
    <div className="relative isolate flex h-80 flex-col justify-end overflow-hidden rounded-3xl border border-sand-200 bg-sand-100 p-6 shadow-sm sm:h-96">
      <svg
        aria-hidden="true"
        className="absolute inset-0 -z-10 size-full"
        preserveAspectRatio="xMidYMid slice"
        viewBox="0 0 400 300"
      >
        <rect width="400" height="300" fill="#f6f0e7" />
        <path d="M0 210 C120 190 200 240 400 200 L400 300 L0 300 Z" fill="#dcebf2" />
        <g stroke="#ffffff" strokeWidth="10" fill="none" strokeLinecap="round">
          <path d="M-10 120 L410 90" />
          <path d="M140 -10 L180 310" />
          <path d="M290 -10 L260 200" />
        </g>
        <g stroke="#ece1d2" strokeWidth="4" fill="none">
          <path d="M-10 50 L410 30" />
          <path d="M60 -10 L80 310" />
          <path d="M-10 170 L300 150" />
          <path d="M350 -10 L360 200" />
        </g>
        <rect x="200" y="20" width="60" height="50" rx="6" fill="#e6efdc" />
        <rect x="20" y="140" width="40" height="30" rx="6" fill="#e6efdc" />
      </svg>
      <span className="absolute top-[34%] left-1/2 grid size-12 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-plum-900 text-blush-200 shadow-lg ring-4 ring-white">
        <MapPin aria-hidden="true" className="size-6" />
      </span>
      <div className="rounded-2xl bg-white/95 p-4 shadow-md backdrop-blur">
        <p className="font-display text-lg text-plum-950">{salon.name}</p>
        <p className="mt-0.5 text-sm text-ink-muted">{salon.address}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a
            href={salon.mapsHref}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'sm')}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('Open in Google Maps')}
          </a>
          <Button variant="outline" size="sm" onClick={() => setIsMapShown(true)}>
            <Map aria-hidden="true" className="size-4" />
            {t('Show map')}
          </Button>
        </div>
      </div>
    </div>
  );
}
