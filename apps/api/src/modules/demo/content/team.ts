import type { PortraitHair } from '../artwork/stylist-portrait.ts';
import type { DemoService } from './services.ts';

/** A shift as "HH:mm-HH:mm" on each of `weekdays` (0 = Sunday ... 6 = Saturday). */
export interface DemoShift {
  weekdays: number[];
  hours: string;
}

export interface DemoStylist {
  name: string;
  /** The short bio customers read on the stylist step, in English, Sinhala and Tamil. */
  bio: { en: string; si: string; ta: string };
  /** The categories of the catalogue they do. */
  categories: ReadonlyArray<DemoService['category']>;
  /** Their own prices, by service key, where they differ from the catalogue's. */
  ownPrices?: Readonly<Record<string, number>>;
  shifts: DemoShift[];
  /** Their illustrated portrait (artwork/stylist-portrait.ts): how it wears its hair. */
  portrait: PortraitHair;
}

const MON_TO_SAT = [1, 2, 3, 4, 5, 6];

/**
 * docs/decisions/0036-stylists.md: the demo team, so a fresh install shows the stylist step.
 * Three of them do every service for all the opening hours Monday to Friday (as many as the
 * salon has chairs), so "Anyone available" offers what the chairs alone did; Kasun leaves at
 * 15:00 on Saturdays and Tharushi does nails and facials on a shorter day with a break.
 */
export const demoTeam: readonly DemoStylist[] = [
  {
    name: 'Nadeesha Perera',
    bio: {
      en: 'Senior stylist of twelve years: bridal looks, colour and precise cuts.',
      si: 'වසර දොළහක පළපුරුද්ද ඇති ප්‍රධාන ශිල්පිනිය: මනාලිය පෙනුම, හිසකෙස් වර්ණ ගැන්වීම සහ නිවැරදි කැපීම්.',
      ta: 'பன்னிரண்டு ஆண்டு அனுபவமுள்ள மூத்த அழகுக் கலைஞர்: மணப்பெண் தோற்றம், முடி நிறமூட்டல், நுட்பமான முடி வெட்டுதல்.',
    },
    categories: ['hair', 'nail', 'facial', 'makeup'],
    ownPrices: { 'bridal-makeup': 60000, 'global-colour': 14000 },
    portrait: 'bun',
    shifts: [{ weekdays: MON_TO_SAT, hours: '09:00-19:00' }],
  },
  {
    name: 'Ishara Fernando',
    bio: {
      en: 'Everyday cuts, blow-dries and calming facials.',
      si: 'එදිනෙදා කොණ්ඩ කැපීම්, බ්ලෝ-ඩ්‍රයි සහ සන්සුන් කරවන ෆේෂල්.',
      ta: 'அன்றாட முடி வெட்டுதல், ப்ளோ-ட்ரை, மனதை அமைதிப்படுத்தும் ஃபேஷியல்.',
    },
    categories: ['hair', 'nail', 'facial', 'makeup'],
    portrait: 'long',
    shifts: [{ weekdays: MON_TO_SAT, hours: '09:00-19:00' }],
  },
  {
    name: 'Kasun Jayasinghe',
    bio: {
      en: "Gents' cuts and beard shaping, and nails for everyone.",
      si: 'පිරිමි කොණ්ඩ කැපීම සහ රැවුල සැකසීම, මෙන්ම සැමට නියපොතු සැලකිල්ල.',
      ta: 'ஆண்களுக்கான முடி வெட்டுதல், தாடி சீரமைப்பு, அனைவருக்குமான நகப் பராமரிப்பு.',
    },
    categories: ['hair', 'nail', 'facial', 'makeup'],
    portrait: 'short',
    shifts: [
      { weekdays: [1, 2, 3, 4, 5], hours: '09:00-19:00' },
      { weekdays: [6], hours: '09:00-15:00' },
    ],
  },
  {
    name: 'Tharushi Silva',
    bio: {
      en: 'Nail art and Ayurvedic facials, Tuesday to Saturday.',
      si: 'නියපොතු කලාව සහ ආයුර්වේද ෆේෂල්, අඟහරුවාදා සිට සෙනසුරාදා දක්වා.',
      ta: 'நகக் கலை, ஆயுர்வேத ஃபேஷியல், செவ்வாய் முதல் சனி வரை.',
    },
    categories: ['nail', 'facial'],
    portrait: 'bob',
    shifts: [
      { weekdays: [2, 3, 4, 5, 6], hours: '10:00-13:00' },
      { weekdays: [2, 3, 4, 5, 6], hours: '13:30-16:00' },
    ],
  },
];
