// The script's font, self-hosted through the build: its stylesheet loads with this module, so
// only visitors who chose this language fetch it (styles.css puts it first for this lang).
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-600.css';
import type { Catalogue } from '../language.ts';

/**
 * Tamil, keyed by the English text shown in the source (docs/architecture.md#languages).
 * Loaded only when a visitor chooses Tamil. A text missing here shows in English.
 */
export const catalogue: Catalogue = {
  // Layout: header, menus, footer.
  Home: 'முகப்பு',
  'About Us': 'எங்களைப் பற்றி',
  'Special Offers': 'சிறப்புச் சலுகைகள்',
  Services: 'சேவைகள்',
  Gallery: 'படத்தொகுப்பு',
  Reviews: 'மதிப்புரைகள்',
  Login: 'உள்நுழை',
  Register: 'பதிவு செய்',
  Logout: 'வெளியேறு',
  Menu: 'மெனு',
  Main: 'முதன்மை',
  Mobile: 'கைபேசி',
  Language: 'மொழி',
  '{name} home': '{name} முகப்பு',
  'Profile Settings': 'சுயவிவர அமைப்புகள்',
  'My Appointments': 'எனது முன்பதிவுகள்',
  Dashboard: 'கட்டுப்பாட்டகம்',
  // The customer's dashboard (docs/product.md#2.1).
  'Hello, {name}': 'வணக்கம், {name}',
  'Your visits at a glance, and the quickest way to book the next one.':
    'உங்கள் வருகைகள் ஒரே பார்வையில், அடுத்ததை முன்பதிவு செய்ய விரைவான வழி.',
  'See Special Offers': 'சிறப்புச் சலுகைகளைப் பார்',
  'Loading your visits...': 'உங்கள் வருகைகள் ஏற்றப்படுகின்றன...',
  'No visits yet': 'இன்னும் வருகைகள் இல்லை',
  'Choose a service or an offer and book your first visit.':
    'ஒரு சேவையையோ சலுகையையோ தேர்ந்தெடுத்து உங்கள் முதல் வருகையை முன்பதிவு செய்யுங்கள்.',
  'Your next visits': 'உங்கள் அடுத்த வருகைகள்',
  'See all appointments': 'எல்லா முன்பதிவுகளையும் பார்',
  'No visits coming up. Book your next one whenever you are ready.':
    'வரவிருக்கும் வருகைகள் இல்லை. நீங்கள் தயாரானதும் அடுத்ததை முன்பதிவு செய்யுங்கள்.',
  'Book again': 'மீண்டும் முன்பதிவு செய்',
  'The same services as a recent visit, in your cart in one step.':
    'சமீபத்திய வருகையின் அதே சேவைகள், ஒரே படியில் உங்கள் கூடையில்.',
  'Replace your cart?': 'உங்கள் கூடையை மாற்றவா?',
  'Booking this visit again puts its services in your cart in place of {titles}. Continue?':
    'இந்த வருகையை மீண்டும் முன்பதிவு செய்தால், {titles} என்பவற்றுக்குப் பதிலாக அதன் சேவைகள் உங்கள் கூடையில் சேரும். தொடரவா?',
  'Replace cart': 'கூடையை மாற்று',
  "Could not put this visit's services in your cart": 'இந்த வருகையின் சேவைகளை உங்கள் கூடையில் சேர்க்க முடியவில்லை',
  Cart: 'கூடை',
  'Cart, {count} item': 'கூடை, {count} சேவை',
  'Cart, {count} items': 'கூடை, {count} சேவைகள்',
  'Skip to content': 'உள்ளடக்கத்திற்குச் செல்லவும்',
  'Quick links': 'விரைவு இணைப்புகள்',
  Legal: 'சட்டத் தகவல்',
  Contact: 'தொடர்புக்கு',
  'Privacy Policy': 'தனியுரிமைக் கொள்கை',
  'Terms & Conditions': 'விதிமுறைகள் மற்றும் நிபந்தனைகள்',
  'Refund Policy': 'பணத்திருப்பக் கொள்கை',
  FAQ: 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
  'Hair, nails, skin and makeup by people who love the craft.':
    'இக்கலையை நேசிப்பவர்களின் கைவண்ணத்தில் கூந்தல், நகம், சருமம் மற்றும் ஒப்பனை.',
  'Social media': 'சமூக ஊடகங்கள்',
  '{name} on {network}': '{network} இல் {name}',
  'Visit us': 'எங்களை வந்து சந்தியுங்கள்',
  '© {year} {name}. All rights reserved.': '© {year} {name}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.',
  'Staff sign-in': 'பணியாளர் உள்நுழைவு',
  'We accept': 'நாங்கள் ஏற்பவை',
  'Accepted payment methods': 'ஏற்கப்படும் கட்டண முறைகள்',

  // Home page.
  'Hair and beauty · Colombo': 'கூந்தல் மற்றும் அழகு · கொழும்பு',
  'Beauty, tailored': 'உங்களுக்காக',
  'to you.': 'வடிவமைத்த அழகு.',
  'Book Now': 'முன்பதிவு செய்க',
  'Call {phone}': '{phone} ஐ அழையுங்கள்',
  'Our specialities': 'எங்கள் சிறப்புகள்',
  'Hair Style': 'சிகை அலங்காரம்',
  'Cuts, colour and styling': 'வெட்டுதல், நிறமூட்டல் மற்றும் அலங்காரம்',
  'Nail Art': 'நக அலங்காரம்',
  'Manicures and nail design': 'மெனிக்யூர் மற்றும் நக வடிவமைப்பு',
  Facial: 'ஃபேஷியல்',
  'Cleansing and glow treatments': 'சுத்திகரிப்பு மற்றும் பொலிவு சிகிச்சைகள்',
  Makeup: 'ஒப்பனை',
  'Bridal, party and everyday': 'மணப்பெண், விருந்து மற்றும் அன்றாட ஒப்பனை',
  Explore: 'ஆராயுங்கள்',
  'Our Services': 'எங்கள் சேவைகள்',
  'Hair, nails, facials and makeup, with clear prices and durations.':
    'தெளிவான விலைகள் மற்றும் நேர அளவுகளுடன் கூந்தல், நகம், ஃபேஷியல் மற்றும் ஒப்பனை.',
  'Packages of our favourite services at a special price, for a limited time.':
    'எங்களின் விருப்பமான சேவைகளின் தொகுப்புகள் சிறப்பு விலையில், குறிப்பிட்ட காலத்திற்கு மட்டும்.',
  'Why us': 'ஏன் நாங்கள்',
  'Why Choose Us': 'எங்களை ஏன் தேர்ந்தெடுக்க வேண்டும்',
  'Six reasons our clients keep coming back.': 'எங்கள் வாடிக்கையாளர்கள் மீண்டும் மீண்டும் வருவதற்கான ஆறு காரணங்கள்.',
  'Experienced stylists': 'அனுபவம் வாய்ந்த அழகுக் கலைஞர்கள்',
  'Trained professionals who listen first and keep up with the latest techniques.':
    'முதலில் உங்கள் விருப்பத்தைக் கேட்டு, புதிய நுட்பங்களுடன் தங்களைப் புதுப்பித்துக்கொள்ளும் பயிற்சி பெற்ற நிபுணர்கள்.',
  'Quality products': 'தரமான பொருட்கள்',
  'Salon-grade colour, skin and nail care from brands we trust.':
    'நாங்கள் நம்பும் நிறுவனங்களின் சலூன் தரத்திலான நிறமூட்டி, சரும மற்றும் நகப் பராமரிப்புப் பொருட்கள்.',
  'Spotless hygiene': 'முழுமையான சுகாதாரம்',
  'Tools sterilised after every client, fresh towels and clean stations.':
    'ஒவ்வொரு வாடிக்கையாளருக்குப் பின்னும் கிருமி நீக்கம் செய்யப்படும் கருவிகள், புதிய துண்டுகள் மற்றும் சுத்தமான இருக்கைகள்.',
  'Easy online booking': 'எளிதான இணைய முன்பதிவு',
  'Choose your services and a time that suits you, any time of day.':
    'நாளின் எந்த நேரத்திலும், உங்கள் சேவைகளையும் உங்களுக்கு ஏற்ற நேரத்தையும் தேர்ந்தெடுங்கள்.',
  'Fair, clear prices': 'நியாயமான, தெளிவான விலைகள்',
  'Every price is shown up front; only a small booking fee is paid online.':
    'ஒவ்வொரு விலையும் முன்கூட்டியே காட்டப்படும்; இணையத்தில் ஒரு சிறிய முன்பதிவுக் கட்டணம் மட்டுமே செலுத்தப்படும்.',
  'Relaxing atmosphere': 'இதமான சூழல்',
  'A calm, friendly space where you can unwind while we look after you.':
    'நாங்கள் உங்களைக் கவனித்துக்கொள்ளும்போது நீங்கள் ஓய்வெடுக்கக்கூடிய அமைதியான, நட்பான இடம்.',
  'About us': 'எங்களைப் பற்றி',
  'A calm chair on Galle Road': 'காலி வீதியில் ஓர் அமைதியான இருக்கை',
  '{name} is a neighbourhood salon for hair, nails, skin and makeup. Our stylists take the time to listen before they begin, use products we trust, and keep to the time we promised you.':
    '{name} என்பது கூந்தல், நகம், சருமம் மற்றும் ஒப்பனைக்கான உங்கள் அருகிலுள்ள சலூன். எங்கள் கலைஞர்கள் வேலையைத் தொடங்கும் முன் உங்கள் விருப்பத்தைக் கேட்க நேரம் ஒதுக்குகிறார்கள், நாங்கள் நம்பும் பொருட்களையே பயன்படுத்துகிறார்கள், சொன்ன நேரத்தைக் கடைப்பிடிக்கிறார்கள்.',
  'Choose your services online, pick a time that suits you, and secure it with a small booking fee. The service itself is paid at the salon.':
    'உங்கள் சேவைகளை இணையத்தில் தேர்ந்தெடுத்து, உங்களுக்கு ஏற்ற நேரத்தைத் தேர்வுசெய்து, ஒரு சிறிய முன்பதிவுக் கட்டணத்துடன் அதை உறுதிசெய்யுங்கள். சேவைக்கான கட்டணம் சலூனில் செலுத்தப்படும்.',
  Open: 'திறந்திருக்கும் நேரம்',
  'Find us': 'எங்களைக் கண்டறிய',
  Booking: 'முன்பதிவு',
  'Reserve online, pay for services at the salon':
    'இணையத்தில் முன்பதிவு செய்து, சேவைகளுக்குச் சலூனில் பணம் செலுத்துங்கள்',
  // The opening hours' pieces (opening-hours-text.ts): the owner's hours, in the page's language.
  '{first} to {last}, {open} to {close}': '{first} முதல் {last} வரை, {open} முதல் {close} வரை',
  '{day}, {open} to {close}': '{day}, {open} முதல் {close} வரை',
  'every day, {open} to {close}': 'ஒவ்வொரு நாளும், {open} முதல் {close} வரை',
  '{hours} (closed on {days})': '{hours} ({days} அன்று மூடப்பட்டிருக்கும்)',
  '{days} and {last}': '{days} மற்றும் {last}',
  'closed until further notice': 'மறு அறிவிப்பு வரை மூடப்பட்டிருக்கும்',
  'Get in touch': 'எங்களைத் தொடர்புகொள்ளுங்கள்',
  'Questions about a service or a booking? Call, message or drop by. Opening hours: {hours}.':
    'ஒரு சேவை அல்லது முன்பதிவு பற்றிக் கேள்விகள் உள்ளனவா? அழையுங்கள், செய்தி அனுப்புங்கள் அல்லது நேரில் வாருங்கள். திறந்திருக்கும் நேரம்: {hours}.',
  Phone: 'தொலைபேசி',
  Location: 'இருப்பிடம்',
  'Chat on WhatsApp': 'WhatsApp இல் உரையாடுங்கள்',
  Email: 'மின்னஞ்சல்',
  'Map showing {name}, {address}': '{name} அமைந்துள்ள இடத்தைக் காட்டும் வரைபடம், {address}',
  'Open in Google Maps': 'Google Maps இல் திறக்கவும்',
  'Show map': 'வரைபடத்தைக் காட்டு',

  // Services catalogue.
  'Services & prices': 'சேவைகளும் விலைகளும்',
  'Hair, nails, facials and makeup: pick a service, add it to your cart and choose a time.':
    'கூந்தல், நகம், ஃபேஷியல் மற்றும் ஒப்பனை: ஒரு சேவையைத் தேர்ந்தெடுத்து, உங்கள் கூடையில் சேர்த்து, நேரத்தைத் தேர்வுசெய்யுங்கள்.',
  'All Services': 'அனைத்துச் சேவைகளும்',
  'Filter by category': 'வகை வாரியாக வடிகட்டவும்',
  'Search services...': 'சேவைகளைத் தேடுங்கள்...',
  'Search services': 'சேவைகளைத் தேடுங்கள்',
  '{count} service': '{count} சேவை',
  '{count} services': '{count} சேவைகள்',
  'Duration: {minutes} min': 'நேரம்: {minutes} நிமிடங்கள்',
  Details: 'விவரங்கள்',
  'Details: {title}': 'விவரங்கள்: {title}',
  'Book Now: {title}': 'முன்பதிவு செய்க: {title}',
  'Clear filters': 'வடிகட்டிகளை நீக்கு',
  'Loading services...': 'சேவைகள் ஏற்றப்படுகின்றன...',
  'Failed to fetch services': 'சேவைகளைப் பெற முடியவில்லை',
  'Invalid response format': 'பதிலின் வடிவம் செல்லுபடியாகாது',
  'No services found': 'சேவைகள் எதுவும் கிடைக்கவில்லை',
  'Try adjusting your search or filter criteria': 'உங்கள் தேடலையோ வடிகட்டிகளையோ மாற்றிப் பாருங்கள்',
  'Something went wrong': 'ஏதோ தவறு நடந்துவிட்டது',
  'Try Again': 'மீண்டும் முயலுங்கள்',
  Close: 'மூடு',
  'Loading...': 'ஏற்றப்படுகிறது...',

  // Special offers.
  'Limited time': 'குறிப்பிட்ட காலத்திற்கு மட்டும்',
  'Packages of our most loved services at a special price, for a limited time only.':
    'எங்களின் மிகவும் விரும்பப்படும் சேவைகளின் தொகுப்புகள் சிறப்பு விலையில், குறிப்பிட்ட காலத்திற்கு மட்டுமே.',
  '{discount}% OFF': '{discount}% தள்ளுபடி',
  'Offer price': 'சலுகை விலை',
  'Original price': 'அசல் விலை',
  Valid: 'செல்லுபடியாகும் காலம்',
  'Included Services': 'உள்ளடங்கிய சேவைகள்',
  'Book This Offer': 'இந்தச் சலுகையை முன்பதிவு செய்யுங்கள்',
  'Loading special offers...': 'சிறப்புச் சலுகைகள் ஏற்றப்படுகின்றன...',
  'No special offers available at the moment.': 'தற்போது சிறப்புச் சலுகைகள் எதுவும் இல்லை.',
  'Please check back later for exciting deals!': 'அருமையான சலுகைகளுக்குப் பின்னர் மீண்டும் பாருங்கள்!',
  'Failed to load special offers. Please try again later.':
    'சிறப்புச் சலுகைகளை ஏற்ற முடியவில்லை. தயவுசெய்து பின்னர் மீண்டும் முயலுங்கள்.',

  // Gallery.
  'Our work': 'எங்கள் படைப்புகள்',
  'A look at recent cuts, colour, nails and makeup from our stylists and artists.':
    'எங்கள் அழகுக் கலைஞர்களின் அண்மைய முடி வெட்டுகள், நிறமூட்டல்கள், நக அலங்காரங்கள் மற்றும் ஒப்பனைகளின் ஒரு பார்வை.',
  'Fresh from our chairs': 'எங்கள் இருக்கைகளிலிருந்து புதியவை',
  'Recent cuts, colour, nails and makeup by our team.':
    'எங்கள் குழுவின் அண்மைய முடி வெட்டுகள், நிறமூட்டல்கள், நக அலங்காரங்கள் மற்றும் ஒப்பனைகள்.',
  'View Gallery': 'படத்தொகுப்பைப் பார்க்க',
  'Gallery highlights': 'படத்தொகுப்பின் சிறப்புப் படங்கள்',
  'Loading gallery...': 'படத்தொகுப்பு ஏற்றப்படுகிறது...',
  'View image: {caption}': 'படத்தைப் பார்க்க: {caption}',
  'Image viewer': 'படக் காட்சியகம்',
  'Previous image': 'முந்தைய படம்',
  'Next image': 'அடுத்த படம்',
  'No gallery images available at the moment.': 'தற்போது படத்தொகுப்பில் படங்கள் எதுவும் இல்லை.',
  'Failed to load gallery images. Please try again later.':
    'படத்தொகுப்புப் படங்களை ஏற்ற முடியவில்லை. தயவுசெய்து பின்னர் மீண்டும் முயலுங்கள்.',

  // Reviews.
  'What Our Clients Say': 'எங்கள் வாடிக்கையாளர்கள் சொல்வது',
  'Client reviews': 'வாடிக்கையாளர் மதிப்புரைகள்',
  'Honest words from the people who sit in our chairs. Reviews marked Verified visit come from clients who completed an appointment with us.':
    'எங்கள் இருக்கைகளில் அமர்ந்தவர்களின் நேர்மையான வார்த்தைகள். "உறுதிசெய்யப்பட்ட வருகை" எனக் குறிக்கப்பட்ட மதிப்புரைகள் எங்களிடம் முன்பதிவை நிறைவுசெய்த வாடிக்கையாளர்களிடமிருந்து வந்தவை.',
  'Based on {count} review': '{count} மதிப்புரையின் அடிப்படையில்',
  'Based on {count} reviews': '{count} மதிப்புரைகளின் அடிப்படையில்',
  'Rated {rating} out of 5': '5 இல் {rating} மதிப்பீடு',
  Anonymous: 'பெயரில்லாதவர்',
  'Verified visit': 'உறுதிசெய்யப்பட்ட வருகை',
  'Loading reviews...': 'மதிப்புரைகள் ஏற்றப்படுகின்றன...',
  'Failed to load reviews': 'மதிப்புரைகளை ஏற்ற முடியவில்லை',
  'No reviews yet. Be the first to share your experience!':
    'இன்னும் மதிப்புரைகள் இல்லை. உங்கள் அனுபவத்தைப் பகிரும் முதல் நபராக இருங்கள்!',
  'Want to share your experience? Please log in to submit a review.':
    'உங்கள் அனுபவத்தைப் பகிர விரும்புகிறீர்களா? மதிப்புரையைச் சமர்ப்பிக்க தயவுசெய்து உள்நுழையுங்கள்.',
  'Log In': 'உள்நுழை',

  // Sign-in, registration and forgotten password (labels and the spec's messages they show).
  'Welcome back': 'மீண்டும் வருக',
  'Sign in to book and manage your appointments.':
    'முன்பதிவு செய்யவும் உங்கள் முன்பதிவுகளை நிர்வகிக்கவும் உள்நுழையுங்கள்.',
  'New to Salon?': 'Salon இற்குப் புதியவரா?',
  'Create an account': 'கணக்கை உருவாக்குங்கள்',
  'Save your details once and book your next visit in moments.':
    'உங்கள் விவரங்களை ஒருமுறை சேமித்து, அடுத்த வருகையைச் சில நொடிகளில் முன்பதிவு செய்யுங்கள்.',
  'Already have an account?': 'ஏற்கெனவே கணக்கு உள்ளதா?',
  'Forgot your password?': 'கடவுச்சொல்லை மறந்துவிட்டீர்களா?',
  'Enter the email you registered with and we will send you a link to set a new one.':
    'நீங்கள் பதிவுசெய்த மின்னஞ்சலை உள்ளிடுங்கள்; புதிய கடவுச்சொல்லை அமைக்க நாங்கள் ஓர் இணைப்பை அனுப்புவோம்.',
  'Back to login': 'உள்நுழைவுக்குத் திரும்பு',
  'Send Reset Link': 'மீட்டமைப்பு இணைப்பை அனுப்பு',
  'Forgot password?': 'கடவுச்சொல் மறந்துவிட்டதா?',
  'Unhurried care,': 'அவசரமில்லாத கவனிப்பு,',
  beautifully: 'அழகாக',
  'done.': 'நிறைவேற்றப்படும்.',
  'Book in under a minute': 'ஒரு நிமிடத்திற்குள் முன்பதிவு செய்யுங்கள்',
  'Only a LKR {fee} booking fee online': 'இணையத்தில் LKR {fee} முன்பதிவுக் கட்டணம் மட்டுமே',
  'Reminders before every visit': 'ஒவ்வொரு வருகைக்கும் முன் நினைவூட்டல்கள்',
  'Galle Road, Colombo 03': 'காலி வீதி, கொழும்பு 03',
  Password: 'கடவுச்சொல்',
  'Confirm password': 'கடவுச்சொல்லை உறுதிப்படுத்துங்கள்',
  'Full name': 'முழுப் பெயர்',
  'Phone number': 'தொலைபேசி எண்',
  Address: 'முகவரி',
  'At least 8 characters with upper and lower case letters and a number.':
    'குறைந்தது 8 எழுத்துகள், பெரிய மற்றும் சிறிய எழுத்துகளுடன் ஓர் எண்ணும் இருக்க வேண்டும்.',
  Optional: 'விருப்பத்திற்குரியது',
  Required: 'கட்டாயம்',
  'Show {field}': '{field} ஐக் காட்டு',
  'Hide {field}': '{field} ஐ மறை',
  'Email is required': 'மின்னஞ்சல் அவசியம்',
  'Email is invalid': 'மின்னஞ்சல் செல்லுபடியாகாது',
  'Password is required': 'கடவுச்சொல் அவசியம்',
  'Full name is required': 'முழுப் பெயர் அவசியம்',
  'Full name must be on one line, without control characters':
    'முழுப் பெயர் கட்டுப்பாட்டு எழுத்துகள் இல்லாமல் ஒரே வரியில் இருக்க வேண்டும்',
  'Passwords do not match': 'கடவுச்சொற்கள் பொருந்தவில்லை',
  'Password must be at least 8 characters': 'கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்',
  'Password must contain at least one uppercase letter': 'கடவுச்சொல்லில் குறைந்தது ஒரு பெரிய எழுத்து இருக்க வேண்டும்',
  'Password must contain at least one lowercase letter': 'கடவுச்சொல்லில் குறைந்தது ஒரு சிறிய எழுத்து இருக்க வேண்டும்',
  'Password must contain at least one number': 'கடவுச்சொல்லில் குறைந்தது ஓர் எண் இருக்க வேண்டும்',
  'Phone number must start with 0 and have 10 digits in total':
    'தொலைபேசி எண் 0 இல் தொடங்கி மொத்தம் 10 இலக்கங்களைக் கொண்டிருக்க வேண்டும்',
  'Invalid email or password': 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறானது',
  'Login failed. Please try again.': 'உள்நுழைவு தோல்வியடைந்தது. தயவுசெய்து மீண்டும் முயலுங்கள்.',
  'Registration failed': 'பதிவு தோல்வியடைந்தது',
  'An account with this email already exists': 'இந்த மின்னஞ்சலுடன் ஏற்கெனவே ஒரு கணக்கு உள்ளது',
  'Failed to send reset link': 'மீட்டமைப்பு இணைப்பை அனுப்ப முடியவில்லை',
  'Check your email': 'உங்கள் மின்னஞ்சலைப் பாருங்கள்',
  'If an account exists for this email, a password reset link has been sent to it.':
    'இந்த மின்னஞ்சலுக்கு ஒரு கணக்கு இருந்தால், கடவுச்சொல் மீட்டமைப்பு இணைப்பு அதற்கு அனுப்பப்பட்டுள்ளது.',
  'Too many attempts. Please try again later.': 'அதிகமான முயற்சிகள். தயவுசெய்து பின்னர் மீண்டும் முயலுங்கள்.',

  // Account: profile, verification, password reset.
  'My Profile': 'எனது சுயவிவரம்',
  'Keep your details up to date so we can confirm and remind you of every visit.':
    'உங்கள் ஒவ்வொரு வருகையையும் உறுதிப்படுத்தவும் நினைவூட்டவும், உங்கள் விவரங்களைப் புதுப்பித்த நிலையில் வைத்திருங்கள்.',
  'Profile settings': 'சுயவிவர அமைப்புகள்',
  'Profile Information': 'சுயவிவரத் தகவல்',
  'Change Password': 'கடவுச்சொல்லை மாற்று',
  'Change your password': 'உங்கள் கடவுச்சொல்லை மாற்றுங்கள்',
  'Other devices signed in to your account will be signed out.':
    'உங்கள் கணக்கில் உள்நுழைந்துள்ள பிற சாதனங்கள் வெளியேற்றப்படும்.',
  'Your e-mail address is your sign-in and cannot be changed here.':
    'உங்கள் மின்னஞ்சல் முகவரியைக் கொண்டே உள்நுழைகிறீர்கள்; அதை இங்கே மாற்ற முடியாது.',
  'No. 12, Flower Road, Colombo 07': 'இல. 12, மலர் வீதி, கொழும்பு 07',
  'Save Changes': 'மாற்றங்களைச் சேமி',
  'Please enter a valid 10-digit phone number': 'தயவுசெய்து சரியான 10 இலக்கத் தொலைபேசி எண்ணை உள்ளிடுங்கள்',
  'Profile updated successfully': 'சுயவிவரம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது',
  'Failed to update profile': 'சுயவிவரத்தைப் புதுப்பிக்க முடியவில்லை',
  'Profile completion': 'சுயவிவர நிறைவு',
  '{percent}% complete': '{percent}% நிறைவு',
  'A few details help us prepare for your visit.': 'சில விவரங்கள் உங்கள் வருகைக்கு நாங்கள் தயாராக உதவும்.',
  'Almost there: just a little more.': 'கிட்டத்தட்ட முடிந்தது: இன்னும் கொஞ்சம் மட்டுமே.',
  'Your profile is complete. Thank you!': 'உங்கள் சுயவிவரம் நிறைவடைந்தது. நன்றி!',
  'Profile Picture': 'சுயவிவரப் படம்',
  'Phone Number': 'தொலைபேசி எண்',
  '(done)': '(முடிந்தது)',
  '(not done yet)': '(இன்னும் முடியவில்லை)',
  'Uploading...': 'பதிவேற்றுகிறது...',
  'Change photo': 'படத்தை மாற்று',
  'Upload photo': 'படத்தைப் பதிவேற்று',
  'JPEG, PNG or GIF, up to 5 MB.': 'JPEG, PNG அல்லது GIF, 5 MB வரை.',
  'Upload progress': 'பதிவேற்ற முன்னேற்றம்',
  'Profile image updated successfully': 'சுயவிவரப் படம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது',
  'Failed to upload image': 'படத்தைப் பதிவேற்ற முடியவில்லை',
  'Please select a valid image file (JPEG, PNG, GIF)':
    'தயவுசெய்து சரியான படக் கோப்பைத் தேர்ந்தெடுங்கள் (JPEG, PNG, GIF)',
  'Image size should be less than 5MB': 'படத்தின் அளவு 5MB இற்குக் குறைவாக இருக்க வேண்டும்',
  'Please choose an image to upload': 'தயவுசெய்து பதிவேற்ற ஒரு படத்தைத் தேர்ந்தெடுங்கள்',
  'The image is too large; use one under 6000 x 6000 pixels':
    'படம் மிகப் பெரியது; 6000 x 6000 பிக்சல்களுக்குக் குறைவான ஒன்றைப் பயன்படுத்துங்கள்',
  'The image could not be read; try another file': 'படத்தைப் படிக்க முடியவில்லை; வேறொரு கோப்பை முயலுங்கள்',
  'Current password': 'தற்போதைய கடவுச்சொல்',
  'New password': 'புதிய கடவுச்சொல்',
  'Confirm new password': 'புதிய கடவுச்சொல்லை உறுதிப்படுத்துங்கள்',
  'At least 8 characters, with an uppercase letter, a lowercase letter and a number.':
    'குறைந்தது 8 எழுத்துகள், ஒரு பெரிய எழுத்து, ஒரு சிறிய எழுத்து மற்றும் ஓர் எண்ணுடன்.',
  'Update Password': 'கடவுச்சொல்லைப் புதுப்பி',
  'Password changed successfully': 'கடவுச்சொல் வெற்றிகரமாக மாற்றப்பட்டது',
  'Password updated successfully!': 'கடவுச்சொல் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!',
  'Password update failed': 'கடவுச்சொல் புதுப்பிப்பு தோல்வியடைந்தது',
  'Failed to change password': 'கடவுச்சொல்லை மாற்ற முடியவில்லை',
  'Current password is incorrect': 'தற்போதைய கடவுச்சொல் தவறானது',
  'Current password is required': 'தற்போதைய கடவுச்சொல் அவசியம்',
  'New password is required': 'புதிய கடவுச்சொல் அவசியம்',
  'Please confirm your new password': 'தயவுசெய்து உங்கள் புதிய கடவுச்சொல்லை உறுதிப்படுத்துங்கள்',
  'Password must be at most 128 characters': 'கடவுச்சொல்லில் அதிகபட்சம் 128 எழுத்துகளே இருக்கலாம்',
  'Verify your email': 'உங்கள் மின்னஞ்சலைச் சரிபாருங்கள்',
  'We sent a 6-digit code to {email}. Enter it below to activate your account.':
    '{email} இற்கு 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம். உங்கள் கணக்கைச் செயல்படுத்த அதைக் கீழே உள்ளிடுங்கள்.',
  'Enter the 6-digit code we sent to {email} to start booking.':
    'முன்பதிவு செய்யத் தொடங்க, {email} இற்கு நாங்கள் அனுப்பிய 6 இலக்கக் குறியீட்டை உள்ளிடுங்கள்.',
  'Verification code': 'சரிபார்ப்புக் குறியீடு',
  Verify: 'சரிபார்',
  "Didn't get the code?": 'குறியீடு கிடைக்கவில்லையா?',
  'Resend code in {seconds}s': '{seconds} வினாடிகளில் மீண்டும் அனுப்பலாம்',
  'Resend code': 'குறியீட்டை மீண்டும் அனுப்பு',
  Cancel: 'ரத்து செய்',
  'Please enter a valid 6-digit code': 'தயவுசெய்து சரியான 6 இலக்கக் குறியீட்டை உள்ளிடுங்கள்',
  'A request is still in progress. Close the verification anyway?':
    'ஒரு கோரிக்கை இன்னும் நடைபெறுகிறது. இருந்தாலும் சரிபார்ப்பை மூடவா?',
  'Email verified successfully!': 'மின்னஞ்சல் வெற்றிகரமாகச் சரிபார்க்கப்பட்டது!',
  'Verification failed': 'சரிபார்ப்பு தோல்வியடைந்தது',
  'Failed to resend verification code': 'சரிபார்ப்புக் குறியீட்டை மீண்டும் அனுப்ப முடியவில்லை',
  'Invalid verification code': 'சரிபார்ப்புக் குறியீடு தவறானது',
  'Verification code has expired. Please request a new one.':
    'சரிபார்ப்புக் குறியீடு காலாவதியாகிவிட்டது. தயவுசெய்து புதிய ஒன்றைக் கோருங்கள்.',
  'Too many incorrect attempts. Please request a new code.':
    'தவறான முயற்சிகள் அதிகம். தயவுசெய்து புதிய குறியீட்டைக் கோருங்கள்.',
  'Your email is already verified': 'உங்கள் மின்னஞ்சல் ஏற்கெனவே சரிபார்க்கப்பட்டுள்ளது',
  'Please wait before requesting another code': 'மற்றொரு குறியீட்டைக் கோருவதற்கு முன் சற்றுக் காத்திருங்கள்',
  'A new verification code has been sent to your email':
    'புதிய சரிபார்ப்புக் குறியீடு உங்கள் மின்னஞ்சலுக்கு அனுப்பப்பட்டுள்ளது',
  'Reset password': 'கடவுச்சொல் மீட்டமைப்பு',
  'Set a new password': 'புதிய கடவுச்சொல்லை அமையுங்கள்',
  'Choose a password with at least 8 characters, upper and lower case letters and a number.':
    'குறைந்தது 8 எழுத்துகள், பெரிய மற்றும் சிறிய எழுத்துகள், ஓர் எண் கொண்ட கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்.',
  'Admin Account': 'நிர்வாகி கணக்கு',
  'Reset Password': 'கடவுச்சொல்லை மீட்டமை',
  'Go to login': 'உள்நுழைவுக்குச் செல்',
  'Password reset successful! Please login with your new password.':
    'கடவுச்சொல் வெற்றிகரமாக மீட்டமைக்கப்பட்டது! தயவுசெய்து உங்கள் புதிய கடவுச்சொல்லுடன் உள்நுழையுங்கள்.',
  'Failed to reset password': 'கடவுச்சொல்லை மீட்டமைக்க முடியவில்லை',
  'This password reset link is invalid or has expired':
    'இந்தக் கடவுச்சொல் மீட்டமைப்பு இணைப்பு செல்லாதது அல்லது காலாவதியாகிவிட்டது',
  'Password must be at least 8 characters long': 'கடவுச்சொல் குறைந்தது 8 எழுத்துகள் நீளமாக இருக்க வேண்டும்',

  // Page titles.
  'Our Beauty Services': 'எங்கள் அழகுச் சேவைகள்',
  'Sign in': 'உள்நுழைவு',
  'Create a new account': 'புதிய கணக்கை உருவாக்குங்கள்',
  'Forgot password': 'கடவுச்சொல் மறந்துவிட்டதா',
  'Page not found': 'பக்கம் கிடைக்கவில்லை',

  // Cart.
  'Services Cart': 'சேவைகள் கூடை',
  'Your booking': 'உங்கள் முன்பதிவு',
  'Review your services, then choose a date and time that suits you.':
    'உங்கள் சேவைகளைச் சரிபார்த்து, உங்களுக்கு ஏற்ற தேதியையும் நேரத்தையும் தேர்ந்தெடுங்கள்.',
  'Loading your cart...': 'உங்கள் கூடை ஏற்றப்படுகிறது...',
  'Failed to fetch cart items': 'கூடையின் பொருட்களைப் பெற முடியவில்லை',
  'Your cart is empty': 'உங்கள் கூடை காலியாக உள்ளது',
  'Add some services to get started': 'தொடங்குவதற்கு சில சேவைகளைச் சேர்க்கவும்',
  'Browse Services': 'சேவைகளைப் பாருங்கள்',
  'Included services': 'உள்ளடங்கிய சேவைகள்',
  'Your services': 'உங்கள் சேவைகள்',
  'Clear Cart': 'கூடையை காலியாக்கு',
  'Add More Services': 'மேலும் சேவைகளைச் சேர்',
  'View Special Offers': 'சிறப்புச் சலுகைகளைப் பார்',
  Summary: 'சுருக்கம்',
  'Original Price': 'அசல் விலை',
  'You Save': 'நீங்கள் சேமிப்பது',
  'Services Total': 'சேவைகளின் மொத்தம்',
  'Booking Fee': 'முன்பதிவுக் கட்டணம்',
  'Total Amount': 'மொத்தத் தொகை',
  'Only booking fee is charged now. The service amount will be charged at the salon.':
    'இப்போது முன்பதிவுக் கட்டணம் மட்டுமே வசூலிக்கப்படும். சேவைக் கட்டணம் சலூனில் வசூலிக்கப்படும்.',
  'Proceed to Book Appointment': 'முன்பதிவைத் தொடர்க',
  'About the booking fee': 'முன்பதிவுக் கட்டணம் பற்றி',
  'A small fee is charged to secure your booking.': 'உங்கள் முன்பதிவை உறுதிசெய்ய சிறிய கட்டணம் வசூலிக்கப்படுகிறது.',
  ' each': ' ஒவ்வொன்றும்',
  '{minutes} min': '{minutes} நிமி',
  Quantity: 'அளவு',
  'Line total ': 'வரி மொத்தம் ',
  'Remove {title}': '{title} ஐ நீக்கு',
  'Quantity of {item}': '{item} இன் அளவு',
  'Decrease quantity of {item}': '{item} இன் அளவைக் குறை',
  'Increase quantity of {item}': '{item} இன் அளவைக் கூட்டு',
  'Special offer': 'சிறப்புச் சலுகை',
  'Special price': 'சிறப்பு விலை',
  'Save {discount}%': '{discount}% சேமியுங்கள்',
  'Failed to update quantity': 'அளவைப் புதுப்பிக்க முடியவில்லை',
  'Remove the special offer?': 'சிறப்புச் சலுகையை நீக்கவா?',
  'The services of {offer} are booked together, so removing one removes the whole offer from your cart.':
    '{offer} இன் சேவைகள் ஒன்றாக முன்பதிவு செய்யப்படுகின்றன, எனவே ஒன்றை நீக்கினால் முழுச் சலுகையும் உங்கள் கூடையிலிருந்து நீக்கப்படும்.',
  'Remove offer': 'சலுகையை நீக்கு',
  'Item removed from cart': 'பொருள் கூடையிலிருந்து நீக்கப்பட்டது',
  'Service removed from cart': 'சேவை கூடையிலிருந்து நீக்கப்பட்டது',
  'Failed to remove item': 'பொருளை நீக்க முடியவில்லை',
  'Failed to remove from cart': 'கூடையிலிருந்து நீக்க முடியவில்லை',
  'Removed {titles} from your cart': '{titles} உங்கள் கூடையிலிருந்து நீக்கப்பட்டது',
  'Clear your cart?': 'உங்கள் கூடையைக் காலியாக்கவா?',
  'This removes {titles} from your cart.': 'இது {titles} ஐ உங்கள் கூடையிலிருந்து நீக்கும்.',
  'Cart cleared successfully': 'கூடை வெற்றிகரமாகக் காலியாக்கப்பட்டது',
  'Failed to clear cart': 'கூடையைக் காலியாக்க முடியவில்லை',
  'Please login to book services': 'சேவைகளை முன்பதிவு செய்ய உள்நுழையவும்',
  'Replace the special offer?': 'சிறப்புச் சலுகையை மாற்றவா?',
  'Adding a regular service will remove the special offer from your cart. Continue?':
    'வழக்கமான சேவையைச் சேர்த்தால் சிறப்புச் சலுகை உங்கள் கூடையிலிருந்து நீக்கப்படும். தொடரவா?',
  'Remove offer and add': 'சலுகையை நீக்கிச் சேர்',
  'Service added to cart': 'சேவை கூடையில் சேர்க்கப்பட்டது',
  'View cart': 'கூடையைப் பார்',
  'Failed to add to cart': 'கூடையில் சேர்க்க முடியவில்லை',
  'Failed to add service to cart': 'சேவையைக் கூடையில் சேர்க்க முடியவில்லை',
  'This special offer has no services defined': 'இந்தச் சிறப்புச் சலுகைக்கு சேவைகள் எதுவும் வரையறுக்கப்படவில்லை',
  'No valid services in this special offer': 'இந்தச் சிறப்புச் சலுகையில் செல்லுபடியான சேவைகள் இல்லை',
  'Replace the services in your cart?': 'உங்கள் கூடையிலுள்ள சேவைகளை மாற்றவா?',
  'A special offer is booked on its own, so adding it removes {titles} from your cart. Continue?':
    'சிறப்புச் சலுகை தனியாக முன்பதிவு செய்யப்படுகிறது, எனவே அதைச் சேர்த்தால் {titles} உங்கள் கூடையிலிருந்து நீக்கப்படும். தொடரவா?',
  'Replace with offer': 'சலுகையால் மாற்று',
  'Special offer added to cart': 'சிறப்புச் சலுகை கூடையில் சேர்க்கப்பட்டது',
  'Failed to add special offer to cart': 'சிறப்புச் சலுகையைக் கூடையில் சேர்க்க முடியவில்லை',

  // Money split (cart, booking).
  'Pay now': 'இப்போது செலுத்துங்கள்',
  'Paid now': 'இப்போது செலுத்தப்பட்டது',
  'To pay at the salon': 'சலூனில் செலுத்த வேண்டியது',
  '(booking fee deducted)': '(முன்பதிவுக் கட்டணம் கழிக்கப்பட்டது)',
  '{fee} booking fee': 'முன்பதிவுக் கட்டணம் {fee}',

  // Booking: date and time, payment, outcome.
  'Step 2 of 2': 'படி 2 / 2',
  'Book Appointment': 'சந்திப்பை முன்பதிவு செய்க',
  'Choose a date and a time that suits you, then pay the booking fee to secure your visit.':
    'உங்களுக்கு ஏற்ற தேதியையும் நேரத்தையும் தேர்ந்தெடுத்து, உங்கள் வருகையை உறுதிசெய்ய முன்பதிவுக் கட்டணத்தைச் செலுத்துங்கள்.',
  'Date and time': 'தேதியும் நேரமும்',
  'Available time slots': 'கிடைக்கும் நேரங்கள்',
  'Choose a date': 'ஒரு தேதியைத் தேர்ந்தெடுங்கள்',
  'Few times left': 'சில நேரங்களே மீதமுள்ளன',
  'Loading free days...': 'காலியான நாட்கள் ஏற்றப்படுகின்றன...',
  'No free days this month.': 'இந்த மாதத்தில் காலியான நாட்கள் இல்லை.',
  'Next available: {date}': 'அடுத்து கிடைப்பது: {date}',
  'Failed to load the free days': 'காலியான நாட்களை ஏற்ற முடியவில்லை',
  'Open {hours}.': 'திறந்திருக்கும் நேரம்: {hours}.',
  'Please select a date first': 'முதலில் ஒரு தேதியைத் தேர்ந்தெடுங்கள்',
  'Loading available time slots...': 'கிடைக்கும் நேரங்கள் ஏற்றப்படுகின்றன...',
  'Failed to load available time slots': 'கிடைக்கும் நேரங்களை ஏற்ற முடியவில்லை',
  'No available slots for this date': 'இந்தத் தேதியில் கிடைக்கும் நேரங்கள் இல்லை',
  'Failed to check availability': 'கிடைப்பதைச் சரிபார்க்க முடியவில்லை',
  'Selected Time Slot': 'தேர்ந்தெடுத்த நேரம்',
  '{minutes} minutes': '{minutes} நிமிடங்கள்',
  'No time slot selected yet.': 'இன்னும் நேரம் எதுவும் தேர்ந்தெடுக்கப்படவில்லை.',
  'Service Summary': 'சேவைச் சுருக்கம்',
  'Notes for the salon': 'சலூனுக்கான குறிப்புகள்',
  'Allergies, a patch test, preferences': 'ஒவ்வாமைகள், பேட்ச் சோதனை, விருப்பங்கள்',
  'Please add services to your cart first': 'முதலில் உங்கள் கூடையில் சேவைகளைச் சேர்க்கவும்',
  Payment: 'கட்டணம்',
  'Secure booking fee payment': 'பாதுகாப்பான முன்பதிவுக் கட்டணச் செலுத்தல்',
  'Proceed to Payment': 'கட்டணம் செலுத்தத் தொடருங்கள்',
  'Please select a date and time to continue': 'தொடர ஒரு தேதியையும் நேரத்தையும் தேர்ந்தெடுங்கள்',
  'Payment processing not available. Please try again.': 'கட்டணச் செயலாக்கம் கிடைக்கவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'Card element not found. Please refresh and try again.':
    'அட்டைப் பகுதி கிடைக்கவில்லை. பக்கத்தைப் புதுப்பித்து மீண்டும் முயற்சிக்கவும்.',
  'Loading payment options...': 'கட்டண வழிகள் ஏற்றப்படுகின்றன...',
  'Loading secure card field...': 'பாதுகாப்பான அட்டைப் புலம் ஏற்றப்படுகிறது...',
  'Card details': 'அட்டை விவரங்கள்',
  'Test mode': 'சோதனை முறை',
  'No real card is charged.': 'உண்மையான அட்டையில் கட்டணம் வசூலிக்கப்படாது.',
  'Test cards': 'சோதனை அட்டைகள்',
  succeeds: 'வெற்றி பெறும்',
  declined: 'நிராகரிக்கப்படும்',
  'insufficient funds': 'போதிய நிதி இல்லை',
  'expired card': 'காலாவதியான அட்டை',
  'wrong CVC': 'தவறான CVC',
  'Any future expiry date and any 3-digit CVC.': 'எந்த எதிர்காலக் காலாவதித் தேதியும் எந்த 3 இலக்க CVC-யும்.',
  'Card number': 'அட்டை எண்',
  'Expiry (MM/YY)': 'காலாவதி (MM/YY)',
  'Name on card': 'அட்டையில் உள்ள பெயர்',
  'Enter a card number of 13 to 19 digits': '13 முதல் 19 இலக்கங்கள் கொண்ட அட்டை எண்ணை உள்ளிடுங்கள்',
  'Enter the expiry date as MM/YY': 'காலாவதித் தேதியை MM/YY என உள்ளிடுங்கள்',
  'Enter the 3 or 4 digit security code': '3 அல்லது 4 இலக்கப் பாதுகாப்புக் குறியீட்டை உள்ளிடுங்கள்',
  'Pay LKR {fee} Booking Fee': 'முன்பதிவுக் கட்டணம் ரூ. {fee} செலுத்துங்கள்',
  'Processing...': 'செயலாக்கப்படுகிறது...',
  'Please select date, time and services': 'தேதி, நேரம் மற்றும் சேவைகளைத் தேர்ந்தெடுங்கள்',
  'Please select date, time and services before proceeding with payment':
    'கட்டணம் செலுத்தும் முன் தேதி, நேரம் மற்றும் சேவைகளைத் தேர்ந்தெடுங்கள்',
  'Please enter your payment details': 'உங்கள் கட்டண விவரங்களை உள்ளிடுங்கள்',
  'Failed to setup payment': 'கட்டணத்தை அமைக்க முடியவில்லை',
  'Processing payment...': 'கட்டணம் செயலாக்கப்படுகிறது...',
  'Creating your appointment...': 'உங்கள் சந்திப்பு உருவாக்கப்படுகிறது...',
  'Payment successful!': 'கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டது!',
  'Appointment booked successfully!': 'சந்திப்பு வெற்றிகரமாக முன்பதிவு செய்யப்பட்டது!',
  'Payment failed. Please check your card details and try again.':
    'கட்டணம் தோல்வியடைந்தது. உங்கள் அட்டை விவரங்களைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
  'Payment not completed. Status: {status}. Please try again.':
    'கட்டணம் நிறைவடையவில்லை. நிலை: {status}. மீண்டும் முயற்சிக்கவும்.',
  'No response received from appointment creation': 'சந்திப்பு உருவாக்கத்திலிருந்து பதில் எதுவும் வரவில்லை',
  'Failed to book appointment.': 'சந்திப்பை முன்பதிவு செய்ய முடியவில்லை.',
  'Payment was successful, but we had trouble creating your appointment. Please contact support with your payment ID: {id}':
    'கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டது, ஆனால் உங்கள் சந்திப்பை உருவாக்குவதில் சிக்கல் ஏற்பட்டது. உங்கள் கட்டண அடையாள எண்ணுடன் உதவியைத் தொடர்புகொள்ளுங்கள்: {id}',
  'Payment failed. Please try again.': 'கட்டணம் தோல்வியடைந்தது. மீண்டும் முயற்சிக்கவும்.',
  'Payment processing failed': 'கட்டணச் செயலாக்கம் தோல்வியடைந்தது',
  'Your payment could not be processed. Please try again or contact support.':
    'உங்கள் கட்டணத்தைச் செயலாக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும் அல்லது உதவியைத் தொடர்புகொள்ளுங்கள்.',
  'Sorry, this time can no longer be booked: the salon changed its opening days or hours, or the time has passed. Your booking fee has been refunded.':
    'மன்னிக்கவும், இந்த நேரத்தை இனி முன்பதிவு செய்ய முடியாது: சலூன் தனது திறந்திருக்கும் நாட்கள் அல்லது நேரங்களை மாற்றியுள்ளது, அல்லது நேரம் கடந்துவிட்டது. உங்கள் முன்பதிவுக் கட்டணம் திருப்பிச் செலுத்தப்பட்டது.',
  'Your payment arrived after your hold on this time had ended, so it cannot book. Your booking fee has been refunded. Please start a new booking.':
    'இந்த நேரத்திற்கான உங்கள் ஒதுக்கீடு முடிந்த பின்னரே உங்கள் கட்டணம் வந்தது, எனவே முன்பதிவு செய்ய முடியாது. உங்கள் முன்பதிவுக் கட்டணம் திருப்பிச் செலுத்தப்பட்டது. தயவுசெய்து புதிய முன்பதிவைத் தொடங்கவும்.',
  'Sorry, this time slot was taken while you were paying. Your booking fee has been refunded.':
    'மன்னிக்கவும், நீங்கள் பணம் செலுத்திக்கொண்டிருந்தபோது இந்த நேரம் வேறொருவரால் எடுக்கப்பட்டது. உங்கள் முன்பதிவுக் கட்டணம் திருப்பிச் செலுத்தப்பட்டது.',
  'This time slot is no longer available. Please choose another.':
    'இந்த நேரம் இனி கிடைக்காது. வேறொன்றைத் தேர்ந்தெடுங்கள்.',
  'PayHere checkout': 'PayHere கட்டணம்',
  'Your hold on this time has ended, so it can no longer be paid. Choose a time again to book.':
    'இந்த நேரத்திற்கான உங்கள் ஒதுக்கீடு முடிந்துவிட்டதால் இனி பணம் செலுத்த முடியாது. முன்பதிவு செய்ய மீண்டும் ஒரு நேரத்தைத் தேர்ந்தெடுக்கவும்.',
  'Pay with PayHere': 'PayHere மூலம் செலுத்துங்கள்',
  'Opening PayHere...': 'PayHere திறக்கப்படுகிறது...',
  'You will pay the LKR {fee} booking fee on PayHere’s secure page, then come back here.':
    'நீங்கள் ரூ. {fee} முன்பதிவுக் கட்டணத்தை PayHere இன் பாதுகாப்பான பக்கத்தில் செலுத்தி, மீண்டும் இங்கு வருவீர்கள்.',
  'Waiting for PayHere to confirm your payment...': 'PayHere உங்கள் கட்டணத்தை உறுதிப்படுத்தக் காத்திருக்கிறது...',
  'PayHere has not confirmed your payment yet. If you were charged, your booking is made as soon as PayHere tells us, and you will get an e-mail. Booking reference: {reference}.':
    'PayHere இன்னும் உங்கள் கட்டணத்தை உறுதிப்படுத்தவில்லை. உங்களிடம் கட்டணம் வசூலிக்கப்பட்டிருந்தால், PayHere எங்களுக்குத் தெரிவித்தவுடன் உங்கள் முன்பதிவு செய்யப்பட்டு உங்களுக்கு மின்னஞ்சல் வரும். முன்பதிவுக் குறிப்பு எண்: {reference}.',
  'Check again': 'மீண்டும் சரிபார்',
  'Go to my appointments': 'என் சந்திப்புகளுக்குச் செல்',
  'The payment did not go through, so nothing was booked. Please choose a time and try again.':
    'கட்டணம் நிறைவேறவில்லை, எனவே எதுவும் முன்பதிவு செய்யப்படவில்லை. ஒரு நேரத்தைத் தேர்ந்தெடுத்து மீண்டும் முயற்சிக்கவும்.',
  'You cancelled the PayHere payment, so nothing was booked. Choose a time and pay again to book.':
    'நீங்கள் PayHere கட்டணத்தை ரத்து செய்தீர்கள், எனவே எதுவும் முன்பதிவு செய்யப்படவில்லை. முன்பதிவு செய்ய ஒரு நேரத்தைத் தேர்ந்தெடுத்து மீண்டும் செலுத்துங்கள்.',
  'This page needs a PayHere order. Please start your booking again.':
    'இந்தப் பக்கத்துக்கு PayHere ஆர்டர் தேவை. உங்கள் முன்பதிவை மீண்டும் தொடங்குங்கள்.',
  'Payment Successful!': 'கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டது!',
  'Your appointment has been successfully booked.': 'உங்கள் சந்திப்பு வெற்றிகரமாக முன்பதிவு செய்யப்பட்டது.',
  'Appointment ID: ': 'சந்திப்பு எண்: ',
  Date: 'தேதி',
  Time: 'நேரம்',
  '{salon} Main Branch, {address}': '{salon} முதன்மைக் கிளை, {address}',
  'End time not specified': 'முடிவு நேரம் குறிப்பிடப்படவில்லை',
  'Appointment Fee': 'சந்திப்புக் கட்டணம்',
  Total: 'மொத்தம்',
  'View My Appointments': 'என் சந்திப்புகளைப் பார்',
  'Book Another Appointment': 'மற்றொரு சந்திப்பை முன்பதிவு செய்',
  'A question about this booking?': 'இந்த முன்பதிவு பற்றி கேள்வி உள்ளதா?',
  'Payment Failed': 'கட்டணம் தோல்வியடைந்தது',
  'Payment reference (quote it to support):': 'கட்டணக் குறிப்பு எண் (உதவியைத் தொடர்புகொள்ளும்போது குறிப்பிடுங்கள்):',
  'Try Payment Again': 'மீண்டும் கட்டணம் செலுத்த முயற்சி',
  'Return to Cart': 'கூடைக்குத் திரும்பு',
  'Need help?': 'உதவி தேவையா?',
  'If you were charged but have no appointment, contact us with the payment reference above.':
    'உங்களிடம் கட்டணம் வசூலிக்கப்பட்டும் சந்திப்பு இல்லையெனில், மேலே உள்ள கட்டணக் குறிப்பு எண்ணுடன் எங்களைத் தொடர்புகொள்ளுங்கள்.',

  // Why a card was refused: the payment providers' reasons (cardDeclineMessages).
  'Your card was declined.': 'உங்கள் அட்டை நிராகரிக்கப்பட்டது.',
  'Your card has insufficient funds.': 'உங்கள் அட்டையில் போதுமான நிதி இல்லை.',
  'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.':
    'அடிக்கடி மீண்டும் மீண்டும் முயன்றதால் அல்லது அதன் தொகை வரம்பை மீறியதால் உங்கள் அட்டை நிராகரிக்கப்பட்டது.',
  'Your card does not support this type of purchase.': 'உங்கள் அட்டை இவ்வகை கொள்முதலை ஆதரிக்கவில்லை.',
  'Your card does not support this currency.': 'உங்கள் அட்டை இந்த நாணயத்தை ஆதரிக்கவில்லை.',
  'Your card has expired.': 'உங்கள் அட்டை காலாவதியாகிவிட்டது.',
  "Your card's expiration date is in the past.": 'உங்கள் அட்டையின் காலாவதி தேதி ஏற்கனவே கடந்துவிட்டது.',
  "Your card's expiration month is invalid.": 'உங்கள் அட்டையின் காலாவதி மாதம் செல்லாது.',
  "Your card's expiration year is invalid.": 'உங்கள் அட்டையின் காலாவதி ஆண்டு செல்லாது.',
  "Your card's expiration date is incomplete.": 'உங்கள் அட்டையின் காலாவதி தேதி முழுமையாக இல்லை.',
  "Your card's security code is incorrect.": 'உங்கள் அட்டையின் பாதுகாப்புக் குறியீடு தவறானது.',
  "Your card's security code is invalid.": 'உங்கள் அட்டையின் பாதுகாப்புக் குறியீடு செல்லாது.',
  "Your card's security code is incomplete.": 'உங்கள் அட்டையின் பாதுகாப்புக் குறியீடு முழுமையாக இல்லை.',
  'Your card number is incorrect.': 'உங்கள் அட்டை எண் தவறானது.',
  'Your card number is invalid.': 'உங்கள் அட்டை எண் செல்லாது.',
  'Your card number is incomplete.': 'உங்கள் அட்டை எண் முழுமையாக இல்லை.',
  'An error occurred while processing your card. Try again in a little bit.':
    'உங்கள் அட்டையைச் செயலாக்கும்போது பிழை ஏற்பட்டது. சிறிது நேரம் கழித்து மீண்டும் முயற்சிக்கவும்.',
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.':
    'உங்கள் கட்டண முறையை அங்கீகரிக்க முடியவில்லை. வேறு கட்டண முறையைத் தேர்ந்தெடுத்து மீண்டும் முயற்சிக்கவும்.',

  // My appointments.
  Account: 'கணக்கு',
  'View and manage your salon appointments': 'உங்கள் சலூன் சந்திப்புகளைப் பார்த்து நிர்வகியுங்கள்',
  'Loading appointments...': 'சந்திப்புகள் ஏற்றப்படுகின்றன...',
  'Failed to load appointments': 'சந்திப்புகளை ஏற்ற முடியவில்லை',
  "You don't have any appointments yet.": 'உங்களுக்கு இன்னும் சந்திப்புகள் எதுவும் இல்லை.',
  'Book an Appointment': 'ஒரு சந்திப்பை முன்பதிவு செய்யுங்கள்',
  Refresh: 'புதுப்பி',
  Upcoming: 'வரவிருப்பவை',
  Past: 'முந்தையவை',
  'Booking reference': 'முன்பதிவுக் குறிப்பு எண்',
  'Appointment, booking reference ': 'சந்திப்பு, முன்பதிவுக் குறிப்பு எண் ',
  'Booked on {date}': '{date} அன்று முன்பதிவு செய்யப்பட்டது',
  'Booking fee paid. The salon will confirm your appointment.':
    'முன்பதிவுக் கட்டணம் செலுத்தப்பட்டது. சலூன் உங்கள் சந்திப்பை உறுதிப்படுத்தும்.',
  'The salon has confirmed your appointment. See you then!':
    'சலூன் உங்கள் சந்திப்பை உறுதிப்படுத்தியுள்ளது. அப்போது சந்திப்போம்!',
  'Your visit is complete. Thank you for coming.': 'உங்கள் வருகை நிறைவடைந்தது. வந்ததற்கு நன்றி.',
  'This appointment is cancelled.': 'இந்தச் சந்திப்பு ரத்து செய்யப்பட்டது.',
  'This appointment was missed.': 'இந்தச் சந்திப்புக்கு வரவில்லை.',
  "This visit's time has passed; the salon will update its status.":
    'இந்த வருகையின் நேரம் கடந்துவிட்டது; சலூன் அதன் நிலையைப் புதுப்பிக்கும்.',
  'Booking fee of {fee} refunded; it reaches your card within 5-10 working days of the cancellation.':
    '{fee} முன்பதிவுக் கட்டணம் திருப்பிச் செலுத்தப்பட்டது; ரத்து செய்த 5-10 வேலை நாட்களுக்குள் அது உங்கள் அட்டையை அடையும்.',
  'Booking fee refund of {fee} is on its way; it reaches your card within 5-10 working days.':
    '{fee} முன்பதிவுக் கட்டணத் திருப்பிச் செலுத்தல் வந்துகொண்டிருக்கிறது; 5-10 வேலை நாட்களுக்குள் அது உங்கள் அட்டையை அடையும்.',
  'Cancelled less than {hours} hours before: the booking fee was not refunded.':
    '{hours} மணி நேரத்துக்குள் ரத்து செய்யப்பட்டதால் முன்பதிவுக் கட்டணம் திருப்பிச் செலுத்தப்படவில்லை.',
  'Cancelled less than {hours} hours before: the booking fee is not refunded.':
    '{hours} மணி நேரத்துக்குள் ரத்து செய்யப்பட்டதால் முன்பதிவுக் கட்டணம் திருப்பிச் செலுத்தப்படாது.',
  'Your {fee} booking fee is refunded; it reaches your card within 5-10 working days.':
    'உங்கள் {fee} முன்பதிவுக் கட்டணம் திருப்பிச் செலுத்தப்பட்டது; 5-10 வேலை நாட்களுக்குள் அது உங்கள் அட்டையை அடையும்.',
  'Your {fee} booking fee will be refunded; it reaches your card within 5-10 working days.':
    'உங்கள் {fee} முன்பதிவுக் கட்டணம் திருப்பிச் செலுத்தப்படும்; 5-10 வேலை நாட்களுக்குள் அது உங்கள் அட்டையை அடையும்.',
  'Your appointment starts in less than {hours} hours: the booking fee will not be refunded.':
    'உங்கள் சந்திப்பு {hours} மணி நேரத்துக்குள் தொடங்குகிறது: முன்பதிவுக் கட்டணம் திருப்பிச் செலுத்தப்படாது.',
  "Cancellations need 24 hours' notice; the booking fee is refunded when the appointment is at least 24 hours away.":
    'ரத்து செய்ய 24 மணி நேர முன்னறிவிப்பு தேவை; சந்திப்புக்கு குறைந்தது 24 மணி நேரம் இருக்கும்போது முன்பதிவுக் கட்டணம் திருப்பிச் செலுத்தப்படும்.',
  'No service information available': 'சேவைத் தகவல் எதுவும் இல்லை',
  'Service information unavailable': 'சேவைத் தகவல் கிடைக்கவில்லை',
  'Payment ID:': 'கட்டண எண்:',
  // The Add to calendar file, worded as the mails' calendar file is.
  'Salon appointment {reference}': 'Salon சந்திப்பு {reference}',
  'Services: {services}': 'சேவைகள்: {services}',
  'Add to calendar': 'நாட்காட்டியில் சேர்',
  Directions: 'வழிகாட்டல்',
  ' (opens in a new tab)': ' (புதிய தாவலில் திறக்கும்)',
  'Cancel Appointment': 'சந்திப்பை ரத்து செய்',
  'Are you sure you want to cancel this appointment?': 'இந்தச் சந்திப்பை ரத்து செய்ய விரும்புகிறீர்களா?',
  'Keep Appointment': 'சந்திப்பை வைத்திரு',
  'Yes, Cancel': 'ஆம், ரத்து செய்',
  'Appointment cancelled successfully': 'சந்திப்பு வெற்றிகரமாக ரத்து செய்யப்பட்டது',
  'Appointment cancelled. The booking fee was already returned to the card through a chargeback, so it is not refunded again.':
    'சந்திப்பு ரத்து செய்யப்பட்டது. முன்பதிவுக் கட்டணம் ஏற்கனவே சார்ஜ்பேக் மூலம் அட்டைக்குத் திருப்பப்பட்டதால், மீண்டும் திருப்பித் தரப்படாது.',
  'Failed to cancel appointment': 'சந்திப்பை ரத்து செய்ய முடியவில்லை',
  'Your note:': 'உங்கள் குறிப்பு:',
  Reschedule: 'நேரத்தை மாற்று',
  'Can no longer be moved online: less than 24 hours to go':
    'இனி ஆன்லைனில் மாற்ற முடியாது: 24 மணி நேரத்துக்கும் குறைவாக உள்ளது',
  'Already moved twice': 'ஏற்கனவே இருமுறை மாற்றப்பட்டது',
  'Only pending or confirmed appointments can be moved':
    'நிலுவையிலுள்ள அல்லது உறுதிசெய்யப்பட்ட சந்திப்புகளை மட்டுமே மாற்ற முடியும்',

  // Not found.
  'The page you are looking for has moved or never existed. Let us take you somewhere lovely instead.':
    'நீங்கள் தேடும் பக்கம் இடம் மாறியுள்ளது அல்லது ஒருபோதும் இருந்ததில்லை. அதற்குப் பதிலாக உங்களை ஓர் அழகான இடத்துக்கு அழைத்துச் செல்கிறோம்.',
  'Back to home': 'முகப்புக்குத் திரும்பு',

  // Calendar, status, rescheduling, WhatsApp, FAQ.
  'Previous month': 'முந்தைய மாதம்',
  'Next month': 'அடுத்த மாதம்',
  available: 'கிடைக்கும்',
  '{count} times left': '{count} நேரங்கள் மீதமுள்ளன',
  '1 time left': 'ஒரு நேரம் மட்டுமே மீதமுள்ளது',
  'fully booked': 'முழுமையாக முன்பதிவாகிவிட்டது',
  closed: 'மூடப்பட்டுள்ளது',
  'no longer bookable': 'இனி முன்பதிவு செய்ய முடியாது',
  'not yet open for booking': 'முன்பதிவுக்கு இன்னும் திறக்கப்படவில்லை',
  loading: 'ஏற்றப்படுகிறது',
  'Status: ': 'நிலை: ',
  pending: 'நிலுவையில்',
  confirmed: 'உறுதிசெய்யப்பட்டது',
  completed: 'நிறைவடைந்தது',
  cancelled: 'ரத்துசெய்யப்பட்டது',
  'no-show': 'வரவில்லை',
  'Move your appointment': 'உங்கள் சந்திப்பின் நேரத்தை மாற்றுங்கள்',
  'Choose another free time. The booking fee stays with the appointment: there is nothing more to pay.':
    'வேறொரு காலியான நேரத்தைத் தேர்ந்தெடுங்கள். முன்பதிவுக் கட்டணம் சந்திப்புடனேயே இருக்கும்: மேலும் செலுத்த எதுவும் இல்லை.',
  'New date': 'புதிய தேதி',
  'Free start times': 'காலியான தொடக்க நேரங்கள்',
  'Confirm new time': 'புதிய நேரத்தை உறுதிசெய்',
  'No free start times on this date': 'இந்தத் தேதியில் காலியான தொடக்க நேரங்கள் இல்லை',
  'Looking for free times...': 'காலியான நேரங்களைத் தேடுகிறது...',
  'Your appointment has moved': 'உங்கள் சந்திப்பு புதிய நேரத்துக்கு மாற்றப்பட்டது',
  'Your appointment is already at this time. Please choose another.':
    'உங்கள் சந்திப்பு ஏற்கனவே இந்த நேரத்தில் உள்ளது. தயவுசெய்து வேறொன்றைத் தேர்ந்தெடுங்கள்.',
  'Failed to move the appointment': 'சந்திப்பை மாற்ற முடியவில்லை',
  'Please choose a new start time': 'தயவுசெய்து புதிய தொடக்க நேரத்தைத் தேர்ந்தெடுங்கள்',
  'Please choose a new date': 'தயவுசெய்து புதிய தேதியைத் தேர்ந்தெடுங்கள்',
  'Keep current time': 'தற்போதைய நேரத்தையே வைத்திரு',
  'Hello {salon}, I would like to ask about an appointment.':
    'வணக்கம் {salon}, ஒரு சந்திப்பு பற்றி விசாரிக்க விரும்புகிறேன்.',
  'Hello {salon}, about my booking {reference} on {when}: ':
    'வணக்கம் {salon}, {when} அன்று உள்ள எனது முன்பதிவு {reference} பற்றி: ',
  Help: 'உதவி',
  'Frequently Asked Questions': 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
  "Everything you might want to know before your visit. Can't find your answer? We are a call away.":
    'உங்கள் வருகைக்கு முன் நீங்கள் தெரிந்துகொள்ள விரும்பும் அனைத்தும். உங்கள் பதில் கிடைக்கவில்லையா? ஒரு அழைப்பில் நாங்கள் இருக்கிறோம்.',
  'Still have a question?': 'இன்னும் கேள்வி உள்ளதா?',
  'Our team is happy to help. We are open {hours}.':
    'எங்கள் குழு மகிழ்ச்சியுடன் உதவும். நாங்கள் திறந்திருக்கும் நேரம்: {hours}.',
  'Effective date:': 'நடைமுறைக்கு வரும் நாள்:',
  Contents: 'உள்ளடக்கம்',
  'On this page': 'இந்தப் பக்கத்தில்',
  'At a glance': 'சுருக்கமாக',
  'Phone:': 'தொலைபேசி:',
  'E-mail:': 'மின்னஞ்சல்:',
  'Website:': 'இணையதளம்:',
  'Cancellations, missed appointments and how refunds are paid.':
    'ரத்துகள், வராமல் விடப்பட்ட சந்திப்புகள், பணத்திருப்பம் செலுத்தப்படும் முறை.',
  'The {fee} booking fee is deducted from your bill at the salon.':
    '{fee} முன்பதிவுக் கட்டணம் சலூனில் உங்கள் கட்டணத்திலிருந்து கழிக்கப்படும்.',
  'The {fee} booking fee is not deducted from your bill: the services are paid in full at the salon.':
    '{fee} முன்பதிவுக் கட்டணம் உங்கள் கட்டணத்திலிருந்து கழிக்கப்படாது: சேவைகளுக்கான முழுத் தொகையும் சலூனில் செலுத்தப்படும்.',
  'The terms that apply when you use our website and book our services.':
    'எங்கள் இணையதளத்தைப் பயன்படுத்தும்போதும் எங்கள் சேவைகளை முன்பதிவு செய்யும்போதும் பொருந்தும் விதிமுறைகள்.',
  'How we collect, use and protect your personal information.':
    'உங்கள் தனிப்பட்ட தகவல்களை நாங்கள் சேகரிக்கும், பயன்படுத்தும், பாதுகாக்கும் விதம்.',
  'Printable copy': 'அச்சிடக்கூடிய நகல்',
  'The same policy in full, for your records.': 'உங்கள் பதிவுகளுக்காக, இதே கொள்கை முழுமையாக.',

  // Failures with no answer of the server's own (packages/contracts globalErrorMessages).
  'Request timed out. Please try again.': 'கோரிக்கைக்கான நேரம் முடிந்தது. தயவுசெய்து மீண்டும் முயலுங்கள்.',
  'Cannot connect to server. Please check your internet connection.':
    'சேவையகத்துடன் இணைக்க முடியவில்லை. உங்கள் இணைய இணைப்பைச் சரிபாருங்கள்.',
  'Session expired. Please login again.': 'உங்கள் அமர்வு முடிந்துவிட்டது. தயவுசெய்து மீண்டும் உள்நுழையுங்கள்.',
  'You do not have permission to perform this action': 'இந்தச் செயலைச் செய்ய உங்களுக்கு அனுமதி இல்லை',
  'Invalid request data. Please check your information and try again.':
    'கோரிக்கையின் தரவு சரியில்லை. உங்கள் தகவலைச் சரிபார்த்து மீண்டும் முயலுங்கள்.',
  'The requested resource was not found': 'கேட்டது கிடைக்கவில்லை',
  'Server error. Please try again later': 'சேவையகப் பிழை. தயவுசெய்து பின்னர் மீண்டும் முயலுங்கள்',
  'An unexpected error occurred': 'எதிர்பாராத பிழை ஏற்பட்டது',

  // Server messages a customer can meet.
  'Dates are written yyyy-MM-dd': 'தேதிகள் yyyy-MM-dd வடிவில் எழுதப்பட வேண்டும்',
  'Months are written yyyy-MM': 'மாதங்கள் yyyy-MM வடிவில் எழுதப்பட வேண்டும்',
  'This date does not exist on the calendar': 'இந்தத் தேதி நாட்காட்டியில் இல்லை',
  'Text cannot contain control characters': 'உரையில் கட்டுப்பாட்டு எழுத்துகள் இருக்கக்கூடாது',
  'Failed to decode Google token': 'Google டோக்கனைப் படிக்க முடியவில்லை',
  'Failed to load Google OAuth script': 'Google OAuth ஸ்கிரிப்டை ஏற்ற முடியவில்லை',
  'A Google ID token credential is required': 'Google ID டோக்கன் சான்று தேவை',
  'Please verify your email address first': 'முதலில் உங்கள் மின்னஞ்சல் முகவரியைச் சரிபாருங்கள்',
  'Please log in to continue': 'தொடர தயவுசெய்து உள்நுழையுங்கள்',
  'Only images uploaded to this site can be used': 'இந்தத் தளத்தில் பதிவேற்றப்பட்ட படங்களை மட்டுமே பயன்படுத்த முடியும்',
  'Service not found': 'சேவை கிடைக்கவில்லை',
  'This special offer is not available right now': 'இந்தச் சிறப்புச் சலுகை தற்போது கிடைக்கவில்லை',
  '{title} can be booked once per visit': '{title} ஐ ஒரு வருகைக்கு ஒருமுறை மட்டுமே முன்பதிவு செய்ய முடியும்',
  'Cart item not found': 'கூடையிலுள்ள பொருள் கிடைக்கவில்லை',
  'Services of a special offer cannot change quantity': 'சிறப்புச் சலுகையின் சேவைகளின் அளவை மாற்ற முடியாது',
  'Quantity must be a whole number from 1 to 10': 'அளவு 1 முதல் 10 வரையிலான முழு எண்ணாக இருக்க வேண்டும்',
  'Your cart holds a special offer; clear the cart before adding other services':
    'உங்கள் கூடையில் ஒரு சிறப்புச் சலுகை உள்ளது; பிற சேவைகளைச் சேர்ப்பதற்கு முன் கூடையைக் காலியாக்குங்கள்',
  'Please select a date for your appointment': 'உங்கள் சந்திப்புக்கு ஒரு தேதியைத் தேர்ந்தெடுங்கள்',
  'Please select a date and time for your appointment': 'உங்கள் சந்திப்புக்கு ஒரு தேதியையும் நேரத்தையும் தேர்ந்தெடுங்கள்',
  'Please add services to your cart before booking': 'முன்பதிவு செய்வதற்கு முன் உங்கள் கூடையில் சேவைகளைச் சேர்க்கவும்',
  'Service ID is required for each service': 'ஒவ்வொரு சேவைக்கும் சேவை ID தேவை',
  'Could not extract service IDs from cart': 'கூடையிலிருந்து சேவை ID களைப் பெற முடியவில்லை',
  'Invalid service data in cart': 'கூடையில் தவறான சேவைத் தரவு உள்ளது',
  'Missing service ID': 'சேவை ID இல்லை',
  ' Missing service IDs found.': ' சில சேவைகளுக்கு ID இல்லை.',
  'Payment information is required': 'கட்டணத் தகவல் தேவை',
  'Invalid response from payment server': 'கட்டணச் சேவையகத்திடமிருந்து தவறான பதில் வந்தது',
  'Payment processed successfully!': 'கட்டணம் வெற்றிகரமாகச் செயலாக்கப்பட்டது!',
  'Date input not valid.': 'உள்ளிட்ட தேதி செல்லுபடியாகாது.',
  'No available slots found for the selected date': 'தேர்ந்தெடுத்த தேதியில் கிடைக்கும் நேரங்கள் எதுவும் இல்லை',
  'The salon does not take bookings on this date': 'இந்தத் தேதியில் சலூன் முன்பதிவுகளை ஏற்பதில்லை',
  'Failed to book appointment': 'சந்திப்பை முன்பதிவு செய்ய முடியவில்லை',
  'The booking fee is LKR {fee}': 'முன்பதிவுக் கட்டணம் LKR {fee}',
  'The amount to pay must be a number': 'செலுத்த வேண்டிய தொகை ஒரு எண்ணாக இருக்க வேண்டும்',
  'Payment not found': 'கட்டணம் கிடைக்கவில்லை',
  'This payment belongs to another account': 'இந்தக் கட்டணம் வேறொரு கணக்கைச் சேர்ந்தது',
  'The payment has not been completed': 'கட்டணம் இன்னும் முடிக்கப்படவில்லை',
  'Too many payment attempts. Please try again later.':
    'அதிகமான கட்டண முயற்சிகள். தயவுசெய்து பின்னர் மீண்டும் முயலுங்கள்.',
  'The booking fee of this payment has been refunded, so it cannot book an appointment. Please start a new booking.':
    'இந்தக் கட்டணத்தின் முன்பதிவுக் கட்டணம் திருப்பிச் செலுத்தப்பட்டுவிட்டதால், இதைக் கொண்டு சந்திப்பை முன்பதிவு செய்ய முடியாது. தயவுசெய்து புதிய முன்பதிவைத் தொடங்குங்கள்.',
  'An appointment can last at most 6 hours. Please book the other services as a separate visit.':
    'ஒரு சந்திப்பு அதிகபட்சம் 6 மணி நேரம் மட்டுமே நீடிக்கலாம். மற்ற சேவைகளைத் தனி வருகையாக முன்பதிவு செய்யுங்கள்.',
  'The special offer in your cart has ended or was withdrawn, so it has been taken out of your cart. Please choose your services again.':
    'உங்கள் கூடையிலிருந்த சிறப்புச் சலுகை முடிவடைந்துவிட்டது அல்லது திரும்பப் பெறப்பட்டது, எனவே அது உங்கள் கூடையிலிருந்து நீக்கப்பட்டுள்ளது. தயவுசெய்து உங்கள் சேவைகளை மீண்டும் தேர்ந்தெடுங்கள்.',
  'Back to booking': 'முன்பதிவுக்குத் திரும்பு',
  'Notes for the salon can be at most 500 characters': 'சலூனுக்கான குறிப்புகளில் அதிகபட்சம் 500 எழுத்துகள் இருக்கலாம்',
  'Appointment not found': 'சந்திப்பு கிடைக்கவில்லை',
  'Only pending or confirmed appointments can be cancelled':
    'நிலுவையிலுள்ள அல்லது உறுதிசெய்யப்பட்ட சந்திப்புகளை மட்டுமே ரத்து செய்ய முடியும்',
  "This visit's time has passed; it can no longer be cancelled online.":
    'இந்த வருகையின் நேரம் கடந்துவிட்டது; இனி இதை ஆன்லைனில் ரத்து செய்ய முடியாது.',
  '5-10 working days': '5-10 வேலை நாட்கள்',

  // Dates' words: Tamil dates come from Intl; these keep the catalogues alike.
  January: 'ஜனவரி',
  February: 'பிப்ரவரி',
  March: 'மார்ச்',
  April: 'ஏப்ரல்',
  May: 'மே',
  June: 'ஜூன்',
  July: 'ஜூலை',
  August: 'ஆகஸ்ட்',
  September: 'செப்டம்பர்',
  October: 'அக்டோபர்',
  November: 'நவம்பர்',
  December: 'டிசம்பர்',
  Sunday: 'ஞாயிறு',
  Monday: 'திங்கள்',
  Tuesday: 'செவ்வாய்',
  Wednesday: 'புதன்',
  Thursday: 'வியாழன்',
  Friday: 'வெள்ளி',
  Saturday: 'சனி',
  Sun: 'ஞாயி.',
  Mon: 'திங்.',
  Tue: 'செவ்.',
  Wed: 'புத.',
  Thu: 'வியா.',
  Fri: 'வெள்.',
  Sat: 'சனி',
  AM: 'முற்பகல்',
  PM: 'பிற்பகல்',

  // The review form, sign-in toasts, loaders and the error page.
  'Share Your Experience': 'உங்கள் அனுபவத்தைப் பகிருங்கள்',
  'Update Your Review': 'உங்கள் மதிப்புரையைப் புதுப்பியுங்கள்',
  'Changed your mind since your last visit? Edit your rating or words below.':
    'கடந்த வருகைக்குப் பின் உங்கள் கருத்து மாறியதா? உங்கள் மதிப்பீட்டையோ வார்த்தைகளையோ கீழே திருத்துங்கள்.',
  'Tell others about your visit: your words help us, and them, more than you know.':
    'உங்கள் வருகையைப் பற்றி மற்றவர்களுக்குச் சொல்லுங்கள்: உங்கள் வார்த்தைகள் நீங்கள் நினைப்பதைவிட எங்களுக்கும் அவர்களுக்கும் அதிகம் உதவுகின்றன.',
  'Your review': 'உங்கள் மதிப்புரை',
  'What did you have done, and how did you feel walking out?':
    'நீங்கள் என்ன செய்துகொண்டீர்கள், வெளியே செல்லும்போது எப்படி உணர்ந்தீர்கள்?',
  'Submit Review': 'மதிப்புரையைச் சமர்ப்பிக்கவும்',
  'Update Review': 'மதிப்புரையைப் புதுப்பிக்கவும்',
  'Review submitted successfully': 'மதிப்புரை வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது',
  'Review updated successfully': 'மதிப்புரை வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது',
  'Failed to submit review': 'மதிப்புரையைச் சமர்ப்பிக்க முடியவில்லை',
  'You have already reviewed us; update your review instead':
    'நீங்கள் ஏற்கனவே எங்களுக்கு மதிப்புரை எழுதியுள்ளீர்கள்; அதற்குப் பதிலாக உங்கள் மதிப்புரையைப் புதுப்பியுங்கள்',
  'Review not found': 'மதிப்புரை கிடைக்கவில்லை',
  'You can only edit your own review': 'உங்கள் சொந்த மதிப்புரையை மட்டுமே நீங்கள் திருத்த முடியும்',
  'Please log in to submit a review': 'மதிப்புரையைச் சமர்ப்பிக்க தயவுசெய்து உள்நுழையுங்கள்',
  'Please select a rating': 'தயவுசெய்து ஒரு மதிப்பீட்டைத் தேர்ந்தெடுங்கள்',
  'Please enter a comment': 'தயவுசெய்து உங்கள் கருத்தை உள்ளிடுங்கள்',
  'Comments are at most 1000 characters': 'கருத்து அதிகபட்சம் 1000 எழுத்துகள் வரை இருக்கலாம்',
  'Your rating': 'உங்கள் மதிப்பீடு',
  Poor: 'மோசம்',
  Fair: 'பரவாயில்லை',
  Good: 'நன்று',
  'Very good': 'மிக நன்று',
  Excellent: 'மிகச் சிறப்பு',
  '{count} star': '{count} நட்சத்திரம்',
  '{count} stars': '{count} நட்சத்திரங்கள்',
  'Tap a star': 'ஒரு நட்சத்திரத்தைத் தட்டுங்கள்',
  'Loading your review...': 'உங்கள் மதிப்புரை ஏற்றப்படுகிறது...',
  'Login successful!': 'உள்நுழைவு வெற்றிகரமாக முடிந்தது!',
  'Staff accounts sign in on the {link}.': 'பணியாளர் கணக்குகள் {link} வழியாக உள்நுழைய வேண்டும்.',
  'admin sign-in page': 'நிர்வாகி உள்நுழைவுப் பக்கம்',
  'Your account is not authorized for this access': 'இந்த அணுகலுக்கு உங்கள் கணக்கிற்கு அனுமதி இல்லை',
  'Account not found with this email': 'இந்த மின்னஞ்சலுடன் எந்தக் கணக்கும் இல்லை',
  'Authentication token not received': 'அங்கீகார டோக்கன் கிடைக்கவில்லை',
  'Unexpected response from server': 'சேவையகத்திடமிருந்து எதிர்பாராத பதில் வந்தது',
  or: 'அல்லது',
  'Google login failed': 'Google உள்நுழைவு தோல்வியடைந்தது',
  'Google sign-in is not configured': 'Google உள்நுழைவு அமைக்கப்படவில்லை',
  'Your Google e-mail address is not verified': 'உங்கள் Google மின்னஞ்சல் முகவரி சரிபார்க்கப்படவில்லை',
  'Registration successful!': 'பதிவு வெற்றிகரமாக முடிந்தது!',
  'Registration successful! Please check your email for the verification code.':
    'பதிவு வெற்றிகரமாக முடிந்தது! சரிபார்ப்புக் குறியீட்டுக்கு உங்கள் மின்னஞ்சலைப் பாருங்கள்.',
  'Logged out successfully': 'வெற்றிகரமாக வெளியேறினீர்கள்',
  'Logout failed': 'வெளியேற முடியவில்லை',
  'Special offer not found': 'சிறப்புச் சலுகை கிடைக்கவில்லை',
  // The sign stays, as on the booking's success screen and the appointment cards.
  '{title} x {quantity}': '{title} x {quantity}',
  'We could not find that page': 'அந்தப் பக்கத்தை எங்களால் கண்டுபிடிக்க முடியவில்லை',
  'This page could not be shown': 'இந்தப் பக்கத்தைக் காட்ட முடியவில்லை',
  'The link may be old or mistyped.': 'இணைப்பு பழையதாகவோ தவறாகத் தட்டச்சு செய்யப்பட்டதாகவோ இருக்கலாம்.',
  'Please try again. If it keeps happening, the salon team would love to hear about it.':
    'தயவுசெய்து மீண்டும் முயலுங்கள். இது தொடர்ந்து நடந்தால், அதைப் பற்றி அறிய சலூன் குழு விரும்புகிறது.',
  'Try again': 'மீண்டும் முயலுங்கள்',
  // Profile: confirming the phone with a texted code.
  Confirmed: 'உறுதிப்படுத்தப்பட்டது',
  'Not confirmed: we text booking updates only to a confirmed number':
    'உறுதிப்படுத்தப்படவில்லை: முன்பதிவு தகவல்களை உறுதிப்படுத்திய எண்ணுக்கு மட்டுமே குறுஞ்செய்தியாக அனுப்புகிறோம்',
  'We texted a 6-digit code to your phone. It works for 10 minutes.':
    'உங்கள் தொலைபேசிக்கு 6 இலக்கக் குறியீட்டைக் குறுஞ்செய்தியாக அனுப்பினோம். இது 10 நிமிடங்கள் செல்லுபடியாகும்.',
  'Your phone number is confirmed': 'உங்கள் தொலைபேசி எண் உறுதிப்படுத்தப்பட்டது',
  'Add a phone number to your profile first': 'முதலில் உங்கள் சுயவிவரத்தில் தொலைபேசி எண்ணைச் சேர்க்கவும்',
  'This number cannot receive texts; add a mobile number':
    'இந்த எண்ணுக்குக் குறுஞ்செய்திகள் வர முடியாது; கைபேசி எண்ணைச் சேர்க்கவும்',
  'Your phone number is already confirmed': 'உங்கள் தொலைபேசி எண் ஏற்கனவே உறுதிப்படுத்தப்பட்டுள்ளது',
  'Please wait a minute before asking for another code':
    'மற்றொரு குறியீட்டைக் கேட்கும் முன் ஒரு நிமிடம் காத்திருக்கவும்',
  'You have asked for 5 codes today. Please try again tomorrow.':
    'இன்று 5 குறியீடுகளைக் கேட்டுவிட்டீர்கள். நாளை மீண்டும் முயற்சிக்கவும்.',
  'This number has had 5 codes today. Please try again tomorrow.':
    'இந்த எண்ணுக்கு இன்று 5 குறியீடுகள் அனுப்பப்பட்டுவிட்டன. நாளை மீண்டும் முயற்சிக்கவும்.',
  'Send a code to your phone first': 'முதலில் உங்கள் தொலைபேசிக்குக் குறியீட்டை அனுப்பவும்',
  'That code is not right': 'அந்தக் குறியீடு சரியில்லை',
  'This code has expired. Please send a new one.': 'இந்தக் குறியீடு காலாவதியாகிவிட்டது. புதியதை அனுப்பவும்.',
  'Too many wrong codes. Please send a new one.': 'தவறான குறியீடுகள் அதிகம். புதியதை அனுப்பவும்.',
  'The code could not be sent. Please try again.': 'குறியீட்டை அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'Save the new number first, then confirm it.': 'முதலில் புதிய எண்ணைச் சேமித்து, பின்னர் அதை உறுதிப்படுத்தவும்.',
  'Send code': 'குறியீட்டை அனுப்பு',
  'Send a new code': 'புதிய குறியீட்டை அனுப்பு',
  'Send code again in {wait}': '{wait} பிறகு மீண்டும் குறியீட்டை அனுப்பலாம்',
  'Code from the text message': 'குறுஞ்செய்தியில் உள்ள குறியீடு',
  Confirm: 'உறுதிப்படுத்து',
  '{seconds} s': '{seconds} வினாடிகள்',
  '{hours} h': '{hours} மணிநேரம்',
  // The owner's booking fee in the back office's settings (docs/product.md#9).
  'Booking fee': 'முன்பதிவுக் கட்டணம்',
  'Booking fee (LKR)': 'முன்பதிவுக் கட்டணம் (ரூ.)',
  'Customers pay this online to book, from LKR 200 to LKR 50,000. Bookings already being paid keep the fee they started with.':
    'வாடிக்கையாளர்கள் முன்பதிவு செய்ய இதை இணையத்தில் செலுத்துகின்றனர், ரூ. 200 முதல் ரூ. 50,000 வரை. ஏற்கெனவே செலுத்தப்பட்டுக்கொண்டிருக்கும் முன்பதிவுகள் தொடங்கிய கட்டணத்தையே வைத்திருக்கும்.',
  'Save booking fee': 'முன்பதிவுக் கட்டணத்தைச் சேமி',
  'The booking fee must be a whole number of rupees from LKR 200 to LKR 50,000':
    'முன்பதிவுக் கட்டணம் ரூ. 200 முதல் ரூ. 50,000 வரையிலான முழு ரூபாய் எண்ணாக இருக்க வேண்டும்',
  // Back office: status changes that follow time and can be undone (docs/decisions/0025-status-undo.md).
  'This visit has not started yet; it can be marked completed or no-show once its start time has passed.':
    'இந்த வருகை இன்னும் தொடங்கவில்லை; அதன் தொடக்க நேரம் கடந்த பின்பே அதை நிறைவடைந்தது அல்லது வரவில்லை எனக் குறிக்க முடியும்.',
  "This appointment has no change of the salon's left to undo.":
    'இந்தச் சந்திப்பில் திரும்பப் பெறக்கூடிய சலூனின் மாற்றம் எதுவும் இல்லை.',
  'A status change can be undone for 24 hours after it was made; this one is older.':
    'ஒரு நிலை மாற்றத்தை அது செய்யப்பட்ட 24 மணி நேரத்துக்குள் திரும்பப் பெறலாம்; இது அதைவிடப் பழையது.',
  "This cancellation's booking fee has gone back to the customer's card, or is on its way, so it cannot be undone. Ask the customer to book again.":
    'இந்த ரத்தின் முன்பதிவுக் கட்டணம் வாடிக்கையாளரின் அட்டைக்குத் திருப்பிச் செலுத்தப்பட்டுவிட்டது, அல்லது செலுத்தப்பட்டு வருகிறது; எனவே இதைத் திரும்பப் பெற முடியாது. மீண்டும் முன்பதிவு செய்யுமாறு வாடிக்கையாளரிடம் கேளுங்கள்.',
  'The chair at this time has been booked since, so the cancellation cannot be undone.':
    'இந்த நேரத்தில் நாற்காலி அதன் பிறகு முன்பதிவு செய்யப்பட்டுவிட்டதால், ரத்தைத் திரும்பப் பெற முடியாது.',
  // Signing up and in by mobile number (docs/decisions/0029-sign-in-by-mobile.md).
  'Use mobile number': 'கைபேசி எண்ணைப் பயன்படுத்தவும்',
  'Use e-mail instead': 'பதிலாக மின்னஞ்சலைப் பயன்படுத்தவும்',
  'Mobile number': 'கைபேசி எண்',
  'A Sri Lankan mobile, e.g. 077 123 4567 or +94 77 123 4567':
    'இலங்கை கைபேசி எண், எ.கா. 077 123 4567 அல்லது +94 77 123 4567',
  'Text me a code': 'எனக்குக் குறியீட்டைக் குறுஞ்செய்தியாக அனுப்பவும்',
  'We texted a 6-digit code to this number. It works for 10 minutes.':
    'இந்த எண்ணுக்கு 6 இலக்கக் குறியீட்டைக் குறுஞ்செய்தியாக அனுப்பியுள்ளோம். இது 10 நிமிடங்கள் செல்லுபடியாகும்.',
  'Code from the text': 'குறுஞ்செய்தியில் உள்ள குறியீடு',
  'Your name': 'உங்கள் பெயர்',
  'This number is new to us. Tell us your name to create your account.':
    'இந்த எண் எங்களுக்குப் புதியது. உங்கள் கணக்கை உருவாக்க உங்கள் பெயரைச் சொல்லுங்கள்.',
  Continue: 'தொடரவும்',
  'Send a new code in {seconds} s': '{seconds} வினாடிகளில் புதிய குறியீட்டை அனுப்பலாம்',
  'Use another number': 'வேறு எண்ணைப் பயன்படுத்தவும்',
  'Enter a Sri Lankan mobile number, e.g. 077 123 4567': 'இலங்கை கைபேசி எண்ணை உள்ளிடவும், எ.கா. 077 123 4567',
  'Ask for a code first': 'முதலில் ஒரு குறியீட்டைக் கேட்கவும்',
  'This code has expired. Please ask for a new one.': 'இந்தக் குறியீடு காலாவதியாகிவிட்டது. புதியதைக் கேட்கவும்.',
  'Too many wrong codes. Please ask for a new one.': 'தவறான குறியீடுகள் அதிகம். புதியதைக் கேட்கவும்.',
  'Tell us your name to create your account': 'உங்கள் கணக்கை உருவாக்க உங்கள் பெயரைச் சொல்லுங்கள்',
  'You are signed in': 'நீங்கள் உள்நுழைந்துள்ளீர்கள்',
  'Welcome! Your account is ready.': 'வரவேற்கிறோம்! உங்கள் கணக்கு தயார்.',
  'You sign in with this mobile number, so it cannot be changed or removed.':
    'நீங்கள் இந்தக் கைபேசி எண்ணுடன் உள்நுழைவதால், அதை மாற்றவோ நீக்கவோ முடியாது.',
  'This number is confirmed on another account. Sign in with it by mobile number instead.':
    'இந்த எண் வேறொரு கணக்கில் உறுதிப்படுத்தப்பட்டுள்ளது. பதிலாக கைபேசி எண் மூலம் உள்நுழையவும்.',
  'No e-mail': 'மின்னஞ்சல் இல்லை',
  'You sign in with your mobile number and a texted code.':
    'உங்கள் கைபேசி எண்ணும் குறுஞ்செய்தியில் வரும் குறியீடும் கொண்டு நீங்கள் உள்நுழைகிறீர்கள்.',
};
