import type { Catalogue } from '../language.ts';

/**
 * Sinhala, keyed by the English text shown in the source (docs/architecture.md#languages).
 * Loaded only when a visitor chooses Sinhala. A text missing here shows in English.
 */
export const catalogue: Catalogue = {
  // Layout: header, menus, footer.
  Home: 'මුල් පිටුව',
  'About Us': 'අප ගැන',
  'Special Offers': 'විශේෂ දීමනා',
  Services: 'සේවා',
  Gallery: 'ගැලරිය',
  Reviews: 'සමාලෝචන',
  Login: 'පිවිසෙන්න',
  Register: 'ලියාපදිංචි වන්න',
  Logout: 'පිටවන්න',
  Menu: 'මෙනුව',
  Main: 'ප්‍රධාන',
  Mobile: 'ජංගම',
  Language: 'භාෂාව',
  '{name} home': '{name} මුල් පිටුව',
  'Profile Settings': 'පැතිකඩ සැකසුම්',
  'My Appointments': 'මගේ වෙන්කිරීම්',
  Dashboard: 'උපකරණ පුවරුව',
  Cart: 'කරත්තය',
  'Cart, {count} item': 'කරත්තය, අයිතම {count}',
  'Cart, {count} items': 'කරත්තය, අයිතම {count}',
  'Skip to content': 'අන්තර්ගතයට යන්න',
  'Quick links': 'ඉක්මන් සබැඳි',
  Legal: 'නීතිමය',
  Contact: 'සම්බන්ධ වන්න',
  'Privacy Policy': 'රහස්‍යතා ප්‍රතිපත්තිය',
  'Terms & Conditions': 'නියම සහ කොන්දේසි',
  'Refund Policy': 'මුදල් ආපසු ගෙවීමේ ප්‍රතිපත්තිය',
  FAQ: 'නිතර අසන ප්‍රශ්න',
  'Hair, nails, skin and makeup by people who love the craft.':
    'මෙම කලාවට ආදරය කරන අයගෙන් කෙස්, නියපොතු, සම සහ රූපලාවණ්‍ය සත්කාර.',
  'Social media': 'සමාජ මාධ්‍ය',
  '{name} on {network}': '{network} හි {name}',
  'Visit us': 'අප වෙත පැමිණෙන්න',
  '© {year} {name}. All rights reserved.': '© {year} {name}. සියලුම හිමිකම් ඇවිරිණි.',
  'Staff sign-in': 'කාර්ය මණ්ඩල පිවිසුම',
  'We accept': 'අප පිළිගන්නේ',
  'Accepted payment methods': 'පිළිගන්නා ගෙවීම් ක්‍රම',

  // Home page.
  'Hair and beauty · Colombo': 'කෙස් සහ රූපලාවණ්‍ය · කොළඹ',
  'Beauty, tailored': 'ඔබටම ගැළපෙන',
  'to you.': 'රූපලාවණ්‍යයක්.',
  'Book Now': 'දැන් වෙන්කරන්න',
  'Call {phone}': '{phone} අමතන්න',
  'Our specialities': 'අපගේ විශේෂතා',
  'Hair Style': 'කෙස් මෝස්තර',
  'Cuts, colour and styling': 'කැපීම, වර්ණ ගැන්වීම සහ මෝස්තර',
  'Nail Art': 'නියපොතු කලාව',
  'Manicures and nail design': 'මැනිකියුර් සහ නියපොතු මෝස්තර',
  Facial: 'ෆේෂල්',
  'Cleansing and glow treatments': 'පිරිසිදු කිරීම සහ දීප්තිය ගෙනෙන ප්‍රතිකාර',
  Makeup: 'වේශ නිරූපණය',
  'Bridal, party and everyday': 'මනාලියන්ට, සාද සඳහා සහ එදිනෙදා',
  Explore: 'ගවේෂණය කරන්න',
  'Our Services': 'අපගේ සේවා',
  'Hair, nails, facials and makeup, with clear prices and durations.':
    'පැහැදිලි මිල ගණන් සහ කාලය සමඟ කෙස්, නියපොතු, ෆේෂල් සහ වේශ නිරූපණය.',
  'Packages of our favourite services at a special price, for a limited time.':
    'අපගේ ජනප්‍රිය සේවා පැකේජ විශේෂ මිලකට, සීමිත කාලයක් සඳහා.',
  'Why us': 'ඇයි අප',
  'Why Choose Us': 'අප තෝරාගත යුත්තේ ඇයි',
  'Six reasons our clients keep coming back.': 'අපගේ ගනුදෙනුකරුවන් නැවත නැවතත් පැමිණීමට හේතු හයක්.',
  'Experienced stylists': 'පළපුරුදු රූපලාවණ්‍ය ශිල්පීන්',
  'Trained professionals who listen first and keep up with the latest techniques.':
    'පළමුව ඔබට සවන් දී, නවතම ක්‍රම ශිල්ප සමඟ යාවත්කාලීනව සිටින පුහුණු වෘත්තිකයන්.',
  'Quality products': 'ගුණාත්මක නිෂ්පාදන',
  'Salon-grade colour, skin and nail care from brands we trust.':
    'අප විශ්වාස කරන වෙළඳ නාමවලින් සැලෝන් ප්‍රමිතියේ වර්ණ, සම සහ නියපොතු සත්කාර.',
  'Spotless hygiene': 'නිර්මල සනීපාරක්ෂාව',
  'Tools sterilised after every client, fresh towels and clean stations.':
    'සෑම ගනුදෙනුකරුවෙකුටම පසු ජීවාණුහරණය කළ උපකරණ, නැවුම් තුවා සහ පිරිසිදු වැඩ ස්ථාන.',
  'Easy online booking': 'පහසු මාර්ගගත වෙන්කිරීම',
  'Choose your services and a time that suits you, any time of day.':
    'දවසේ ඕනෑම වේලාවක, ඔබේ සේවා සහ ඔබට ගැළපෙන වේලාවක් තෝරන්න.',
  'Fair, clear prices': 'සාධාරණ, පැහැදිලි මිල',
  'Every price is shown up front; only a small booking fee is paid online.':
    'සෑම මිලක්ම කලින්ම පෙන්වයි; මාර්ගගතව ගෙවන්නේ කුඩා වෙන්කිරීමේ ගාස්තුවක් පමණි.',
  'Relaxing atmosphere': 'සැහැල්ලු පරිසරයක්',
  'A calm, friendly space where you can unwind while we look after you.':
    'අප ඔබව රැකබලා ගන්නා අතරතුර ඔබට විවේක ගත හැකි සන්සුන්, හිතවත් පරිසරයක්.',
  'About us': 'අප ගැන',
  'A calm chair on Galle Road': 'ගාලු පාරේ සන්සුන් අසුනක්',
  '{name} is a neighbourhood salon for hair, nails, skin and makeup. Our stylists take the time to listen before they begin, use products we trust, and keep to the time we promised you.':
    '{name} යනු කෙස්, නියපොතු, සම සහ වේශ නිරූපණය සඳහා වූ අසල්වැසි සැලෝනයකි. අපගේ ශිල්පීන් වැඩ ආරම්භ කිරීමට පෙර ඔබට සවන් දීමට කාලය ගනිති, අප විශ්වාස කරන නිෂ්පාදන භාවිත කරති, සහ අප පොරොන්දු වූ වේලාවට වැඩ නිම කරති.',
  'Choose your services online, pick a time that suits you, and secure it with a small booking fee. The service itself is paid at the salon.':
    'ඔබේ සේවා මාර්ගගතව තෝරා, ඔබට ගැළපෙන වේලාවක් තෝරාගෙන, කුඩා වෙන්කිරීමේ ගාස්තුවකින් එය තහවුරු කරගන්න. සේවාව සඳහා ගෙවන්නේ සැලෝනයේදීය.',
  Open: 'විවෘත වේලාවන්',
  'Find us': 'අප සොයාගන්න',
  Booking: 'වෙන්කිරීම',
  'Reserve online, pay for services at the salon': 'මාර්ගගතව වෙන්කරන්න, සේවා සඳහා සැලෝනයේදී ගෙවන්න',
  'Monday to Saturday, 9:00 am to 7:00 pm (closed on Sundays)':
    'සඳුදා සිට සෙනසුරාදා දක්වා, පෙ.ව. 9:00 සිට ප.ව. 7:00 දක්වා (ඉරිදා දිනවල වසා ඇත)',
  'Get in touch': 'අප හා සම්බන්ධ වන්න',
  'Questions about a service or a booking? Call, message or drop by. Opening hours: {hours}.':
    'සේවාවක් හෝ වෙන්කිරීමක් ගැන ප්‍රශ්න තිබේද? අමතන්න, පණිවිඩයක් එවන්න හෝ අප වෙත පැමිණෙන්න. විවෘත වේලාවන්: {hours}.',
  Phone: 'දුරකථනය',
  Location: 'ස්ථානය',
  'Chat on WhatsApp': 'WhatsApp හරහා කතාබස් කරන්න',
  Email: 'විද්‍යුත් තැපෑල',
  'Map showing {name}, {address}': '{name} පෙන්වන සිතියම, {address}',
  'Open in Google Maps': 'Google Maps හි විවෘත කරන්න',
  'Show map': 'සිතියම පෙන්වන්න',

  // Page titles.
  'Our Beauty Services': 'අපගේ රූපලාවණ්‍ය සේවා',
  'Sign in': 'පිවිසුම',
  'Create a new account': 'නව ගිණුමක් සාදන්න',
  'Forgot password': 'මුරපදය අමතක වුණාද',
  'Page not found': 'පිටුව හමු නොවීය',
};
