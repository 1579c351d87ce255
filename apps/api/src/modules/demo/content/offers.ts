import type { DemoTranslations } from './service-translations.ts';

/** When an offer runs, relative to the salon's today, so the demo never goes stale. */
export type OfferSchedule =
  | { kind: 'running'; startedDaysAgo: number; daysLeft: number }
  | { kind: 'ended-last-month'; lastedDays: number };

export interface DemoOffer {
  title: string;
  description: string;
  /** The title and description in Sinhala and Tamil, so the Special Offers page reads fully in each language. */
  translations: DemoTranslations;
  /** Keys of demo services, in the order the offer lists them. */
  serviceKeys: readonly string[];
  discountPercent: number;
  schedule: OfferSchedule;
  /** The small line above "Special offer" on the banner. */
  tagline: string;
}

export const demoOffers: readonly DemoOffer[] = [
  {
    title: 'Bridal Glow Package',
    description:
      'Everything for the big day in one booking: your bridal look, a gold radiance facial in the week before, and gel nails with a spa pedicure to finish.',
    translations: {
      si: {
        title: 'මනාලියගේ දීප්තිය පැකේජය',
        description:
          'මංගල දිනයට අවශ්‍ය සියල්ල එකම වෙන්කිරීමකින්: ඔබේ මනාලිය පෙනුම, ඊට පෙර සතියේ රන් දීප්තිය ෆේෂල් එකක්, අවසානයට ජෙල් නියපොතු සහ ස්පා පෙඩිකියුර් එකක්.',
      },
      ta: {
        title: 'மணப்பெண் பொலிவு பேக்கேஜ்',
        description:
          'திருமண நாளுக்குத் தேவையான அனைத்தும் ஒரே முன்பதிவில்: உங்கள் மணப்பெண் தோற்றம், அதற்கு முந்தைய வாரத்தில் தங்கப் பொலிவு ஃபேஷியல், இறுதியாக ஜெல் நகங்களும் ஸ்பா பெடிக்யூரும்.',
      },
    },
    serviceKeys: ['bridal-makeup', 'gold-facial', 'gel-manicure', 'spa-pedicure'],
    discountPercent: 15,
    schedule: { kind: 'running', startedDaysAgo: 10, daysLeft: 45 },
    tagline: 'The bridal edit',
  },
  {
    title: 'Weekend Refresh',
    description:
      'A new cut and a deep-hydration facial in one unhurried afternoon, the easiest way to feel like yourself again.',
    translations: {
      si: {
        title: 'සති අන්ත ප්‍රබෝධය',
        description:
          'අලුත් හිසකෙස් කැපීමක් සහ සමට ගැඹුරින් තෙතමනය දෙන ෆේෂල් එකක්, කිසිදු ඉක්මනක් නැති එකම සවස් වරුවක; යළිත් ඔබ ඔබ ලෙසම දැනෙන්නට ඇති පහසුම මඟ.',
      },
      ta: {
        title: 'வார இறுதிப் புத்துணர்ச்சி',
        description:
          'புதிய முடி வெட்டும் ஆழமான ஈரப்பத ஃபேஷியலும், அவசரமில்லாத ஒரே பிற்பகலில்; மீண்டும் நீங்கள் நீங்களாக உணர மிக எளிதான வழி.',
      },
    },
    serviceKeys: ['ladies-cut', 'hydra-facial'],
    discountPercent: 20,
    schedule: { kind: 'running', startedDaysAgo: 6, daysLeft: 24 },
    tagline: 'Cut & glow',
  },
  {
    title: 'Hands & Feet Ritual',
    description:
      'Gel colour on your fingers, a lotus spa pedicure for your feet and freshly threaded brows, all in under three hours.',
    translations: {
      si: {
        title: 'අත් සහ පා සත්කාරය',
        description:
          'ඔබේ නියපොතුවලට ජෙල් වර්ණ, පාදවලට ලෝටස් ස්පා පෙඩිකියුර් එකක් සහ අලුතින්ම නූලෙන් හැඩගැස්වූ ඇහිබැම, සියල්ල පැය තුනකටත් අඩු කාලයකින්.',
      },
      ta: {
        title: 'கை & கால் பராமரிப்பு',
        description:
          'விரல் நகங்களுக்கு ஜெல் நிறம், பாதங்களுக்கு லோட்டஸ் ஸ்பா பெடிக்யூர், புதிதாக த்ரெடிங் செய்த புருவங்கள்; அனைத்தும் மூன்று மணி நேரத்துக்குள்.',
      },
    },
    serviceKeys: ['gel-manicure', 'spa-pedicure', 'threading'],
    discountPercent: 25,
    schedule: { kind: 'running', startedDaysAgo: 14, daysLeft: 31 },
    tagline: 'Polished head to toe',
  },
  {
    title: 'Monsoon Frizz Rescue',
    description:
      'Keratin smoothing with an occasion blow-dry to show it off, our answer to the rainy season humidity.',
    translations: {
      si: {
        title: 'මෝසම් කාලයේ අවුල් කෙස්වලට පිළියම',
        description: 'කෙරටින් හිසකෙස් සුමට කිරීම, එය කැපී පෙනෙන්නට උත්සව බ්ලෝ-ඩ්‍රයි එකක් සමඟ; වැසි කාලයේ තෙතමනයට අපේ පිළිතුර.',
      },
      ta: {
        title: 'மழைக்காலப் பறக்கும் முடிக்குத் தீர்வு',
        description:
          'கெரட்டின் முடி மென்மையாக்கலும், அதை அழகாகக் காட்ட விசேஷ நிகழ்வு ப்ளோ-ட்ரையும்; மழைக்கால ஈரப்பதத்துக்கு எங்கள் பதில்.',
      },
    },
    serviceKeys: ['keratin', 'occasion-blow-dry'],
    discountPercent: 30,
    schedule: { kind: 'ended-last-month', lastedDays: 30 },
    tagline: 'Rainy season',
  },
];
