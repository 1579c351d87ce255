import type { ServiceRow } from '../../../db/schema/index.ts';
import type { MotifName } from '../artwork/motifs/index.ts';

export interface DemoService {
  /** How offers refer to a service in these files; never stored. */
  key: string;
  title: string;
  description: string;
  category: ServiceRow['category'];
  priceLkr: number;
  durationMinutes: number;
  motif: MotifName;
  /** The small word on the thumbnail. */
  tag: string;
  /** One person takes it once per visit (a haircut, a facial): the cart holds at most one. */
  bookableOnce?: boolean;
}

export const demoServices: readonly DemoService[] = [
  {
    key: 'ladies-cut',
    bookableOnce: true,
    title: "Ladies' Haircut & Blow-Dry",
    description:
      "A consultation, a relaxing wash and a precision cut shaped to your face and texture, finished with a smooth blow-dry that holds up to Colombo's humidity.",
    category: 'hair',
    priceLkr: 3800,
    durationMinutes: 60,
    motif: 'scissors',
    tag: 'Cut & style',
  },
  {
    key: 'gents-cut',
    bookableOnce: true,
    title: "Gents' Haircut & Beard Trim",
    description:
      'A sharp, modern cut and a neatly shaped beard with a hot-towel finish. In and out in under an hour, ready for the office.',
    category: 'hair',
    priceLkr: 2500,
    durationMinutes: 45,
    motif: 'comb',
    tag: 'Gents',
  },
  {
    key: 'keratin',
    bookableOnce: true,
    title: 'Keratin Smoothing Treatment',
    description:
      'Tames frizz and cuts your styling time for up to four months, made for thick, wavy hair that fights the monsoon. Priced for shoulder-length hair.',
    category: 'hair',
    priceLkr: 24000,
    durationMinutes: 180,
    motif: 'straightener',
    tag: 'Keratin',
  },
  {
    key: 'global-colour',
    bookableOnce: true,
    title: 'Global Hair Colour',
    description:
      'Rich, even all-over colour in ammonia-free shades, from soft espresso to deep burgundy, sealed with a colour-lock gloss rinse.',
    category: 'hair',
    priceLkr: 12500,
    durationMinutes: 120,
    motif: 'hairWave',
    tag: 'Colour',
  },
  {
    key: 'occasion-blow-dry',
    bookableOnce: true,
    title: 'Occasion Blow-Dry & Curls',
    description:
      'Bouncy curls or a glossy straight blow-out for weddings, office parties and homecomings, set to last well past the first dance.',
    category: 'hair',
    priceLkr: 3000,
    durationMinutes: 45,
    motif: 'hairDryer',
    tag: 'Styling',
  },
  {
    key: 'classic-manicure',
    title: 'Classic Manicure',
    description:
      'Soak, shape and cuticle care with a shea butter hand massage, finished in the polish colour of your choice.',
    category: 'nail',
    priceLkr: 2800,
    durationMinutes: 45,
    motif: 'nailFile',
    tag: 'Manicure',
  },
  {
    key: 'gel-manicure',
    title: 'Gel Manicure',
    description:
      'Chip-free, high-shine gel colour that lasts up to three weeks, cured under an LED lamp so you leave with dry nails and no smudges.',
    category: 'nail',
    priceLkr: 4500,
    durationMinutes: 60,
    motif: 'polishBottle',
    tag: 'Gel polish',
  },
  {
    key: 'spa-pedicure',
    title: 'Lotus Spa Pedicure',
    description:
      "A warm soak with lime and sea salt, a gentle scrub, callus care and a long foot massage: the cure for feet tired from Colombo's pavements.",
    category: 'nail',
    priceLkr: 4200,
    durationMinutes: 60,
    motif: 'lotus',
    tag: 'Pedicure',
  },
  {
    key: 'nail-art',
    title: 'Acrylic Extensions & Nail Art',
    description:
      'Almond, coffin or square extensions sculpted to your length, with hand-painted art from minimal French tips to florals and gold foil.',
    category: 'nail',
    priceLkr: 7500,
    durationMinutes: 120,
    motif: 'nailSwatches',
    tag: 'Nail art',
  },
  {
    key: 'gold-facial',
    bookableOnce: true,
    title: '24K Gold Radiance Facial',
    description:
      'Our signature glow facial: a double cleanse, an enzyme peel and a gold-infused mask that leaves skin luminous for a big day.',
    category: 'facial',
    priceLkr: 12500,
    durationMinutes: 75,
    motif: 'radiance',
    tag: 'Signature',
  },
  {
    key: 'hydra-facial',
    bookableOnce: true,
    title: 'Hydra Boost Facial',
    description:
      'Deep hydration with a hyaluronic serum and a cooling sheet mask, for skin dulled by the sun outside and the air conditioning inside.',
    category: 'facial',
    priceLkr: 8500,
    durationMinutes: 60,
    motif: 'serumDrop',
    tag: 'Hydration',
  },
  {
    key: 'deep-cleansing',
    bookableOnce: true,
    title: 'Deep Cleansing Facial',
    description:
      'Steam, gentle extractions and a kaolin clay mask to clear congested pores, with a calming finish so skin never feels stripped.',
    category: 'facial',
    priceLkr: 6500,
    durationMinutes: 60,
    motif: 'creamJar',
    tag: 'Cleansing',
  },
  {
    key: 'herbal-facial',
    bookableOnce: true,
    title: 'Ayurvedic Herbal Facial',
    description:
      'Sandalwood, turmeric and venivel pastes with a slow marma-point face massage: a traditional ritual that suits every skin type.',
    category: 'facial',
    priceLkr: 7500,
    durationMinutes: 75,
    motif: 'leaf',
    tag: 'Ayurveda',
  },
  {
    key: 'threading',
    bookableOnce: true,
    title: 'Eyebrow Threading & Shaping',
    description:
      'Clean, defined brows shaped by thread to suit your features, soothed afterwards with cool aloe gel.',
    category: 'facial',
    priceLkr: 800,
    durationMinutes: 30,
    motif: 'browAndLash',
    tag: 'Brows',
  },
  {
    key: 'bridal-makeup',
    bookableOnce: true,
    title: 'Bridal Makeup (Kandyan or Western)',
    description:
      'Your complete bridal look with a trial session beforehand, an HD base, lashes and a touch-up kit, plus Kandyan or osariya dressing and jewellery setting on the day.',
    category: 'makeup',
    priceLkr: 55000,
    durationMinutes: 240,
    motif: 'bridalFlower',
    tag: 'Bridal',
  },
  {
    key: 'homecoming-look',
    bookableOnce: true,
    title: 'Going-Away & Homecoming Look',
    description:
      'A fresh, long-wearing makeup look for your going-away or homecoming, with hair styled to match the saree or gown.',
    category: 'makeup',
    priceLkr: 28000,
    durationMinutes: 150,
    motif: 'lipstick',
    tag: 'Homecoming',
  },
  {
    key: 'party-makeup',
    bookableOnce: true,
    title: 'Party & Evening Makeup',
    description:
      'Soft glam or a bold evening eye for weddings, dinners and parties, with lashes included and a finish that photographs beautifully.',
    category: 'makeup',
    priceLkr: 9500,
    durationMinutes: 90,
    motif: 'makeupBrush',
    tag: 'Evening',
  },
  {
    key: 'bridesmaid-makeup',
    title: 'Bridesmaid & Engagement Makeup',
    description:
      'Polished, photo-ready makeup that complements the bride, with hair set in a simple updo or soft waves.',
    category: 'makeup',
    priceLkr: 15000,
    durationMinutes: 120,
    motif: 'handMirror',
    tag: 'Bridesmaid',
  },
];
