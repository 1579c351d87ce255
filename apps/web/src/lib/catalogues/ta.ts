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
  'Monday to Saturday, 9:00 am to 7:00 pm (closed on Sundays)':
    'திங்கள் முதல் சனி வரை, காலை 9:00 முதல் மாலை 7:00 வரை (ஞாயிற்றுக்கிழமைகளில் மூடப்பட்டிருக்கும்)',
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
  'Only a LKR 1000 booking fee online': 'இணையத்தில் LKR 1000 முன்பதிவுக் கட்டணம் மட்டுமே',
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
  'Proceed to Book Appointment': 'சந்திப்பை முன்பதிவு செய்யத் தொடருங்கள்',
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
};
