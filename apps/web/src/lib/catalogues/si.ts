// The script's font, self-hosted through the build: its stylesheet loads with this module, so
// only visitors who chose this language fetch it (styles.css puts it first for this lang).
import '@fontsource/noto-sans-sinhala/sinhala-400.css';
import '@fontsource/noto-sans-sinhala/sinhala-600.css';
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

  // Services catalogue.
  'Services & prices': 'සේවා සහ මිල ගණන්',
  'Hair, nails, facials and makeup: pick a service, add it to your cart and choose a time.':
    'කෙස්, නියපොතු, ෆේෂල් සහ වේශ නිරූපණය: සේවාවක් තෝරා, එය ඔබේ කරත්තයට එක් කර, වේලාවක් තෝරන්න.',
  'All Services': 'සියලුම සේවා',
  'Filter by category': 'කාණ්ඩය අනුව පෙරන්න',
  'Search services...': 'සේවා සොයන්න...',
  'Search services': 'සේවා සොයන්න',
  '{count} service': 'සේවා {count}',
  '{count} services': 'සේවා {count}',
  'Duration: {minutes} min': 'කාලය: මිනිත්තු {minutes}',
  Details: 'විස්තර',
  'Details: {title}': 'විස්තර: {title}',
  'Book Now: {title}': 'දැන් වෙන්කරන්න: {title}',
  'Clear filters': 'පෙරහන් ඉවත් කරන්න',
  'Loading services...': 'සේවා පූරණය වෙමින්...',
  'Failed to fetch services': 'සේවා ලබා ගැනීමට නොහැකි විය',
  'Invalid response format': 'ලැබුණු පිළිතුරේ ආකෘතිය වලංගු නැත',
  'No services found': 'සේවා කිසිවක් හමු නොවීය',
  'Try adjusting your search or filter criteria': 'ඔබේ සෙවුම හෝ පෙරහන් වෙනස් කර බලන්න',
  'Something went wrong': 'යම් දෝෂයක් සිදු විය',
  'Try Again': 'නැවත උත්සාහ කරන්න',
  Close: 'වසන්න',
  'Loading...': 'පූරණය වෙමින්...',

  // Special offers.
  'Limited time': 'සීමිත කාලයක් පමණි',
  'Packages of our most loved services at a special price, for a limited time only.':
    'අපගේ වඩාත් ජනප්‍රිය සේවා පැකේජ විශේෂ මිලකට, සීමිත කාලයක් සඳහා පමණි.',
  '{discount}% OFF': '{discount}% වට්ටම්',
  'Offer price': 'දීමනා මිල',
  'Original price': 'මුල් මිල',
  Valid: 'වලංගු කාලය',
  'Included Services': 'ඇතුළත් සේවා',
  'Book This Offer': 'මෙම දීමනාව වෙන්කරන්න',
  'Loading special offers...': 'විශේෂ දීමනා පූරණය වෙමින්...',
  'No special offers available at the moment.': 'මේ මොහොතේ විශේෂ දීමනා කිසිවක් නොමැත.',
  'Please check back later for exciting deals!': 'ආකර්ෂණීය දීමනා සඳහා පසුව නැවත පරීක්ෂා කරන්න!',
  'Failed to load special offers. Please try again later.':
    'විශේෂ දීමනා පූරණය කිරීමට නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',

  // Gallery.
  'Our work': 'අපගේ නිර්මාණ',
  'A look at recent cuts, colour, nails and makeup from our stylists and artists.':
    'අපගේ ශිල්පීන් සහ කලාකරුවන් මෑතකදී කළ කෙස් කැපීම්, වර්ණ ගැන්වීම්, නියපොතු සහ වේශ නිරූපණ කිහිපයක්.',
  'Fresh from our chairs': 'අපගේ අසුන්වලින් අලුත්ම නිර්මාණ',
  'Recent cuts, colour, nails and makeup by our team.':
    'අපගේ කණ්ඩායම මෑතකදී කළ කෙස් කැපීම්, වර්ණ ගැන්වීම්, නියපොතු සහ වේශ නිරූපණ.',
  'View Gallery': 'ගැලරිය බලන්න',
  'Gallery highlights': 'ගැලරියේ විශේෂ ඡායාරූප',
  'Loading gallery...': 'ගැලරිය පූරණය වෙමින්...',
  'View image: {caption}': 'ඡායාරූපය බලන්න: {caption}',
  'Image viewer': 'ඡායාරූප දර්ශකය',
  'Previous image': 'පෙර ඡායාරූපය',
  'Next image': 'ඊළඟ ඡායාරූපය',
  'No gallery images available at the moment.': 'මේ මොහොතේ ගැලරියේ ඡායාරූප කිසිවක් නොමැත.',
  'Failed to load gallery images. Please try again later.':
    'ගැලරි ඡායාරූප පූරණය කිරීමට නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',

  // Reviews.
  'What Our Clients Say': 'අපගේ ගනුදෙනුකරුවන් පවසන දේ',
  'Honest words from the people who sit in our chairs. Reviews marked Verified visit come from clients who completed an appointment with us.':
    'අපගේ අසුන්වල වාඩි වූ අයගේ අවංක වදන්. "තහවුරු කළ පැමිණීම" ලෙස සලකුණු කළ සමාලෝචන පැමිණෙන්නේ අප සමඟ වෙන්කිරීමක් සම්පූර්ණ කළ ගනුදෙනුකරුවන්ගෙනි.',
  'Based on {count} review': 'සමාලෝචන {count} ක් මත',
  'Based on {count} reviews': 'සමාලෝචන {count} ක් මත',
  'Rated {rating} out of 5': '5 න් {rating} ක ශ්‍රේණිගත කිරීමක්',
  Anonymous: 'නිර්නාමික',
  'Verified visit': 'තහවුරු කළ පැමිණීම',
  'Loading reviews...': 'සමාලෝචන පූරණය වෙමින්...',
  'Failed to load reviews': 'සමාලෝචන පූරණය කිරීමට නොහැකි විය',
  'No reviews yet. Be the first to share your experience!':
    'තවමත් සමාලෝචන නොමැත. ඔබේ අත්දැකීම බෙදාගන්නා පළමු තැනැත්තා වන්න!',
  'Want to share your experience? Please log in to submit a review.':
    'ඔබේ අත්දැකීම බෙදා ගැනීමට කැමතිද? සමාලෝචනයක් ඉදිරිපත් කිරීමට කරුණාකර පිවිසෙන්න.',
  'Log In': 'පිවිසෙන්න',

  // Sign-in, registration and forgotten password (labels and the spec's messages they show).
  'Welcome back': 'නැවත සාදරයෙන් පිළිගනිමු',
  'Sign in to book and manage your appointments.': 'ඔබේ වෙන්කිරීම් කිරීමට සහ කළමනාකරණය කිරීමට පිවිසෙන්න.',
  'New to Salon?': 'Salon වෙත අලුත්ද?',
  'Create an account': 'ගිණුමක් සාදන්න',
  'Save your details once and book your next visit in moments.':
    'ඔබේ විස්තර එක් වරක් සුරකින්න, ඊළඟ පැමිණීම මොහොතකින් වෙන්කරගන්න.',
  'Already have an account?': 'දැනටමත් ගිණුමක් තිබේද?',
  'Forgot your password?': 'ඔබේ මුරපදය අමතක වුණාද?',
  'Enter the email you registered with and we will send you a link to set a new one.':
    'ඔබ ලියාපදිංචි වූ විද්‍යුත් තැපෑල ඇතුළත් කරන්න; නව මුරපදයක් සැකසීමට අපි ඔබට සබැඳියක් එවන්නෙමු.',
  'Back to login': 'පිවිසුම වෙත ආපසු',
  'Send Reset Link': 'යළි සැකසීමේ සබැඳිය යවන්න',
  'Forgot password?': 'මුරපදය අමතක වුණාද?',
  'Unhurried care,': 'ඉක්මන් නොකළ සැලකිල්ල,',
  beautifully: 'සුන්දර ලෙස',
  'done.': 'නිම කෙරේ.',
  'Book in under a minute': 'මිනිත්තුවකටත් අඩු කාලයකින් වෙන්කරන්න',
  'Only a LKR 1000 booking fee online': 'මාර්ගගතව ගෙවන්නේ රු. 1000 ක වෙන්කිරීමේ ගාස්තුවක් පමණි',
  'Reminders before every visit': 'සෑම පැමිණීමකටම පෙර සිහිකැඳවීම්',
  'Galle Road, Colombo 03': 'ගාලු පාර, කොළඹ 03',
  Password: 'මුරපදය',
  'Confirm password': 'මුරපදය තහවුරු කරන්න',
  'Full name': 'සම්පූර්ණ නම',
  'Phone number': 'දුරකථන අංකය',
  Address: 'ලිපිනය',
  'At least 8 characters with upper and lower case letters and a number.':
    'අවම වශයෙන් අක්ෂර 8 ක්, කැපිටල් සහ සිම්පල් අකුරු සහ අංකයක් සමඟ.',
  Optional: 'අත්‍යවශ්‍ය නොවේ',
  Required: 'අවශ්‍යයි',
  'Show {field}': '{field} පෙන්වන්න',
  'Hide {field}': '{field} සඟවන්න',
  'Email is required': 'විද්‍යුත් තැපෑල අවශ්‍යයි',
  'Email is invalid': 'විද්‍යුත් තැපෑල වලංගු නැත',
  'Password is required': 'මුරපදය අවශ්‍යයි',
  'Full name is required': 'සම්පූර්ණ නම අවශ්‍යයි',
  'Passwords do not match': 'මුරපද නොගැළපේ',
  'Password must be at least 8 characters': 'මුරපදයේ අවම වශයෙන් අක්ෂර 8 ක් තිබිය යුතුය',
  'Password must contain at least one uppercase letter': 'මුරපදයේ අවම වශයෙන් එක් කැපිටල් අකුරක් තිබිය යුතුය',
  'Password must contain at least one lowercase letter': 'මුරපදයේ අවම වශයෙන් එක් සිම්පල් අකුරක් තිබිය යුතුය',
  'Password must contain at least one number': 'මුරපදයේ අවම වශයෙන් එක් අංකයක් තිබිය යුතුය',
  'Phone number must start with 0 and have 10 digits in total':
    'දුරකථන අංකය 0 න් ආරම්භ විය යුතු අතර මුළු ඉලක්කම් 10 ක් තිබිය යුතුය',
  'Invalid email or password': 'විද්‍යුත් තැපෑල හෝ මුරපදය වැරදියි',
  'Login failed. Please try again.': 'පිවිසීම අසාර්ථක විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  'Registration failed': 'ලියාපදිංචිය අසාර්ථක විය',
  'An account with this email already exists': 'මෙම විද්‍යුත් තැපෑල සහිත ගිණුමක් දැනටමත් පවතී',
  'Failed to send reset link': 'යළි සැකසීමේ සබැඳිය යැවීමට නොහැකි විය',
  'Check your email': 'ඔබේ විද්‍යුත් තැපෑල පරීක්ෂා කරන්න',
  'If an account exists for this email, a password reset link has been sent to it.':
    'මෙම විද්‍යුත් තැපෑලට ගිණුමක් තිබේ නම්, මුරපදය යළි සැකසීමේ සබැඳියක් එයට යවා ඇත.',
  'Too many attempts. Please try again later.': 'උත්සාහයන් වැඩියි. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',

  // Page titles.
  'Our Beauty Services': 'අපගේ රූපලාවණ්‍ය සේවා',
  'Sign in': 'පිවිසෙන්න',
  'Create a new account': 'නව ගිණුමක් සාදන්න',
  'Forgot password': 'මුරපදය අමතක වුණාද',
  'Page not found': 'පිටුව හමු නොවීය',
};
